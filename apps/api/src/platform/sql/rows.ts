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
