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

/**
 * `column between min and max` of a list of ids, to go with `anyId` on an index whose leading
 * columns are equalities: it bounds the index scan to the batch's range. Without planner statistics
 * (a table just filled, autovacuum off) PostgreSQL took `company_id` alone from an index and read
 * every row of the company per batch (issue 32). An empty list matches nothing.
 */
export function idRange(column: Column | SQL, ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`false`;
  let low = ids[0] as number;
  let high = low;
  for (const id of ids) {
    if (!Number.isSafeInteger(id)) throw new TypeError(`not an id: ${id}`);
    if (id < low) low = id;
    if (id > high) high = id;
  }
  return sql`${column} between ${low} and ${high}`;
}
