import type { TUserRole } from '@quincena/contracts';
import { ERROR_CODES } from '@quincena/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, unauthenticated } from '../errors/app-error.ts';
import { presentedApiKey } from './api-key-auth.ts';
import { apiKeyInvalid, checkApiKeyScope } from './api-key-scope.ts';
import { findSession, type SessionRow } from './auth.repository.ts';
import { type RequestAuth, toRequestAuth } from './request-context.ts';
import type { TokenService } from './tokens.ts';

const GUARD = Symbol('quincena.guard');
const PUBLIC = Symbol('quincena.public');
type Guard = preHandlerAsyncHookHandler & { [GUARD]: true };

export interface Authenticator {
  /** The caller behind the Authorization header, or null when there is no valid session. */
  authenticate(request: FastifyRequest): Promise<RequestAuth | null>;
  /**
   * A request that may change users, sessions or companies started (and, below, ended) on this
   * server: both empty the session cache, and nothing read while a change runs is cached.
   */
  writeStarted(): void;
  writeEnded(): void;
}

/**
 * How long a verified session row may be reused by this server (decision 0290). Off under Vitest,
 * whose tests change users straight in the database; `SESSION_CACHE_MS=0` turns it off anywhere.
 */
function defaultSessionCacheMs(): number {
  const configured = Number(process.env.SESSION_CACHE_MS);
  if (process.env.SESSION_CACHE_MS !== undefined && Number.isFinite(configured) && configured >= 0) {
    return Math.min(configured, 10_000);
  }
  return process.env.VITEST ? 0 : 2_000;
}

const SESSION_CACHE_MAX_ENTRIES = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    authenticator: Authenticator;
  }
}

export function createAuthenticator({
  db,
  tokens,
  sessionCacheMs = defaultSessionCacheMs(),
  operators = [],
  apiKeys,
}: {
  db: Database;
  tokens: TokenService;
  /** Company API keys (decision 0337): a request presenting one is authenticated by it alone. */
  apiKeys?: (secret: string) => Promise<RequestAuth | null>;
  sessionCacheMs?: number;
  /** INSTANCE_ADMIN_EMAILS: the installation's operators besides those flagged in the database. */
  operators?: readonly string[];
}): Authenticator {
  // Session rows as read, by user and session, until a monotonic deadline (decision 0290). Any
  // write request on this server empties it at its start and at its end, and a row read while a
  // write runs (or across one: the generation moved) is not kept, so a sign-out, a revocation,
  // a deactivation or a role change is refused at once here; other servers see it within
  // `sessionCacheMs`.
  const cache = new Map<string, { row: SessionRow | undefined; until: number }>();
  let generation = 0;
  let writesInFlight = 0;
  const forget = () => {
    generation += 1;
    cache.clear();
  };

  async function sessionRow(userId: number, sessionId: string): Promise<SessionRow | undefined> {
    if (sessionCacheMs <= 0) return findSession(db, userId, sessionId, operators);
    const key = `${userId}:${sessionId}`;
    const now = performance.now();
    const hit = cache.get(key);
    if (hit && hit.until > now && writesInFlight === 0) return hit.row;
    const readIn = generation;
    const row = await findSession(db, userId, sessionId, operators);
    if (writesInFlight === 0 && readIn === generation) {
      if (cache.size >= SESSION_CACHE_MAX_ENTRIES) cache.clear();
      cache.set(key, { row, until: now + sessionCacheMs });
    }
    return row;
  }

  return {
    writeStarted() {
      writesInFlight += 1;
      forget();
    },
    writeEnded() {
      writesInFlight = Math.max(0, writesInFlight - 1);
      forget();
    },
    async authenticate(request) {
      const key = presentedApiKey(request);
      if (key !== undefined) return apiKeys ? apiKeys(key) : null;
      const header = request.headers.authorization;
      const match = header ? /^Bearer ([A-Za-z0-9._-]{1,2000})$/.exec(header) : null;
      if (!match?.[1]) return null;
      const claims = await tokens.verify(match[1]);
      if (!claims) return null;
      const user = await sessionRow(claims.userId, claims.sessionId);
      // A deactivated user or a changed role ends every session at once.
      if (user?.status !== 'A' || user.role !== claims.role) return null;
      // A signed-out, reused or otherwise ended session ends its access tokens too (decision 0161).
      if (!user.sessionFound || user.sessionRevokedAt) return null;
      // A password reset or a deactivation ends every session opened before it.
      if (user.sessionsValidFrom && claims.issuedAt < user.sessionsValidFrom) return null;
      return toRequestAuth(user, claims);
    },
  };
}

