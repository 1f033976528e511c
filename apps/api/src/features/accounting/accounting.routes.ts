import { ZApiError } from '@quincena/contracts';
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
import type { AccountingService } from './accounting.service.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const tags = ['accounting'];
const security = [{ bearerAuth: [] }];
const empty = z.null().describe('Sin contenido');

/** The accounting set-up is the administrator's configuration (spec 03 §2.1, §6). */
const admin = requireRole('ADMIN');

/**
 * Centro de costos, Terceros and Plan de cuentas (spec 03 §7.10). The company is the caller's, from the session;
 * ids in paths are looked up inside it, so another company's id answers 404.
 */
export function registerAccountingRoutes(app: FastifyInstance, service: AccountingService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/accounting/options',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Listas de la configuración contable',
        response: { 200: ZAccountingOptions, ...errors },
      },
    },
    async (request) => service.options(companyIdOf(request)),
  );

  // Centro de costos (spec 03 §2.4).
  api.get(
    '/api/accounting/cost-centres',
    {
      preHandler: admin,
      schema: { tags, security, summary: 'Centros de costos', response: { 200: ZCostCentreList, ...errors } },
    },
    async (request) => service.costCentres.list(companyIdOf(request)),
  );
  api.post(
    '/api/accounting/cost-centres',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Agregar centro de costos',
        body: ZCostCentreRequest,
        response: { 201: ZCostCentre, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.costCentres.create(companyIdOf(request), request.body)),
  );
  api.put(
    '/api/accounting/cost-centres/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Actualizar centro de costos',
        params: ZAccountingIdParams,
        body: ZCostCentreRequest,
        response: { 200: ZCostCentre, ...errors },
      },
    },
    async (request) => service.costCentres.update(companyIdOf(request), request.params.id, request.body),
  );
  api.delete(
    '/api/accounting/cost-centres/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Eliminar centro de costos',
        params: ZAccountingIdParams,
        response: { 204: empty, ...errors },
      },
    },
    async (request, reply) => {
      await service.costCentres.remove(companyIdOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Terceros (spec 03 §2.5).
  api.get(
    '/api/accounting/third-parties',
    {
      preHandler: admin,
      schema: { tags, security, summary: 'Terceros', response: { 200: ZThirdPartyList, ...errors } },
    },
    async (request) => service.thirdParties.list(companyIdOf(request)),
  );
  api.get(
    '/api/accounting/third-parties/lookup',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Validar NIT de un tercero',
        querystring: ZThirdPartyLookupQuery,
        response: { 200: ZThirdParty, ...errors },
      },
    },
    async (request) => service.thirdParties.lookup(companyIdOf(request), request.query.nit),
  );
  api.post(
    '/api/accounting/third-parties',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Crear tercero',
        body: ZThirdPartyRequest,
        response: { 201: ZThirdParty, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.thirdParties.create(companyIdOf(request), request.body)),
  );
  api.put(
    '/api/accounting/third-parties/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Actualizar tercero',
        params: ZAccountingIdParams,
        body: ZThirdPartyRequest,
        response: { 200: ZThirdParty, ...errors },
      },
    },
    async (request) => service.thirdParties.update(companyIdOf(request), request.params.id, request.body),
  );
  api.delete(
    '/api/accounting/third-parties/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Eliminar tercero',
        params: ZAccountingIdParams,
        response: { 204: empty, ...errors },
      },
    },
    async (request, reply) => {
      await service.thirdParties.remove(companyIdOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Plan de cuentas (spec 03 §2.6).
  api.get(
    '/api/accounting/account-plan',
    {
      preHandler: admin,
      schema: { tags, security, summary: 'Plan de cuentas', response: { 200: ZAccountPlanList, ...errors } },
    },
    async (request) => service.accountPlan.list(companyIdOf(request)),
  );
  api.post(
    '/api/accounting/account-plan',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Agregar cuenta al plan de cuentas',
        body: ZAccountPlanRequest,
        response: { 201: ZAccountPlanRow, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.accountPlan.create(companyIdOf(request), request.body)),
  );
  api.post(
    ACCOUNT_PLAN_DEFAULTS_ENDPOINT,
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Agregar las cuentas sugeridas del PUC a los conceptos que no las tienen',
        response: { 200: ZAccountPlanDefaultsResult, ...errors },
      },
    },
    async (request) => service.accountPlan.loadDefaults(companyIdOf(request)),
  );
  api.put(
    '/api/accounting/account-plan/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Actualizar cuenta del plan de cuentas',
        params: ZAccountingIdParams,
        body: ZAccountPlanRequest,
        response: { 200: ZAccountPlanRow, ...errors },
      },
    },
    async (request) => service.accountPlan.update(companyIdOf(request), request.params.id, request.body),
  );
  api.delete(
    '/api/accounting/account-plan/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Eliminar cuenta del plan de cuentas',
        params: ZAccountingIdParams,
        response: { 204: empty, ...errors },
      },
    },
    async (request, reply) => {
      await service.accountPlan.remove(companyIdOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
