import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Holds, until the transaction ends, the lock of one content hash. A put takes it before it writes
 * the bytes and points a key at them; a removal takes it before it checks that no key needs the
 * bytes any more and deletes them. So a removal never deletes bytes a put has just reused, on any
 * number of processes sharing the database (decision 0330).
 * A removal deletes its key in an earlier transaction and a put locks its hash before touching a
 * key row, so the two never wait on each other in opposite order.
 */
export async function lockContent(tx: Database, hash: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`file:${hash}`}, 0))`);
}