function markGuard(handler: preHandlerAsyncHookHandler): Guard {
  return Object.assign(handler, { [GUARD]: true as const });
}

export interface RoleOptions {
  /** Let an ADMIN who has not verified the account through (session, verification, password). */
  allowUnverified?: boolean;
  /** Let a user who has not accepted the terms yet through (session, terms acceptance). */
  allowPendingTerms?: boolean;
  /** Only an administrator of an instance flagged S (spec 01 §2.2: the TI screen). */
  instanceAdmin?: boolean;
}

/**
 * The one guard every signed-in route declares: no valid token → 401; a role not listed → 403
 * (spec 01 §6). By default an ADMIN must be verified and every user must have accepted the terms.
 */
export function requireRole(roles: TUserRole | readonly TUserRole[], options: RoleOptions = {}): Guard {
  const allowed: readonly TUserRole[] = typeof roles === 'string' ? [roles] : roles;
  return markGuard(async function requireRoleGuard(request, reply) {
    const auth = await request.server.authenticator.authenticate(request);
    if (!auth) throw presentedApiKey(request) === undefined ? unauthenticated() : apiKeyInvalid();
    if (auth.apiKey) await checkApiKeyScope(request, reply, auth, options);
    if (!allowed.includes(auth.role)) throw forbidden();
    if (options.instanceAdmin && !auth.instanceAdmin) throw forbidden();
    if (auth.role === 'ADMIN' && !auth.enabled && !options.allowUnverified) {
      throw new AppError(403, ERROR_CODES.accountNotVerified, 'Verifica tu cuenta para continuar');
    }
    if (!auth.termsAccepted && !options.allowPendingTerms) {
      throw new AppError(403, ERROR_CODES.termsPending, 'Acepta los términos y condiciones para continuar');
    }
    request.auth = auth;
    // Every line this request logs from here names its company and user by id, never by name.
    request.log = request.log.child({
      companyId: auth.companyId,
      userId: auth.userId,
      ...(auth.apiKey ? { apiKeyId: auth.apiKey.id } : {}),
    });
  });
}

/** A route anyone may call. With `readSession`, a valid token still fills `request.auth`. */
export function publicAccess(options: { readSession?: boolean } = {}): Guard {
  const guard = markGuard(async function publicGuard(request) {
    request.auth = options.readSession ? await request.server.authenticator.authenticate(request) : null;
  });
  return Object.assign(guard, { [PUBLIC]: true as const });
}

/** Whether a route's pre-handlers let anyone in (the OpenAPI document then declares no 401 for it). */
export function isPublicRoute(preHandler: unknown): boolean {
  const handlers = Array.isArray(preHandler) ? preHandler : [preHandler];
  return handlers.some((handler) => Boolean(handler && (handler as { [PUBLIC]?: true })[PUBLIC]));
}

/** The signed-in caller; only for handlers behind `requireRole`. */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/**
 * Fails at start-up when an /api route declares no guard, so no route is open by accident.
 */
export function enforceGuardedRoutes(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  // Every request that may write ends the session cache's trust, before its guard runs and after
  // its answer (its transaction committed) — decision 0290.
  const WRITING = Symbol('quincena.writing');
  type Marked = FastifyRequest & { [WRITING]?: boolean };
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    (request as Marked)[WRITING] = true;
    request.server.authenticator?.writeStarted?.();
  });
  app.addHook('onResponse', async (request) => {
    if (!(request as Marked)[WRITING]) return;
    (request as Marked)[WRITING] = false;
    request.server.authenticator?.writeEnded?.();
  });
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const handlers = [route.preHandler ?? []].flat();
    if (!handlers.some((handler) => (handler as Partial<Guard>)[GUARD])) {
      throw new Error(`Route ${route.method} ${route.url} declares no requireRole/publicAccess guard`);
    }
    // The guard runs on request, before the body is read or parsed (decision 0170).
    const isGuard = (handler: unknown) => Boolean((handler as Partial<Guard>)[GUARD]);
    route.onRequest = [
      ...[route.onRequest ?? []].flat(),
      ...handlers.filter(isGuard),
    ] as typeof route.onRequest;
    route.preHandler = handlers.filter((handler) => !isGuard(handler)) as typeof route.preHandler;
  });
}
