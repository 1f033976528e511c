import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($1::int[])`: a list of ids as ONE parameter. Drizzle's `inArray` binds one
 * parameter per id and builds each of them chunk by chunk, which for a settlement batch's 250
 * contracts in a dozen queries cost more CPU than reading the rows (issue 29). Same rows, same plan
 * (an index scan on the key); an empty list matches nothing, as `inArray` does.
 */
export function anyId(column: Column | SQL, ids: readonly number[]): SQL {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new TypeError(`not an id: ${id}`);
  return sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;
}
