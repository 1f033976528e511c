import swagger from '@fastify/swagger';
import { ZApiError } from '@quincena/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPublicRoute, publicAccess } from '../auth/guard.ts';

/**
 * The failures any route can answer, whatever its own schema lists: a refused body or parameter
 * (400), a foreign or unknown id (404), a state that forbids the action (409), a body that is not
 * JSON (415) and the rate limit (429); guarded routes also 401 and 403. The document declares them
 * on every route so it tells integrators the truth (issue 33); the contract test holds it to it.
 */
const ANY_ROUTE_FAILURES = [400, 404, 409, 415, 429] as const;
const GUARDED_ROUTE_FAILURES = [401, 403] as const;

/** The OpenAPI description, generated from the same zod schemas the routes validate with. */
/** A 200 that carries a file: the document names its media types, so a client knows what it downloads. */
export function fileAnswer(description: string, ...mediaTypes: string[]) {
  // unknown, not string: the handler sends bytes or a stream, which Fastify passes through unserialised.
  const schema = z.unknown().meta({ type: 'string', format: 'binary' });
  return { 200: { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) } };
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.schema?.hide) return;
    // Guards have moved to onRequest by now (enforceGuardedRoutes runs first).
    const failures = isPublicRoute([route.onRequest, route.preHandler].flat())
      ? ANY_ROUTE_FAILURES
      : [...ANY_ROUTE_FAILURES, ...GUARDED_ROUTE_FAILURES];
    const response: Record<number, unknown> = { ...(route.schema?.response as Record<number, unknown>) };
    for (const status of failures) response[status] ??= ZApiError;
    route.schema = { ...route.schema, response };
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Quincena API',
        description:
          'Nómina y gestión humana para empresas colombianas. Toda falla responde { requestId, code, message, fields? }.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get('/api/openapi.json', { preHandler: publicAccess(), schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
