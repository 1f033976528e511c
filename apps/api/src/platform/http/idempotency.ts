import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@quincena/contracts';
import { IDEMPOTENCY_MESSAGES as M } from '@quincena/contracts/api-keys';
import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { idempotencyRequests } from '../../db/schema/index.ts';
import type { Clock } from '../clock.ts';
import { AppError, badRequest } from '../errors/app-error.ts';

/** How long a key's first answer is replayed (decision 0337). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/** A claim never completed (its server stopped mid-request) may be taken over after this. */
const ABANDONED_AFTER_MS = 5 * 60_000;
/** Answers larger than this are not kept (their request is not replayable). */
const MAX_STORED_BODY = 1_048_576;
const PURGE_EVERY_MS = 10 * 60_000;

const CLAIM = Symbol('quincena.idempotency');
type Claimed = FastifyRequest & { [CLAIM]?: { companyId: number; key: string } };

/** Method, route, path and body: a retry must repeat all of them to be answered from the store. */
function requestHash(request: FastifyRequest): string {
  const body =
    request.body === undefined
      ? `${request.headers['content-type'] ?? ''}:${request.headers['content-length'] ?? ''}`
      : JSON.stringify(request.body);
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n`)
    .update(body ?? '')
    .digest('hex');
}

/**
 * `Idempotency-Key` on every signed-in POST (decision 0337). The first request with a key claims it
 * (a unique row per company and key, so concurrent duplicates on any server meet in the database),
 * runs, and its answer is stored; a retry with the same request gets that answer again, a retry with
 * another body is refused (422), and one arriving while the first still runs is refused (409).
 */
export function registerIdempotency(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
): void {
  let lastPurge = 0;

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const companyId = request.auth?.companyId;
    if (companyId == null) return;
    const key = Array.isArray(header) ? (header[0] ?? '') : header;
    if (key.length < 1 || key.length > 255) {
      throw badRequest(ERROR_CODES.validation, M.keyInvalid, { 'Idempotency-Key': M.keyInvalid });
    }
    const hash = requestHash(request);
    const now = clock.now();
    if (now.getTime() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = now.getTime();
      await db.delete(idempotencyRequests).where(lte(idempotencyRequests.expiresAt, now));
    }
    const abandoned = new Date(now.getTime() - ABANDONED_AFTER_MS);
    // An expired answer, or a claim whose request never finished, frees the key.
    await db
      .delete(idempotencyRequests)
      .where(
        and(
          eq(idempotencyRequests.companyId, companyId),
          eq(idempotencyRequests.key, key),
          or(
            lte(idempotencyRequests.expiresAt, now),
            and(
              sql`${idempotencyRequests.statusCode} is null`,
              lte(idempotencyRequests.createdAt, abandoned),
            ),
          ),
        ),
      );
    const claimed = await db
      .insert(idempotencyRequests)
      .values({
        companyId,
        key,
        requestHash: hash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyRequests.key });
    if (claimed.length === 1) {
      (request as Claimed)[CLAIM] = { companyId, key };
      return;
    }
    const [first] = await db
      .select()
      .from(idempotencyRequests)
      .where(and(eq(idempotencyRequests.companyId, companyId), eq(idempotencyRequests.key, key)));
    if (!first) throw new AppError(409, ERROR_CODES.idempotencyInProgress, M.inProgress);
    if (first.requestHash !== hash) throw new AppError(422, ERROR_CODES.idempotencyMismatch, M.bodyMismatch);
    if (first.statusCode === null) throw new AppError(409, ERROR_CODES.idempotencyInProgress, M.inProgress);
    reply.code(first.statusCode).header('idempotent-replayed', 'true');
    if (first.contentType) reply.header('content-type', first.contentType);
    return reply.send(first.body ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = (request as Claimed)[CLAIM];
    if (!claim) return payload;
    (request as Claimed)[CLAIM] = undefined;
    const where = and(
      eq(idempotencyRequests.companyId, claim.companyId),
      eq(idempotencyRequests.key, claim.key),
    );
    const body =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    // A server failure may be retried for real; a stream (a file) is not kept.
    if (reply.statusCode >= 500 || body === null || body.length > MAX_STORED_BODY) {
      await db.delete(idempotencyRequests).where(where);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    if (typeof contentType !== 'string' || !/json|text/.test(contentType)) {
      await db.delete(idempotencyRequests).where(where);
      return payload;
    }
    await db
      .update(idempotencyRequests)
      .set({
        statusCode: reply.statusCode,
        contentType: contentType.slice(0, 200),
        body,
      })
      .where(where);
    return payload;
  });
}
