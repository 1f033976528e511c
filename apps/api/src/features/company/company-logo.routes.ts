import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { fileAnswer } from '../../platform/http/openapi.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { findCompanyLogoKey } from './company.repository.ts';

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** The caller's company logo (the session's `company.logoUrl`); the company comes from the session. */
export function registerCompanyLogoRoute(app: FastifyInstance, deps: { storage: Storage; db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/company/logo',
    {
      preHandler: requireRole(['ADMIN', 'CLIENT']),
      schema: {
        response: fileAnswer('Logo de la empresa', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'),
        tags: ['company'],
        summary: 'Logo de la empresa',
      },
    },
    async (request, reply) => {
      const key = await findCompanyLogoKey(deps.db, companyIdOf(request));
      const bytes = key ? await deps.storage.get(key) : null;
      if (!key || !bytes) throw notFound('La empresa no tiene logo');
      const extension = key.split('.').pop()?.toLowerCase() ?? '';
      return reply
        .type(IMAGE_TYPES[extension] ?? 'application/octet-stream')
        .header('cache-control', 'private, max-age=300')
        .send(bytes);
    },
  );
}
