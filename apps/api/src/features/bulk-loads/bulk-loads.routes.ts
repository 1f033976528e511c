import {
  ZBulkLoadKind,
  ZBulkTemplate,
  ZBulkUploadRequest,
  ZBulkUploadResult,
} from '@quincena/contracts/bulk-loads';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { BulkLoadsService } from './bulk-loads.service.ts';

const ZKindParams = z.object({ kind: ZBulkLoadKind });

/**
 * 10,000 rows of 80 cells is far above the app's 1 MB default body; the upload route alone takes
 * up to 32 MB (5,000 employees of the benchmark weigh about 3 MB).
 */
export const BULK_UPLOAD_BODY_LIMIT = 32 * 1024 * 1024;

/** Spec 01 §7 uploads (PostUpload_employee, PostUpload_salary_hist, PostUpload_users_atg). */
export function registerBulkLoadsRoutes(app: FastifyInstance, service: BulkLoadsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminRoute = routeOptions('bulk-loads', requireRole('ADMIN'));

  api.get(
    '/api/bulk-loads/:kind/template',
    adminRoute('Definición de la plantilla de una carga masiva', {
      params: ZKindParams,
      response: { 200: ZBulkTemplate },
    }),
    async (request) => service.template(companyIdOf(request), request.params.kind),
  );

  api.post(
    '/api/bulk-loads/:kind',
    {
      ...adminRoute('Cargar un archivo: todo o nada', {
        description:
          'Valida todas las filas; si alguna tiene errores no se guarda nada y se devuelven todos los errores.',
        params: ZKindParams,
        body: ZBulkUploadRequest,
        response: { 200: ZBulkUploadResult },
      }),
      bodyLimit: BULK_UPLOAD_BODY_LIMIT,
    },
    async (request) =>
      service.upload(companyIdOf(request), request.params.kind, request.body, authOf(request).userId),
  );
}
