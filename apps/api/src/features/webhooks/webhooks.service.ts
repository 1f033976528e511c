import { ERROR_CODES } from '@quincena/contracts';
import type { ZWebhookEndpointInput } from '@quincena/contracts/webhooks';
import {
  WEBHOOK_MESSAGES as M,
  type TWebhookDelivery,
  type TWebhookEndpoint,
  type TWebhookEventType,
  type TWebhookSecretAnswer,
} from '@quincena/contracts/webhooks';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { withAuditActor } from '../../platform/audit/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest, notFound } from '../../platform/errors/app-error.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { secretContext, type WebhookDelivery } from './webhook-delivery.ts';
import { newWebhookSecret } from './webhook-signature.ts';
import { assertWebhookUrl } from './webhook-url.ts';
import * as repo from './webhooks.repository.ts';

type EndpointInput = z.output<typeof ZWebhookEndpointInput>;

export interface WebhooksDeps {
  db: Database;
  clock: Clock;
  secrets: SecretBox;
  delivery: WebhookDelivery;
  production: boolean;
}

const MAX_ENDPOINTS = 20;
const DELIVERIES_SHOWN = 100;

type LastDelivery = Awaited<ReturnType<typeof repo.lastDeliveries>>[number];

function endpointWire(row: repo.EndpointRow, last?: LastDelivery): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as TWebhookEventType[],
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    lastDelivery: last
      ? {
          eventType: last.eventType as TWebhookEventType,
          status: last.status as 'PENDIENTE',
          createdAt: last.createdAt.toISOString(),
        }
      : null,
  };
}

/** A company's webhook endpoints and their deliveries (issue 33, decision 0338). */
export function createWebhooksService(deps: WebhooksDeps) {
  const { db, clock, secrets, delivery } = deps;

  async function requireEndpoint(companyId: number, id: number) {
    const row = await repo.findEndpoint(db, companyId, id);
    if (!row) throw notFound(M.endpointNotFound);
    return row;
  }

  /** Seals a new secret for the endpoint; the plain one is returned once and never stored. */
  async function withNewSecret(
    companyId: number,
    userId: number,
    row: repo.EndpointRow,
    message: string,
  ): Promise<TWebhookSecretAnswer> {
    const secret = newWebhookSecret();
    const sealed = secrets.seal(secret, secretContext(companyId, row.id));
    const updated = await withAuditActor(db, userId, (tx) =>
      repo.updateEndpoint(tx, companyId, row.id, {
        secretSealed: sealed,
        secretRotatedAt: clock.now(),
        updatedAt: clock.now(),
        updatedBy: userId,
      }),
    );
    if (!updated) throw notFound(M.endpointNotFound);
    return { endpoint: endpointWire(updated), secret, message };
  }

  return {
    async list(companyId: number): Promise<TWebhookEndpoint[]> {
      const [rows, last] = await Promise.all([
        repo.listEndpoints(db, companyId),
        repo.lastDeliveries(db, companyId),
      ]);
      const byEndpoint = new Map(last.map((entry) => [entry.endpointId, entry]));
      return rows.map((row) => endpointWire(row, byEndpoint.get(row.id)));
    },

    async create(companyId: number, userId: number, input: EndpointInput): Promise<TWebhookSecretAnswer> {
      assertWebhookUrl(input.url, { production: deps.production });
      if ((await repo.countEndpoints(db, companyId)) >= MAX_ENDPOINTS)
        throw badRequest(ERROR_CODES.validation, M.tooMany);
      const now = clock.now();
      // The row needs its id before the secret can be sealed to it: a placeholder sealed value
      // first, replaced in the same transaction, so the audit log shows one creation.
      return withAuditActor(db, userId, async (tx) => {
        const row = await repo.insertEndpoint(tx, {
          companyId,
          url: input.url,
          description: input.description,
          events: [...new Set(input.events)],
          active: input.active,
          secretSealed: '',
          secretRotatedAt: now,
          createdBy: userId,
          updatedBy: userId,
          createdAt: now,
          updatedAt: now,
        });
        const secret = newWebhookSecret();
        const sealed = await repo.updateEndpoint(tx, companyId, row.id, {
          secretSealed: secrets.seal(secret, secretContext(companyId, row.id)),
        });
        return { endpoint: endpointWire(sealed ?? row), secret, message: M.created };
      });
    },

    async update(companyId: number, userId: number, id: number, input: EndpointInput) {
      assertWebhookUrl(input.url, { production: deps.production });
      await requireEndpoint(companyId, id);
      const row = await withAuditActor(db, userId, (tx) =>
        repo.updateEndpoint(tx, companyId, id, {
          url: input.url,
          description: input.description,
          events: [...new Set(input.events)],
          active: input.active,
          updatedBy: userId,
          updatedAt: clock.now(),
        }),
      );
      if (!row) throw notFound(M.endpointNotFound);
      return { endpoint: endpointWire(row), message: M.updated };
    },

    async remove(companyId: number, userId: number, id: number) {
      await requireEndpoint(companyId, id);
      const deleted = await withAuditActor(db, userId, (tx) => repo.deleteEndpoint(tx, companyId, id));
      if (!deleted) throw notFound(M.endpointNotFound);
      return { message: M.deleted };
    },

    async rotateSecret(companyId: number, userId: number, id: number) {
      return withNewSecret(companyId, userId, await requireEndpoint(companyId, id), M.rotated);
    },

    async deliveries(companyId: number, endpointId: number): Promise<TWebhookDelivery[]> {
      await requireEndpoint(companyId, endpointId);
      const rows = await repo.listDeliveries(db, companyId, endpointId, DELIVERIES_SHOWN);
      const attempts = await repo.attemptsOf(
        db,
        companyId,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        id: row.id,
        endpointId: row.endpointId,
        eventId: row.eventId,
        eventType: row.eventType as TWebhookEventType,
        createdAt: row.createdAt.toISOString(),
        status: row.status as 'PENDIENTE',
        attemptCount: row.attemptCount,
        nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
        lastStatusCode: row.lastStatusCode,
        attempts: attempts
          .filter((attempt) => attempt.deliveryId === row.id)
          .map((attempt) => ({
            attemptedAt: attempt.attemptedAt.toISOString(),
            statusCode: attempt.statusCode,
            durationMs: attempt.durationMs,
            responseExcerpt: attempt.responseExcerpt,
            error: attempt.error,
          })),
      }));
    },

    /** Reenviar: a new round of attempts of the same body and event id, the first one now. */
    async replay(companyId: number, id: number) {
      const row = await repo.restartDelivery(db, companyId, id, clock.now());
      if (!row) throw notFound(M.deliveryNotFound);
      await delivery.enqueue(row.id);
      return { message: M.replayed };
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
