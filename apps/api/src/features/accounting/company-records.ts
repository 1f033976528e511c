import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { ofCompany } from '../../platform/sql/company-scope.ts';

/** A company's records with their own id: cost centres, third parties, account-plan rows. */
type CompanyRecords = PgTable & { companyId: AnyPgColumn; id: AnyPgColumn };

/** The company's record with that id: ids are only unique inside one company. */
export function recordOf(table: CompanyRecords, companyId: number, id: number): SQL {
  return ofCompany(table.companyId, companyId, eq(table.id, id));
}

/** Deletes the company's record; whether there was one to delete. */
export async function deleteRecord(
  db: Database,
  table: CompanyRecords,
  companyId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(recordOf(table, companyId, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** How many rows of the table meet the condition (the checks before a record is deleted or changed). */
export async function countRows(db: Database, table: PgTable, where: SQL): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(table).where(where);
  return row?.total ?? 0;
}
