import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Runs a raw query and returns its rows as the driver gives them (snake_case columns unless the
 * query aliases them). Both drivers, node-postgres and PGlite, answer `execute` with `{ rows }`.
 */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** node-postgres and PGlite answer `date` columns as text or Date; reports want yyyy-mm-dd. */
export function isoDay(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** snake_case column name → camelCase key, computed once per distinct name. */
const camelKeys = new Map<string, string>();
function camelKeyOf(column: string): string {
  let key = camelKeys.get(column);
  if (key === undefined) {
    key = column.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase());
    camelKeys.set(column, key);
  }
  return key;
}

/**
 * The one boundary where raw SQL rows become camelCase (issue 26, decision 0321): runs the query
 * like `rowsOf` and renames `employee_name` to `employeeName` once per column, not per row: the
 * key map is taken from the first row (every row of a result has the same columns) and rows whose
 * columns are already camelCase pass through untouched. Values are left as the driver gives them.
 */
export async function camelRowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const rows = await rowsOf<Record<string, unknown>>(db, query);
  const first = rows[0];
  if (first === undefined) return [];
  const columns = Object.keys(first);
  const keys = columns.map(camelKeyOf);
  if (keys.every((key, index) => key === columns[index])) return rows as T[];
  const count = columns.length;
  const out = new Array<T>(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as Record<string, unknown>;
    const camel: Record<string, unknown> = {};
    for (let c = 0; c < count; c++) camel[keys[c] as string] = row[columns[c] as string];
    out[r] = camel as T;
  }
  return out;
}
