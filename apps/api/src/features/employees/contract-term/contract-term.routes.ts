import {
  ZContractIdParams,
  ZContractTerm,
  ZContractTermChange,
  ZNonRenewalNoticeInput,
} from '@quincena/contracts/employees';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../../platform/auth/guard.ts';
import { companyIdOf } from '../../../platform/auth/tenant.ts';
import { routeOptions } from '../../../platform/http/route-options.ts';
import type { ContractTermService } from './contract-term.service.ts';

/** The term of a fixed-term contract: history, notice of non-renewal, renewal by decision (administrators). */
export function registerContractTermRoutes(app: FastifyInstance, service: ContractTermService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireRole('ADMIN');
  const adminRoute = routeOptions('employees', admin);

  api.get(
    '/api/contracts/:id/term',
    adminRoute('Término del contrato: renovaciones y preavisos (art. 46 CST)', {
      params: ZContractIdParams,
      response: { 200: ZContractTerm },
    }),
    async (request) => service.get(companyIdOf(request), request.params.id),
  );

  api.post(
    '/api/contracts/:id/non-renewal-notice',
    adminRoute('Registrar preaviso de no renovación', {
      params: ZContractIdParams,
      body: ZNonRenewalNoticeInput,
      response: { 200: ZContractTermChange },
    }),
    async (request) =>
      service.giveNotice(companyIdOf(request), request.params.id, request.body, authOf(request).userId),
  );

  api.post(
    '/api/contracts/:id/renewal',
    adminRoute('Renovar un contrato vencido sin decisión', {
      params: ZContractIdParams,
      response: { 200: ZContractTermChange },
    }),
    async (request) => service.renew(companyIdOf(request), request.params.id, authOf(request).userId),
  );
}
