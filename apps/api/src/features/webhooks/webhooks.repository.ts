import { and, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

const ownEndpoint = (companyId: number, id: number) =>
  and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id));

export async function listEndpoints(db: Database, companyId: number): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(webhookEndpoints.id);
}

export async function findEndpoint(db: Database, companyId: number, id: number) {
  const [row] = await db.select().from(webhookEndpoints).where(ownEndpoint(companyId, id));
  return row ?? null;
}

export async function countEndpoints(db: Database, companyId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId));
  return row?.count ?? 0;
}

export async function insertEndpoint(db: Database, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('webhook endpoint not stored');
  return row;
}

export async function updateEndpoint(
  db: Database,
  companyId: number,
  id: number,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
) {
  const [row] = await db.update(webhookEndpoints).set(values).where(ownEndpoint(companyId, id)).returning();
  return row ?? null;
}

export async function deleteEndpoint(db: Database, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(ownEndpoint(companyId, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The active endpoints of a company subscribed to an event type. */
export async function subscribedEndpoints(db: Database, companyId: number, type: string) {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, companyId),
        eq(webhookEndpoints.active, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
      ),
    );
}

export async function insertDeliveries(db: Database, rows: (typeof webhookDeliveries.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(webhookDeliveries).values(rows).returning({ id: webhookDeliveries.id });
}

/** The newest delivery of each endpoint of a company (the list's "last delivery"). */
export async function lastDeliveries(db: Database, companyId: number) {
  return db
    .selectDistinctOn([webhookDeliveries.endpointId], {
      endpointId: webhookDeliveries.endpointId,
      eventType: webhookDeliveries.eventType,
      status: webhookDeliveries.status,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.companyId, companyId))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.id));
}

export async function listDeliveries(db: Database, companyId: number, endpointId: number, limit: number) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
}

export async function attemptsOf(db: Database, companyId: number, deliveryIds: number[]) {
  if (deliveryIds.length === 0) return [];
  return db
    .select()
    .from(webhookAttempts)
    .where(and(eq(webhookAttempts.companyId, companyId), inArray(webhookAttempts.deliveryId, deliveryIds)))
    .orderBy(webhookAttempts.deliveryId, webhookAttempts.id);
}

export async function findDelivery(db: Database, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.id, id)));
  return row ?? null;
}

/** Makes a delivery due now as a new round of attempts (a replay); null when it is not the company's. */
export async function restartDelivery(db: Database, companyId: number, id: number, now: Date) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'PENDIENTE', roundAttempts: 0, nextAttemptAt: now, leaseUntil: null })
    .where(and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Takes a due delivery for one attempt: only one worker of any server gets it until `leaseUntil`,
 * so a job queued twice (the sweep of two servers) still sends once.
 */
export async function claimDelivery(db: Database, id: number, now: Date, leaseUntil: Date) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ leaseUntil })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, 'PENDIENTE'),
        lte(webhookDeliveries.nextAttemptAt, now),
        or(isNull(webhookDeliveries.leaseUntil), lt(webhookDeliveries.leaseUntil, now)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Deliveries due by `now` and held by nobody (the sweep queues a job for each). */
export async function dueDeliveries(db: Database, now: Date, limit: number) {
  return db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, 'PENDIENTE'),
        lte(webhookDeliveries.nextAttemptAt, now),
        or(isNull(webhookDeliveries.leaseUntil), lt(webhookDeliveries.leaseUntil, now)),
      ),
    )
    .orderBy(webhookDeliveries.nextAttemptAt)
    .limit(limit);
}

/** Records an attempt and the delivery's new state in one transaction. */
export async function recordAttempt(
  db: Database,
  delivery: DeliveryRow,
  attempt: Omit<typeof webhookAttempts.$inferInsert, 'companyId' | 'deliveryId'>,
  next: Pick<DeliveryRow, 'status' | 'nextAttemptAt' | 'deliveredAt'>,
): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    await tx
      .insert(webhookAttempts)
      .values({ ...attempt, companyId: delivery.companyId, deliveryId: delivery.id });
    await tx
      .update(webhookDeliveries)
      .set({
        ...next,
        attemptCount: sql`${webhookDeliveries.attemptCount} + 1`,
        roundAttempts: sql`${webhookDeliveries.roundAttempts} + 1`,
        lastStatusCode: attempt.statusCode ?? null,
        leaseUntil: null,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
  });
}

/** Ends a delivery without an attempt (its endpoint was disabled or deleted meanwhile). */
export async function abandonDelivery(db: Database, id: number): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'FALLIDA', nextAttemptAt: null, leaseUntil: null })
    .where(eq(webhookDeliveries.id, id));
}

export async function endpointById(db: Database, id: number) {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row ?? null;
}
