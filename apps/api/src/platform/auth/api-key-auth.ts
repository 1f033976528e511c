import { createHash, timingSafeEqual } from 'node:crypto';
import { API_KEY_MESSAGES, API_KEY_SECRET_PREFIX } from '@quincena/contracts/api-keys';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { apiKeys, companies } from '../../db/schema/index.ts';
import type { Clock } from '../clock.ts';
import type { RequestAuth } from './request-context.ts';

/** How many characters of a key identify it (stored in clear, shown on screen). */
export const API_KEY_PREFIX_LENGTH = API_KEY_SECRET_PREFIX.length + 12;

/** Last use is written at most this often per key (decision 0337: cheap). */
const LAST_USE_EVERY_MS = 60_000;

export const hashApiKey = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/**
 * The key a request presents: `Authorization: Bearer qk_live_…` or `X-Api-Key: qk_live_…`.
 * Undefined when the request carries none (then it is a session, or nobody).
 */
export function presentedApiKey(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader.trim();
  const bearer = /^Bearer (\S{1,2000})$/.exec(request.headers.authorization ?? '')?.[1];
  return bearer?.startsWith(API_KEY_SECRET_PREFIX) ? bearer : undefined;
}

/** The synthetic principal a key acts as, in the audit log and in every answer. */
export const apiKeyPrincipal = (name: string) => `${API_KEY_MESSAGES.principalPrefix}${name}`;

/**
 * Finds the company and scopes of a presented key, or null for an unknown, malformed or revoked one.
 * The row is found by the prefix and the secret's hash compared in constant time.
 */
export function createApiKeyAuthenticator(db: Database, clock: Clock) {
  const lastWritten = new Map<number, number>();

  async function recordUse(id: number): Promise<void> {
    const now = clock.now();
    const previous = lastWritten.get(id);
    if (previous !== undefined && now.getTime() - previous < LAST_USE_EVERY_MS) return;
    if (lastWritten.size > 10_000) lastWritten.clear();
    lastWritten.set(id, now.getTime());
    // Another server may have written it within the minute: the condition keeps this one idle then.
    const since = new Date(now.getTime() - LAST_USE_EVERY_MS).toISOString();
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`${since}`))));
  }

  return async function authenticateApiKey(secret: string): Promise<RequestAuth | null> {
    if (!secret.startsWith(API_KEY_SECRET_PREFIX) || secret.length > 200) return null;
    const [row] = await db
      .select({
        id: apiKeys.id,
        name: apiKeys.name,
        secretHash: apiKeys.secretHash,
        access: apiKeys.access,
        areas: apiKeys.areas,
        userId: apiKeys.userId,
        revokedAt: apiKeys.revokedAt,
        createdAt: apiKeys.createdAt,
        companyId: apiKeys.companyId,
        companyName: companies.name,
        companyLogoKey: companies.logoKey,
      })
      .from(apiKeys)
      .innerJoin(companies, eq(companies.id, apiKeys.companyId))
      .where(eq(apiKeys.prefix, secret.slice(0, API_KEY_PREFIX_LENGTH)));
    if (!row || row.revokedAt) return null;
    const presented = Buffer.from(hashApiKey(secret), 'hex');
    const stored = Buffer.from(row.secretHash, 'hex');
    if (presented.length !== stored.length || !timingSafeEqual(presented, stored)) return null;
    await recordUse(row.id);
    const now = clock.now();
    return {
      userId: row.userId,
      email: apiKeyPrincipal(row.name),
      role: 'ADMIN',
      companyId: row.companyId,
      companyName: row.companyName,
      companyLogoKey: row.companyLogoKey,
      enabled: true,
      termsAccepted: true,
      instanceAdmin: false,
      employeeNumberId: null,
      personId: null,
      sessionId: `api-key-${row.id}`,
      tokenIssuedAt: row.createdAt,
      tokenExpiresAt: new Date(now.getTime() + 60_000),
      apiKey: { id: row.id, name: row.name, access: row.access, areas: row.areas },
    };
  };
}
