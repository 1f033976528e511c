import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * One company's rows that also meet the caller's conditions. Every tenant read starts with the
 * company (no request may see another company's data); written once so a query states only what is
 * its own. Undefined conditions are skipped, as drizzle's `and` does.
 */
export function ofCompany(
  companyColumn: AnyPgColumn,
  companyId: number,
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(eq(companyColumn, companyId), ...conditions) as SQL;
}

/**
 * Joins two company-scoped tables on a key inside one company: ids are only unique per company, so
 * the key alone could pair rows of two companies.
 */
export function inSameCompany(
  joined: { companyId: AnyPgColumn },
  row: { companyId: AnyPgColumn },
  key: AnyPgColumn,
  reference: AnyPgColumn,
): SQL {
  return and(eq(joined.companyId, row.companyId), eq(key, reference)) as SQL;
}
