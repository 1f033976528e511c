import swagger from '@fastify/swagger';
import { ZApiError } from '@quincena/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeAreaOf } from '../auth/api-key-areas.ts';
import { isPublicRoute, publicAccess } from '../auth/guard.ts';

/**
 * The failures any route can answer, whatever its own schema lists: a refused body or parameter
 * (400), a foreign or unknown id (404), a state that forbids the action (409), a body that is not
 * JSON (415) and the rate limit (429); guarded routes also 401 and 403. The document declares them
 * on every route so it tells integrators the truth (issue 33); the contract test holds it to it.
 */
const ANY_ROUTE_FAILURES = [400, 404, 409, 415, 429] as const;
const GUARDED_ROUTE_FAILURES = [401, 403] as const;

type Transform = typeof jsonSchemaTransform;

/**
 * Routes a company API key may call declare the key schemes beside the session (decision 0337):
 * `Authorization: Bearer qk_live_…` or `X-Api-Key: qk_live_…`.
 */
const withApiKeySecurity: Transform = (input) => {
  const output = jsonSchemaTransform(input);
  const schema = output.schema as {
    security?: Array<Record<string, string[]>>;
    headers?: { type?: string; properties?: Record<string, unknown>; required?: string[] };
  };
  const signedIn = schema.security?.some((entry) => 'bearerAuth' in entry) ?? false;
  if (signedIn && routeAreaOf(input.url) !== 'NEVER') {
    schema.security = [...(schema.security ?? []), { apiKeyBearer: [] }, { apiKeyHeader: [] }];
  }
  // Every signed-in POST takes an optional Idempotency-Key (platform/http/idempotency.ts).
  const methods = [input.route.method].flat();
  if (signedIn && methods.includes('POST')) {
    schema.headers = {
      ...schema.headers,
      type: 'object',
      properties: { ...schema.headers?.properties, 'Idempotency-Key': IDEMPOTENCY_KEY_HEADER },
    };
  }
  return output;
};

const IDEMPOTENCY_KEY_HEADER = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  description:
    'Opcional. Un reintento con la misma clave y el mismo cuerpo durante 24 horas recibe la primera respuesta sin crear nada de nuevo; con otro cuerpo responde 422, y mientras la primera sigue en curso, 409.',
};

/** A 200 that carries a file: the document names its media types, so a client knows what it downloads. */
export function fileAnswer(description: string, ...mediaTypes: string[]) {
  // unknown, not string: the handler sends bytes or a stream, which Fastify passes through unserialised.
  const schema = z.unknown().meta({ type: 'string', format: 'binary' });
  return { 200: { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) } };
}

/** The OpenAPI description, generated from the same zod schemas the routes validate with. */
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
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKeyBearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'qk_live_…',
            description:
              'Clave API de la empresa (Configuración empresa → Claves API) en Authorization: Bearer qk_live_…. Cada clave tiene nivel de acceso (lectura o lectura y escritura) y áreas.',
          },
          apiKeyHeader: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Key',
            description: 'La misma clave API en el encabezado X-Api-Key, como alternativa a Authorization.',
          },
        },
      },
    },
    transform: withApiKeySecurity,
  });
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get('/api/openapi.json', { preHandler: publicAccess(), schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
