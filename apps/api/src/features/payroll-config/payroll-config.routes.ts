import { ZApiError } from '@quincena/contracts';
import {
  PAYROLL_CONFIG_MESSAGES,
  ZPayrollConfigResponse,
  ZUpdatePayrollConfigRequest,
  ZUpdatePayrollConfigResponse,
} from '@quincena/contracts/payroll-config';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import type { PayrollConfigService } from './payroll-config.service.ts';

const tags = ['payroll-config'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 409: ZApiError };

/** Configuración de nómina (spec 01 §2.10, §7 "Payroll conf"): administrators of the company only. */
export function registerPayrollConfigRoutes(app: FastifyInstance, service: PayrollConfigService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/payroll-config',
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Configuración de nómina de la empresa',
        security,
        response: { 200: ZPayrollConfigResponse, ...errors },
      },
    },
    async (request) => service.get(companyIdOf(request)),
  );

  api.put(
    '/api/payroll-config',
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Actualizar la configuración de nómina',
        security,
        body: ZUpdatePayrollConfigRequest,
        response: { 200: ZUpdatePayrollConfigResponse, ...errors },
      },
    },
    async (request) => {
      const { changed } = await service.update(companyIdOf(request), authOf(request).userId, request.body);
      return {
        changed,
        message: changed ? PAYROLL_CONFIG_MESSAGES.updated : PAYROLL_CONFIG_MESSAGES.nothingToUpdate,
      };
    },
  );
}
