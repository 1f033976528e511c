import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { settlementProcesses, settlementSlices } from '../../../db/schema/index.ts';
import { ofProcess } from '../process-scope.ts';

/**
 * The stored slices of a PRO (decision 0310). A slice row holds the units it still has to settle:
 * each committed batch removes its units in the same transaction that writes their rows, so a
 * worker that takes a slice over continues exactly after what is written, for every kind.
 * `attempt` fences a slice's writes: a worker holds attempt N while the row is EN PROCESO with N;
 * taking it over raises N, so a stale worker that comes back can no longer write.
 */

export type SliceRow = typeof settlementSlices.$inferSelect;

/** A slice a worker holds: its key, the attempt that fences its writes and the units left. */
export interface SliceClaim {
  companyId: number;
  processId: number;
  index: number;
  attempt: number;
  unitIds: number[];
}

const keyOf = (companyId: number, processId: number, index: number) =>
  ofProcess(settlementSlices, companyId, processId, eq(settlementSlices.sliceIndex, index));

const held = (claim: SliceClaim) =>
  and(
    keyOf(claim.companyId, claim.processId, claim.index),
    eq(settlementSlices.status, 'EN PROCESO'),
    eq(settlementSlices.attempt, claim.attempt),
  );

/** Writes to the slice only while this worker holds it; false when it was taken over meanwhile. */
async function updateHeld(
  db: Database,
  claim: SliceClaim,
  values: PgUpdateSetSource<typeof settlementSlices>,
): Promise<boolean> {
  const rows = await db
    .update(settlementSlices)
    .set(values)
    .where(held(claim))
    .returning({ index: settlementSlices.sliceIndex });
  return rows.length > 0;
}

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** Splits the units into batches and deals the batches round-robin into at most `count` slices. */
export function splitIntoSlices(units: readonly number[], batchSize: number, count: number): number[][] {
  const batches: number[][] = [];
  for (let at = 0; at < units.length; at += batchSize) batches.push(units.slice(at, at + batchSize));
  const slices = Math.min(count, batches.length);
  return Array.from({ length: slices }, (_, index) => batches.filter((_, b) => b % slices === index).flat());
}

/**
 * Stores the slices of a planned PRO; the first is held at once by the planning worker (so no
 * moment exists where it is neither queued nor held), the others wait for their jobs.
 */
export async function insertSlices(
  db: Database,
  values: { companyId: number; processId: number; slices: number[][]; thread: string; now: Date },
): Promise<SliceClaim> {
  const { companyId, processId, thread, now } = values;
  await db.insert(settlementSlices).values(
    values.slices.map((unitIds, index) => ({
      companyId,
      processId,
      sliceIndex: index,
      unitIds,
      status: index === 0 ? 'EN PROCESO' : 'PENDIENTE',
      thread: index === 0 ? thread : null,
      heartbeatAt: now,
    })),
  );
  return { companyId, processId, index: 0, attempt: 0, unitIds: values.slices[0] ?? [] };
}

/** Takes a queued slice for this worker; null when another worker holds it or it is done. */
export async function claimSlice(
  db: Database,
  key: { companyId: number; processId: number; index: number; attempt: number },
  thread: string,
  now: Date,
): Promise<SliceClaim | null> {
  const [row] = await db
    .update(settlementSlices)
    .set({ status: 'EN PROCESO', thread, heartbeatAt: now })
    .where(
      and(
        keyOf(key.companyId, key.processId, key.index),
        eq(settlementSlices.status, 'PENDIENTE'),
        eq(settlementSlices.attempt, key.attempt),
      ),
    )
    .returning();
  return row ? { ...key, unitIds: row.unitIds } : null;
}

/** The slice's heartbeat while its worker computes; false once the slice is no longer this worker's. */
export async function touchSlice(db: Database, claim: SliceClaim, now: Date): Promise<boolean> {
  return updateHeld(db, claim, { heartbeatAt: now });
}

/** Inside a batch's transaction: removes the settled units from the slice, only while this worker holds it. */
export async function consumeUnits(
  tx: Database,
  claim: SliceClaim,
  ids: readonly number[],
  now: Date,
): Promise<boolean> {
  return updateHeld(tx, claim, {
    unitIds: sql`array(select u from unnest(${settlementSlices.unitIds}) u where u <> all(${intArray(ids)}))`,
    heartbeatAt: now,
  });
}

/** Inside the finishing transaction: the slice is done (false if it was taken over meanwhile). */
export async function completeSlice(tx: Database, claim: SliceClaim, now: Date): Promise<boolean> {
  return updateHeld(tx, claim, { status: 'TERMINADO', unitIds: [], heartbeatAt: now, finishedAt: now });
}

/** A worker that stops (SIGTERM) gives its slice back for another job of the same attempt. */
export async function giveBackSlice(db: Database, claim: SliceClaim, now: Date): Promise<boolean> {
  return updateHeld(db, claim, { status: 'PENDIENTE', thread: null, heartbeatAt: now });
}

/** Slices of the process not yet done (the switch waits for none). */
export async function unfinishedSlices(tx: Database, companyId: number, processId: number): Promise<number> {
  const rows = await tx
    .select({ index: settlementSlices.sliceIndex })
    .from(settlementSlices)
    .where(ofProcess(settlementSlices, companyId, processId, ne(settlementSlices.status, 'TERMINADO')));
  return rows.length;
}

const processRunning = sql`exists (select 1 from ${settlementProcesses} p
  where p.company_id = ${settlementSlices.companyId} and p.id = ${settlementSlices.processId}
    and p.status = 'EN PROCESO')`;

/**
 * Slices whose worker went silent (heartbeat before `staleBefore`) while their process still runs:
 * handed back as PENDIENTE with the next attempt, which fences the silent worker out.
 */
export async function takeStaleSlices(db: Database, staleBefore: Date, now: Date): Promise<SliceRow[]> {
  return db
    .update(settlementSlices)
    .set({
      status: 'PENDIENTE',
      thread: null,
      attempt: sql`${settlementSlices.attempt} + 1`,
      heartbeatAt: now,
    })
    .where(
      and(
        eq(settlementSlices.status, 'EN PROCESO'),
        lt(settlementSlices.heartbeatAt, staleBefore),
        processRunning,
      ),
    )
    .returning();
}

/**
 * Queued slices nobody took for the stale limit while their whole process was silent too (a job
 * lost between storing the slice and queueing it): queued again, same attempt (a duplicate job
 * claims nothing).
 */
export async function requeueForgottenSlices(
  db: Database,
  staleBefore: Date,
  now: Date,
): Promise<SliceRow[]> {
  return db
    .update(settlementSlices)
    .set({ heartbeatAt: now })
    .where(
      and(
        eq(settlementSlices.status, 'PENDIENTE'),
        lt(settlementSlices.heartbeatAt, staleBefore),
        sql`exists (select 1 from ${settlementProcesses} p
          where p.company_id = ${settlementSlices.companyId} and p.id = ${settlementSlices.processId}
            and p.status = 'EN PROCESO' and p.heartbeat_at < ${staleBefore})`,
      ),
    )
    .returning();
}

/** At an embedded start every worker of the last run is gone: every running slice is taken over. */
export async function reopenAllSlices(db: Database, now: Date): Promise<SliceRow[]> {
  await takeStaleSlices(db, new Date(now.getTime() + 1), now);
  return db
    .update(settlementSlices)
    .set({ heartbeatAt: now })
    .where(and(eq(settlementSlices.status, 'PENDIENTE'), processRunning))
    .returning();
}
