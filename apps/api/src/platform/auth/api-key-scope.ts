import { ERROR_CODES } from '@quincena/contracts';
import { API_KEY_MESSAGES as M } from '@quincena/contracts/api-keys';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, tooManyRequests, unauthenticated } from '../errors/app-error.ts';
import { routeAreaOf } from './api-key-areas.ts';
import type { RequestAuth } from './request-context.ts';

/** Counts one call of a key against its window (the rate-limit platform); exceeded → seconds to wait. */
export type ApiKeyRateLimit = (
  request: FastifyRequest,
) => Promise<{ exceeded: boolean; retryAfterSeconds: number }>;

declare module 'fastify' {
  interface FastifyInstance {
    apiKeyRateLimit?: ApiKeyRateLimit;
  }
}

export const apiKeyInvalid = () => unauthenticated(M.invalidKey);

const READ_METHODS = new Set(['GET', 'HEAD']);

/** The path without its query, percent-decoded; an undecodable one matches nothing (closed). */
function decodedPath(url: string): string {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '');
  } catch {
    return '';
  }
}

/**
 * What a key may do on this route (decision 0337): never the routes kept for people, only its own
 * areas, only reads for a read-only key, and no more calls than its rate limit.
 */
export async function checkApiKeyScope(
  request: FastifyRequest,
  _reply: FastifyReply,
  auth: RequestAuth,
  options: { instanceAdmin?: boolean },
): Promise<void> {
  const key = auth.apiKey;
  if (!key) return;
  // Known from here on, so the audit log records a refused call of this key too.
  request.auth = auth;
  // The concrete path, decoded as the router reads it, so a path parameter naming a kind (bulk
  // loads) is judged by its value.
  const area = routeAreaOf(decodedPath(request.url));
  if (options.instanceAdmin || area === 'NEVER') throw forbidden(M.routeNotForKeys);
  const reading = READ_METHODS.has(request.method);
  if (area === 'READ_ANY') {
    if (!reading) throw forbidden(M.routeNotForKeys);
  } else if (!key.areas.includes(area)) {
    throw forbidden(M.areaNotAllowed);
  }
  if (!reading && key.access !== 'READ_WRITE') throw forbidden(M.readOnly);
  const limit = request.server.apiKeyRateLimit;
  if (!limit) return;
  const { exceeded, retryAfterSeconds } = await limit(request);
  if (exceeded) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    throw tooManyRequests(
      ERROR_CODES.rateLimited,
      `Demasiadas solicitudes con esta clave API. Inténtalo nuevamente en ${minutes === 1 ? '1 minuto' : `${minutes} minutos`}.`,
      retryAfterSeconds,
    );
  }
}
