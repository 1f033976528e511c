import type { requireRole } from '../auth/guard.ts';

type Guard = ReturnType<typeof requireRole>;

const SESSION = [{ bearerAuth: [] }];

/**
 * The options every route of an area repeats: its guard, its OpenAPI tag and, behind a sign-in
 * guard, the session scheme. A route then states only its summary and its own schemas; the common
 * failures are declared for every route by openapi.ts (decision 0339). Only the options object is
 * built here, never the route, so Fastify still infers bodies, parameters and replies from it.
 */
export function routeOptions(tag: string, preHandler: Guard) {
  return <Schema extends object>(summary: string, schema: Schema) => ({
    preHandler,
    schema: { tags: [tag], security: SESSION, summary, ...schema },
  });
}

/** The same for a route anyone may call (`publicAccess`): no security scheme to declare. */
export function publicRouteOptions(tag: string, preHandler: Guard) {
  return <Schema extends object>(summary: string, schema: Schema) => ({
    preHandler,
    schema: { tags: [tag], summary, ...schema },
  });
}
