import {
  PAYROLL_CONFIG_MESSAGES,
  REVIEW_THRESHOLD_ENDPOINT,
  REVIEW_THRESHOLD_MESSAGES,
  ZPayrollConfigResponse,
  ZReviewThreshold,
  ZReviewThresholdUpdated,
  ZUpdatePayrollConfigRequest,
  ZUpdatePayrollConfigResponse,
} from '@quincena/contracts/payroll-config';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { PayrollConfigService } from './payroll-config.service.ts';

/** Configuración de nómina (spec 01 §2.10, §7 "Payroll conf"): administrators of the company only. */
export function registerPayrollConfigRoutes(app: FastifyInstance, service: PayrollConfigService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminRoute = routeOptions('payroll-config', requireRole('ADMIN'));

  api.get(
    '/api/payroll-config',
    adminRoute('Configuración de nómina de la empresa', { response: { 200: ZPayrollConfigResponse } }),
    async (request) => service.get(companyIdOf(request)),
  );

  api.put(
    '/api/payroll-config',
    adminRoute('Actualizar la configuración de nómina', {
      body: ZUpdatePayrollConfigRequest,
      response: { 200: ZUpdatePayrollConfigResponse },
    }),
    async (request) => {
      const { changed } = await service.update(companyIdOf(request), authOf(request).userId, request.body);
      return {
        changed,
        message: changed ? PAYROLL_CONFIG_MESSAGES.updated : PAYROLL_CONFIG_MESSAGES.nothingToUpdate,
      };
    },
  );

  api.get(
    REVIEW_THRESHOLD_ENDPOINT,
    adminRoute('Umbral de cambio del neto a pagar que marca la prenómina (%)', {
      response: { 200: ZReviewThreshold },
    }),
    async (request) => ({ reviewChangeThreshold: await service.reviewThreshold(companyIdOf(request)) }),
  );

  api.put(
    REVIEW_THRESHOLD_ENDPOINT,
    adminRoute('Actualizar el umbral de cambio de la prenómina', {
      body: ZReviewThreshold,
      response: { 200: ZReviewThresholdUpdated },
    }),
    async (request) => {
      const threshold = request.body.reviewChangeThreshold;
      const { changed } = await service.updateReviewThreshold(
        companyIdOf(request),
        authOf(request).userId,
        threshold,
      );
      return {
        reviewChangeThreshold: threshold,
        message: changed ? REVIEW_THRESHOLD_MESSAGES.updated : PAYROLL_CONFIG_MESSAGES.nothingToUpdate,
      };
    },
  );
}
