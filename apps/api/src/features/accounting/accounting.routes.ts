import {
  ACCOUNT_PLAN_DEFAULTS_ENDPOINT,
  ZAccountingIdParams,
  ZAccountingOptions,
  ZAccountPlanDefaultsResult,
  ZAccountPlanList,
  ZAccountPlanRequest,
  ZAccountPlanRow,
  ZCostCentre,
  ZCostCentreList,
  ZCostCentreRequest,
  ZThirdParty,
  ZThirdPartyList,
  ZThirdPartyLookupQuery,
  ZThirdPartyRequest,
} from '@quincena/contracts/accounting';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { AccountingService } from './accounting.service.ts';

const empty = z.null().describe('Sin contenido');

/** The accounting set-up is the administrator's configuration (spec 03 §2.1, §6). */
const admin = requireRole('ADMIN');

/**
 * Centro de costos, Terceros and Plan de cuentas (spec 03 §7.10). The company is the caller's, from the session;
 * ids in paths are looked up inside it, so another company's id answers 404.
 */
export function registerAccountingRoutes(app: FastifyInstance, service: AccountingService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminRoute = routeOptions('accounting', admin);

  api.get(
    '/api/accounting/options',
    adminRoute('Listas de la configuración contable', { response: { 200: ZAccountingOptions } }),
    async (request) => service.options(companyIdOf(request)),
  );

  // Centro de costos (spec 03 §2.4).
  api.get(
    '/api/accounting/cost-centres',
    adminRoute('Centros de costos', { response: { 200: ZCostCentreList } }),
    async (request) => service.costCentres.list(companyIdOf(request)),
  );
  api.post(
    '/api/accounting/cost-centres',
    adminRoute('Agregar centro de costos', { body: ZCostCentreRequest, response: { 201: ZCostCentre } }),
    async (request, reply) =>
      reply.code(201).send(await service.costCentres.create(companyIdOf(request), request.body)),
  );
  api.put(
    '/api/accounting/cost-centres/:id',
    adminRoute('Actualizar centro de costos', {
      params: ZAccountingIdParams,
      body: ZCostCentreRequest,
      response: { 200: ZCostCentre },
    }),
    async (request) => service.costCentres.update(companyIdOf(request), request.params.id, request.body),
  );
  api.delete(
    '/api/accounting/cost-centres/:id',
    adminRoute('Eliminar centro de costos', { params: ZAccountingIdParams, response: { 204: empty } }),
    async (request, reply) => {
      await service.costCentres.remove(companyIdOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Terceros (spec 03 §2.5).
  api.get(
    '/api/accounting/third-parties',
    adminRoute('Terceros', { response: { 200: ZThirdPartyList } }),
    async (request) => service.thirdParties.list(companyIdOf(request)),
  );
  api.get(
    '/api/accounting/third-parties/lookup',
    adminRoute('Validar NIT de un tercero', {
      querystring: ZThirdPartyLookupQuery,
      response: { 200: ZThirdParty },
    }),
    async (request) => service.thirdParties.lookup(companyIdOf(request), request.query.nit),
  );
  api.post(
    '/api/accounting/third-parties',
    adminRoute('Crear tercero', { body: ZThirdPartyRequest, response: { 201: ZThirdParty } }),
    async (request, reply) =>
      reply.code(201).send(await service.thirdParties.create(companyIdOf(request), request.body)),
  );
  api.put(
    '/api/accounting/third-parties/:id',
    adminRoute('Actualizar tercero', {
      params: ZAccountingIdParams,
      body: ZThirdPartyRequest,
      response: { 200: ZThirdParty },
    }),
    async (request) => service.thirdParties.update(companyIdOf(request), request.params.id, request.body),
  );
  api.delete(
    '/api/accounting/third-parties/:id',
    adminRoute('Eliminar tercero', { params: ZAccountingIdParams, response: { 204: empty } }),
    async (request, reply) => {
      await service.thirdParties.remove(companyIdOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Plan de cuentas (spec 03 §2.6).
  api.get(
    '/api/accounting/account-plan',
    adminRoute('Plan de cuentas', { response: { 200: ZAccountPlanList } }),
    async (request) => service.accountPlan.list(companyIdOf(request)),
  );
  api.post(
    '/api/accounting/account-plan',
    adminRoute('Agregar cuenta al plan de cuentas', {
      body: ZAccountPlanRequest,
      response: { 201: ZAccountPlanRow },
    }),
    async (request, reply) =>
      reply.code(201).send(await service.accountPlan.create(companyIdOf(request), request.body)),
  );
  api.post(
    ACCOUNT_PLAN_DEFAULTS_ENDPOINT,
    adminRoute('Agregar las cuentas sugeridas del PUC a los conceptos que no las tienen', {
      response: { 200: ZAccountPlanDefaultsResult },
    }),
    async (request) => service.accountPlan.loadDefaults(companyIdOf(request)),
  );
  api.put(
    '/api/accounting/account-plan/:id',
    adminRoute('Actualizar cuenta del plan de cuentas', {
      params: ZAccountingIdParams,
      body: ZAccountPlanRequest,
      response: { 200: ZAccountPlanRow },
    }),
    async (request) => service.accountPlan.update(companyIdOf(request), request.params.id, request.body),
  );
  api.delete(
    '/api/accounting/account-plan/:id',
    adminRoute('Eliminar cuenta del plan de cuentas', {
      params: ZAccountingIdParams,
      response: { 204: empty },
    }),
    async (request, reply) => {
      await service.accountPlan.remove(companyIdOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
