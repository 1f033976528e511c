import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { publicAccess } from '../auth/guard.ts';

/** The OpenAPI description, generated from the same zod schemas the routes validate with. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
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
