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
import { requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { registerCrudRoutes } from '../../platform/http/crud-routes.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { AccountingService } from './accounting.service.ts';

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
  registerCrudRoutes(app, adminRoute, {
    path: '/api/accounting/cost-centres',
    summaries: {
      list: 'Centros de costos',
      create: 'Agregar centro de costos',
      update: 'Actualizar centro de costos',
      remove: 'Eliminar centro de costos',
    },
    schemas: {
      list: ZCostCentreList,
      body: ZCostCentreRequest,
      row: ZCostCentre,
      params: ZAccountingIdParams,
    },
    service: service.costCentres,
  });

  // Terceros (spec 03 §2.5).
  registerCrudRoutes(app, adminRoute, {
    path: '/api/accounting/third-parties',
    summaries: {
      list: 'Terceros',
      create: 'Crear tercero',
      update: 'Actualizar tercero',
      remove: 'Eliminar tercero',
    },
    schemas: {
      list: ZThirdPartyList,
      body: ZThirdPartyRequest,
      row: ZThirdParty,
      params: ZAccountingIdParams,
    },
    service: service.thirdParties,
  });
  api.get(
    '/api/accounting/third-parties/lookup',
    adminRoute('Validar NIT de un tercero', {
      querystring: ZThirdPartyLookupQuery,
      response: { 200: ZThirdParty },
    }),
    async (request) => service.thirdParties.lookup(companyIdOf(request), request.query.nit),
  );

  // Plan de cuentas (spec 03 §2.6).
  registerCrudRoutes(app, adminRoute, {
    path: '/api/accounting/account-plan',
    summaries: {
      list: 'Plan de cuentas',
      create: 'Agregar cuenta al plan de cuentas',
      update: 'Actualizar cuenta del plan de cuentas',
      remove: 'Eliminar cuenta del plan de cuentas',
    },
    schemas: {
      list: ZAccountPlanList,
      body: ZAccountPlanRequest,
      row: ZAccountPlanRow,
      params: ZAccountingIdParams,
    },
    service: service.accountPlan,
  });
  api.post(
    ACCOUNT_PLAN_DEFAULTS_ENDPOINT,
    adminRoute('Agregar las cuentas sugeridas del PUC a los conceptos que no las tienen', {
      response: { 200: ZAccountPlanDefaultsResult },
    }),
    async (request) => service.accountPlan.loadDefaults(companyIdOf(request)),
  );
}
