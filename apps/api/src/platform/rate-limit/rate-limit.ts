import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@quincena/contracts';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import { databaseRateLimitStore } from './database-store.ts';

/** Requests per window for the routes that guess-resistant flows depend on. */
export interface RateLimits {
  signIn: { max: number; windowMs: number };
  registration: { max: number; windowMs: number };
  recovery: { max: number; windowMs: number };
  verification: { max: number; windowMs: number };
  /** The public labour-certificate validation page (/ValidateCertificate/{id}). */
  certificateValidation: { max: number; windowMs: number };
  /** Calls of one company API key (decision 0337), whatever its address. */
  apiKey: { max: number; windowMs: number };
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signIn: { max: 20, windowMs: 60_000 },
  registration: { max: 20, windowMs: 60 * 60_000 },
  recovery: { max: 10, windowMs: 15 * 60_000 },
  verification: { max: 20, windowMs: 10 * 60_000 },
  certificateValidation: { max: 60, windowMs: 60_000 },
  apiKey: { max: 600, windowMs: 60_000 },
};

/** The default limits with every maximum multiplied (RATE_LIMIT_MULTIPLIER). */
export function scaledRateLimits(multiplier: number): RateLimits {
  const scale = (rule: { max: number; windowMs: number }) => ({
    ...rule,
    max: Math.round(rule.max * multiplier),
  });
  return {
    signIn: scale(DEFAULT_RATE_LIMITS.signIn),
    registration: scale(DEFAULT_RATE_LIMITS.registration),
    recovery: scale(DEFAULT_RATE_LIMITS.recovery),
    verification: scale(DEFAULT_RATE_LIMITS.verification),
    certificateValidation: scale(DEFAULT_RATE_LIMITS.certificateValidation),
    apiKey: scale(DEFAULT_RATE_LIMITS.apiKey),
  };
}

function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

/**
 * Per-client-address limits on the sensitive routes (they opt in with `config.rateLimit`).
 * Redis holds the windows when REDIS_URL is set; otherwise the database does.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  { db, clock, redisUrl }: { db: Database; clock: Clock; redisUrl?: string },
): Promise<void> {
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'quincena-rl-' } : { store: databaseRateLimitStore(db, clock) }),
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      requestId: request.id,
      code: ERROR_CODES.rateLimited,
      message: `Demasiadas solicitudes. Inténtalo nuevamente en ${minutesText(context.ttl)}.`,
    }),
  });
}

/**
 * The per-key limiter the guard asks for every call made with a company API key (decision 0337):
 * the same store as the other limits (Redis or the database), keyed by the key's id.
 */
export function registerApiKeyRateLimit(app: FastifyInstance, rule: { max: number; windowMs: number }): void {
  const limiter = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: (request) => `api-key-${request.auth?.apiKey?.id ?? 0}`,
  });
  app.decorate('apiKeyRateLimit', async (request) => {
    const result = await limiter(request);
    return {
      exceeded: !result.isAllowed && result.isExceeded,
      retryAfterSeconds: 'ttlInSeconds' in result ? Math.max(1, result.ttlInSeconds) : 1,
    };
  });
}
