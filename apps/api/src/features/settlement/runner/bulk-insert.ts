import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';

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
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [key, column] of columns) record[column.name] = (row as Record<string, unknown>)[key] ?? null;
    return record;
  });
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  const definitions = sql.raw(
    columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(', '),
  );
  for (let at = 0; at < records.length; at += CHUNK) {
    const chunk = JSON.stringify(records.slice(at, at + CHUNK));
    const query: SQL = sql`insert into ${table} (${names}) select ${names} from json_to_recordset(${chunk}::json) as x(${definitions})`;
    await db.execute(query);
  }
}
