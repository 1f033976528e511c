import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import type { BatchOutcome, UnitError } from './kind.ts';

/** Rows per statement: bounds the memory one statement takes inside the embedded database. */
const CHUNK = 1_000;

/**
 * Inserts many rows as ONE parameter per chunk: a JSON array unpacked by json_to_recordset. A payroll
 * batch writes thousands of lines; binding 25 parameters a line costs more than settling them (most
 * of all on the embedded database), and PostgreSQL caps a statement at 65 535 parameters. `json`,
 * not `jsonb`: the text is read once, row by row, without building a binary copy first.
 */
export async function bulkInsert<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in (first as object));
  // The recordset's fields are the rows' own property names, so the rows are serialized as they
  // are, with no per-row copy under the column names (issue 29); a property left undefined is
  // absent from the JSON and reads as null, as before.
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  const fields = sql.raw(columns.map(([key]) => `"${key}"`).join(', '));
  const definitions = sql.raw(columns.map(([key, column]) => `"${key}" ${column.getSQLType()}`).join(', '));
  for (let at = 0; at < rows.length; at += CHUNK) {
    const chunk = JSON.stringify(at === 0 && rows.length <= CHUNK ? rows : rows.slice(at, at + CHUNK));
    const query: SQL = sql`insert into ${table} (${names}) select ${fields} from json_to_recordset(${chunk}::json) as x(${definitions})`;
    await db.execute(query);
  }
}

/**
 * A batch's outcome whose write stores its rows in one table (`bulkInsert`): by default one row per
 * settled unit.
 */
export function storedOutcome<T extends PgTable>(
  table: T,
  rows: T['$inferInsert'][],
  errors: UnitError[],
  lastRecord: string | null,
  settled = rows.length,
): BatchOutcome {
  return {
    settled,
    errors,
    lastRecord,
    async write(tx) {
      await bulkInsert(tx, table, rows);
    },
  };
}
