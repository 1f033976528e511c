import { ERROR_CODES } from '@quincena/contracts';
import { QUERY_LIMITS, QUERY_MESSAGES } from '@quincena/contracts/queries';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { rowsOf } from '../../platform/sql/rows.ts';

/**
 * What the historic query pages on a stored run share (accounting, social security; spec 03 §2.7):
 * the period they require, the page and the export of the same filtered rows, and the calendar and
 * contract lists of their filters. Each page brings its own tables, columns and order.
 */
export const STATE_NAMES: Record<string, string> = { PROCESSED: 'Procesado', ACCUMULATED: 'Acumulado' };

/** The filters both pages offer: calendar, contract, year, month and the search text. */
export interface StoredRunFilters {
  calendarId?: number | undefined;
  contractId?: number | undefined;
  year?: number | undefined;
  month?: number | undefined;
  search?: string | undefined;
}

/** Año* and Mes* unless a calendar is chosen. */
export function requirePeriod(
  filters: { calendarId?: number | undefined; year?: number | undefined; month?: number | undefined },
  message: string,
): void {
  if (filters.calendarId || (filters.year && filters.month)) return;
  throw new AppError(400, ERROR_CODES.validation, message, { year: message });
}

/** The search text as an ILIKE pattern with its wildcards escaped, or null when there is none. */
export function likePattern(search: string | undefined): string | null {
  const text = search?.trim();
  return text ? `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
}

/**
 * The filters both pages offer, as `and …` clauses after the company's where: the calendar, its year
 * and month, the contract (on the page's own table alias) and any further clauses of the page.
 */
export function periodFilter(filters: StoredRunFilters, contractColumn: SQL, ...more: (SQL | null)[]): SQL {
  const parts: SQL[] = [];
  if (filters.calendarId) parts.push(sql`and c.id = ${filters.calendarId}`);
  if (filters.contractId) parts.push(sql`and ${contractColumn} = ${filters.contractId}`);
  if (filters.year) parts.push(sql`and c.year = ${filters.year}`);
  if (filters.month) parts.push(sql`and c.month = ${filters.month}`);
  for (const part of more) if (part) parts.push(part);
  return sql.join(parts, sql` `);
}

/** A stored-run query: `from` holds the joins and the company's where clause, `filter` adds to it. */
export interface StoredRunSelect {
  columns: SQL;
  from: SQL;
  filter: SQL;
  order: SQL;
}

export async function pageOfRows<Row>(
  db: Database,
  query: StoredRunSelect,
  paging: { page: number; pageSize: number },
): Promise<{ rows: Row[]; total: number }> {
  const { columns, from, filter, order } = query;
  const [count] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total ${from} ${filter}`);
  const rows = await rowsOf<Row>(
    db,
    sql`select ${columns} ${from} ${filter} ${order}
        limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`,
  );
  return { rows, total: count?.total ?? 0 };
}

/** Every filtered row for the download, or a Spanish 400 when there are more than an export holds. */
export async function exportRows<Row>(db: Database, query: StoredRunSelect): Promise<Row[]> {
  const { columns, from, filter, order } = query;
  const rows = await rowsOf<Row>(
    db,
    sql`select ${columns} ${from} ${filter} ${order} limit ${QUERY_LIMITS.exportMax + 1}`,
  );
  if (rows.length > QUERY_LIMITS.exportMax) {
    throw new AppError(400, ERROR_CODES.validation, QUERY_MESSAGES.tooManyToExport(QUERY_LIMITS.exportMax));
  }
  return rows;
}

/** The company's processed or accumulated calendars of the type, newest first, for the filter list. */
export function storedRunCalendars(db: Database, companyId: number, type: 'CB' | 'SS') {
  return rowsOf<{ id: number; detail: string; year: number; month: number }>(
    db,
    sql`select id, detail, year, month from pay_calendars
        where company_id = ${companyId} and type = ${type} and state in ('PROCESSED', 'ACCUMULATED')
        order by period_start desc`,
  );
}

export const contractOption = (row: {
  contract_id: number;
  document_number: string;
  employee_name: string;
}) => ({
  contractId: row.contract_id,
  documentNumber: row.document_number,
  employeeName: row.employee_name,
});

interface PeriodFilters {
  calendarId?: number | undefined;
  year?: number | undefined;
  month?: number | undefined;
}

/**
 * The page and the export of a stored-run query: both require the period, read the same filtered
 * rows (`select`) and show them with `toRows`, which may read what the rows name (after the rows).
 */
export function storedRunPages<Filters extends PeriodFilters, Row, Shown>(
  db: Database,
  query: {
    periodRequired: string;
    select: (companyId: number, filters: Filters) => StoredRunSelect;
    toRows: (rows: Row[]) => Shown[] | Promise<Shown[]>;
  },
) {
  return {
    async page(companyId: number, filters: Filters & { page: number; pageSize: number }) {
      requirePeriod(filters, query.periodRequired);
      const { rows, total } = await pageOfRows<Row>(db, query.select(companyId, filters), filters);
      return { rows: await query.toRows(rows), total, page: filters.page, pageSize: filters.pageSize };
    },

    async export(companyId: number, filters: Filters) {
      requirePeriod(filters, query.periodRequired);
      const rows = await exportRows<Row>(db, query.select(companyId, filters));
      return { rows: await query.toRows(rows), total: rows.length };
    },
  };
}
