import { ZApiError } from '@quincena/contracts';
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

  api.get(
    REVIEW_THRESHOLD_ENDPOINT,
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Umbral de cambio del neto a pagar que marca la prenómina (%)',
        security,
        response: { 200: ZReviewThreshold, ...errors },
      },
    },
    async (request) => ({ reviewChangeThreshold: await service.reviewThreshold(companyIdOf(request)) }),
  );

  api.put(
    REVIEW_THRESHOLD_ENDPOINT,
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Actualizar el umbral de cambio de la prenómina',
        security,
        body: ZReviewThreshold,
        response: { 200: ZReviewThresholdUpdated, ...errors },
      },
    },
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
