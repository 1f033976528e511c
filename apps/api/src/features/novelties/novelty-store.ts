import type { TNoveltyListQueryParsed } from '@quincena/contracts/novelties';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../../db/client.ts';
import { contracts, payCalendars, persons } from '../../db/schema/index.ts';
import {
  type ListFields,
  listConditions,
  listOrder,
  pageOffset,
  totalOver,
} from '../../platform/paging/list-query.ts';
import { personFullNameSql } from '../../platform/sql/person-name.ts';
import { calendarJoin, contractJoin, personJoin } from './novelty-columns.ts';

/** What every novelty table has: its company, its id and the contract it is recorded for. */
export type NoveltyTable = PgTable & {
  companyId: AnyPgColumn;
  id: AnyPgColumn<{ data: number }>;
  contractId: AnyPgColumn<{ data: number }>;
};

type Selection = Record<string, SQL | SQL.Aliased | AnyPgColumn>;

/** The columns every novelty row of a list starts with: the row, its contract and the employee. */
const leadColumns = (t: NoveltyTable) => ({
  id: t.id,
  contractId: t.contractId,
  documentNumber: persons.documentNumber,
  employeeName: personFullNameSql,
});
type Lead = { id: number; contractId: number; documentNumber: string; employeeName: string };

/** A row of a novelty list as read, before the kind maps it to its view. */
export type NoveltyRaw<Columns extends Selection> = Lead & SelectResultFields<Columns>;

/** The stored row (every column of the table), as an edit reads it. */
export type Stored<T extends NoveltyTable> = T['$inferSelect'];

/**
 * The calendar columns of a novelty paid in an NM calendar (its id and detail), for a kind's columns:
 * the store joins the calendar for its detail and the list filters by it.
 */
export const paidInCalendar = <C extends AnyPgColumn<{ data: number }>>(calendarId: C) => ({
  calendarId,
  calendarDetail: payCalendars.detail,
});

/** What a novelty kind tells the store: everything that differs between the six lists. */
export interface NoveltyStoreKind<T extends NoveltyTable, Columns extends Selection, Row> {
  table: T;
  /**
   * The view's own columns, after id, contractId, documentNumber and employeeName, in response order;
   * with `paidInCalendar` when the novelty is paid in a calendar.
   */
  columns: Columns;
  /** The fields the list filters and sorts by: the contract's `*_LIST_FIELDS`. */
  fields: readonly (keyof Columns | keyof Lead)[];
  /** The fields the global search looks in. */
  search: readonly (keyof Columns | keyof Lead)[];
  /** Further left joins (the company's own concepts, the absence a prórroga extends). */
  leftJoins?: readonly (readonly [PgTable, SQL])[];
  /** The read row to the contract's view. */
  toRow: (raw: NoveltyRaw<Columns>) => Row;
}

/**
 * The list page, the row by id within the company, insert, update and delete of one novelty table, as one
 * configured piece (decision 0319): each kind gives its columns, fields, joins and row mapping.
 */
export function noveltyStore<T extends NoveltyTable, Columns extends Selection, Row>(
  kind: NoveltyStoreKind<T, Columns, Row>,
) {
  const t: NoveltyTable = kind.table;
  const selection: Selection = { ...leadColumns(t), ...kind.columns, total: totalOver };
  const fields = Object.fromEntries(
    kind.fields.map((name) => [name, selection[name as string]]),
  ) as ListFields;
  // The NM calendar the novelty is paid in (see `paidInCalendar`).
  const calendarId = 'calendarId' in kind.columns ? (kind.columns.calendarId as AnyPgColumn) : undefined;
  const search = kind.search as readonly string[];
  const byId = (companyId: number, id: number) => and(eq(t.companyId, companyId), eq(t.id, id));
  const view = ({ total: _total, ...raw }: NoveltyRaw<Columns> & { total: number }): Row =>
    kind.toRow(raw as unknown as NoveltyRaw<Columns>);

  function base(db: Database) {
    let query = db
      .select(selection)
      .from(t as PgTable)
      .innerJoin(contracts, contractJoin(t.companyId, t.contractId))
      .innerJoin(persons, personJoin)
      .$dynamic();
    if (calendarId) query = query.innerJoin(payCalendars, calendarJoin(t.companyId, calendarId));
    for (const [joined, on] of kind.leftJoins ?? []) query = query.leftJoin(joined, on);
    return query;
  }
  type Raw = NoveltyRaw<Columns> & { total: number };

  return {
    table: kind.table,

    async page(db: Database, companyId: number, query: TNoveltyListQueryParsed) {
      const where: SQL[] = [eq(t.companyId, companyId), ...listConditions(fields, search, query)];
      if (query.calendarId && calendarId) where.push(eq(calendarId, query.calendarId));
      if (query.contractId) where.push(eq(t.contractId, query.contractId));
      const rows = (await base(db)
        .where(and(...where))
        .orderBy(...listOrder(fields, query, [], t.id))
        .limit(query.pageSize)
        .offset(pageOffset(query))) as unknown as Raw[];
      return { rows: rows.map(view), total: rows[0]?.total ?? null };
    },

    /** The row as the list shows it, or null (another company's id reads as missing). */
    async row(db: Database, companyId: number, id: number): Promise<Row | null> {
      const [raw] = (await base(db).where(byId(companyId, id))) as unknown as Raw[];
      return raw ? view(raw) : null;
    },

    /** The stored row, row-locked for the edit's transaction when `lock`. */
    async stored(db: Database, companyId: number, id: number, lock = true): Promise<Stored<T> | null> {
      const query = db
        .select()
        .from(t as PgTable)
        .where(byId(companyId, id));
      const [row] = lock ? await query.for('update') : await query;
      return (row as Stored<T> | undefined) ?? null;
    },

    async insert(db: Database, values: T['$inferInsert']): Promise<number> {
      const [row] = await db
        .insert(t as PgTable)
        .values(values)
        .returning({ id: t.id });
      if (!row) throw new Error('insert returned no row');
      return row.id as number;
    },

    async update(db: Database, companyId: number, id: number, values: Partial<T['$inferInsert']>) {
      await db
        .update(t as PgTable)
        .set(values)
        .where(byId(companyId, id));
    },

    async remove(db: Database, companyId: number, id: number): Promise<void> {
      await db.delete(t as PgTable).where(byId(companyId, id));
    },
  };
}
export type NoveltyStore<T extends NoveltyTable, Row> = {
  table: T;
  page(
    db: Database,
    companyId: number,
    query: TNoveltyListQueryParsed,
  ): Promise<{ rows: Row[]; total: number | null }>;
  row(db: Database, companyId: number, id: number): Promise<Row | null>;
  stored(db: Database, companyId: number, id: number, lock?: boolean): Promise<Stored<T> | null>;
  insert(db: Database, values: T['$inferInsert']): Promise<number>;
  update(db: Database, companyId: number, id: number, values: Partial<T['$inferInsert']>): Promise<void>;
  remove(db: Database, companyId: number, id: number): Promise<void>;
};
