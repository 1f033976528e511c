import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DomainEvent } from '../../platform/events/index.ts';
import { JOB_NAMES, type JobQueue } from '../../platform/jobs/index.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { type SendOutcome, sendWebhook } from './webhook-sender.ts';
import { signWebhook, WEBHOOK_HEADERS } from './webhook-signature.ts';
import {
  abandonDelivery,
  claimDelivery,
  dueDeliveries,
  endpointById,
  insertDeliveries,
  recordAttempt,
  subscribedEndpoints,
} from './webhooks.repository.ts';

/** Waits after the 1st, 2nd… failed attempt of a round (decision 0338): six attempts over about 8.5 h. */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Longer than one attempt can last, so a lease only outlives a worker that died mid-attempt. */
const LEASE_MS = 60_000;

export interface DeliveryJob {
  deliveryId: number;
}

export interface DeliveryDeps {
  db: Database;
  clock: Clock;
  queue: JobQueue;
  secrets: SecretBox;
  production: boolean;
  timeoutMs?: number;
  /** Replaces the HTTP POST (tests of the scheduling alone). */
  send?: typeof sendWebhook;
}

/** The sealed secret's context: a sealed value copied to another endpoint does not open. */
export const secretContext = (companyId: number, endpointId: number) => `webhook:${companyId}:${endpointId}`;

/** The exact body sent for an event (stored, so replays send the same bytes and the same id). */
export function eventBody(event: DomainEvent): string {
  const { id, type, createdAt, companyId, data } = event;
  return JSON.stringify({ id, type, createdAt, companyId, data });
}

const succeeded = (outcome: SendOutcome) =>
  outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;

export function createWebhookDelivery(deps: DeliveryDeps) {
  const { db, clock, queue } = deps;
  const send = deps.send ?? sendWebhook;

  const enqueue = (deliveryId: number) =>
    queue.enqueue<DeliveryJob>(JOB_NAMES.webhookDelivery, { deliveryId });

  /** The bus subscriber: one delivery row per subscribed endpoint, each queued at once. */
  async function onEvent(event: DomainEvent): Promise<void> {
    const endpoints = await subscribedEndpoints(db, event.companyId, event.type);
    const now = clock.now();
    const body = eventBody(event);
    const rows = await insertDeliveries(
      db,
      endpoints.map((endpoint) => ({
        companyId: event.companyId,
        endpointId: endpoint.id,
        eventId: event.id,
        eventType: event.type,
        body,
        nextAttemptAt: now,
        createdAt: now,
      })),
    );
    // A job lost here is found again by the sweep: the row is already due.
    for (const row of rows) await enqueue(row.id);
  }

  /** The job: one attempt of a due delivery, recorded, and the next one scheduled on failure. */
  async function attempt(job: DeliveryJob): Promise<void> {
    const now = clock.now();
    const delivery = await claimDelivery(db, job.deliveryId, now, new Date(now.getTime() + LEASE_MS));
    if (!delivery) return; // not due, already delivered, or another worker has it
    const endpoint = await endpointById(db, delivery.endpointId);
    if (!endpoint?.active) {
      await abandonDelivery(db, delivery.id);
      return;
    }
    const secret = deps.secrets.open(endpoint.secretSealed, secretContext(endpoint.companyId, endpoint.id));
    const timestamp = Math.floor(now.getTime() / 1000);
    const outcome = await send({
      url: endpoint.url,
      body: delivery.body,
      timeoutMs: deps.timeoutMs ?? DELIVERY_TIMEOUT_MS,
      production: deps.production,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Quincena-Webhooks/1',
        [WEBHOOK_HEADERS.id]: delivery.eventId,
        [WEBHOOK_HEADERS.delivery]: String(delivery.id),
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.signature]: signWebhook(secret, timestamp, delivery.body),
      },
    });
    const ok = succeeded(outcome);
    const round = delivery.roundAttempts + 1;
    const delay = RETRY_DELAYS_MS[round - 1];
    const exhausted = !ok && (round >= MAX_ATTEMPTS || delay === undefined);
    await recordAttempt(
      db,
      delivery,
      {
        attemptedAt: now,
        statusCode: outcome.statusCode,
        durationMs: outcome.durationMs,
        responseExcerpt: outcome.excerpt,
        error: outcome.error ?? (ok ? null : `El servidor respondió ${outcome.statusCode}`),
      },
      {
        status: ok ? 'ENTREGADA' : exhausted ? 'FALLIDA' : 'PENDIENTE',
        nextAttemptAt: ok || exhausted ? null : new Date(clock.now().getTime() + (delay ?? 0)),
        deliveredAt: ok ? clock.now() : null,
      },
    );
  }

  /** Queues a job for every due delivery nobody holds: retries, and jobs lost with a restart. */
  async function sweep(limit = 200): Promise<number> {
    const due = await dueDeliveries(db, clock.now(), limit);
    for (const row of due) await enqueue(row.id);
    return due.length;
  }

  return { onEvent, attempt, sweep, enqueue };
}

export type WebhookDelivery = ReturnType<typeof createWebhookDelivery>;
