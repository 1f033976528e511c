import {
  INITIAL_BALANCE_MESSAGES as M,
  ZContractIdParams,
  ZCreateInitialBalanceRequest,
  ZInitialBalanceDeleted,
  ZInitialBalanceList,
  ZInitialBalanceListQuery,
  ZInitialBalanceOptions,
  ZInitialBalanceSaved,
  ZUpdateInitialBalanceRequest,
} from '@quincena/contracts/initial-balances';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { InitialBalancesService } from './initial-balances.service.ts';

const adminOnly = requireRole('ADMIN');

/** /InitialBalance (spec 03 §2.9, §7 ContractIniAbalance). */
export function registerInitialBalancesRoutes(app: FastifyInstance, service: InitialBalancesService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminOnlyRoute = routeOptions('initial-balances', adminOnly);

  api.get(
    '/api/initial-balances',
    adminOnlyRoute('Saldos iniciales (una página)', {
      querystring: ZInitialBalanceListQuery,
      response: { 200: ZInitialBalanceList },
    }),
    async (request) => service.list(companyIdOf(request), request.query),
  );

  api.get(
    '/api/initial-balances/options',
    adminOnlyRoute('Contratos para crear un saldo inicial', { response: { 200: ZInitialBalanceOptions } }),
    async (request) => ({ contracts: await service.contractOptions(companyIdOf(request)) }),
  );

  api.post(
    '/api/initial-balances',
    adminOnlyRoute('Crear saldo inicial', {
      body: ZCreateInitialBalanceRequest,
      response: { 201: ZInitialBalanceSaved },
    }),
    async (request, reply) =>
      reply.code(201).send({
        balance: await service.create(companyIdOf(request), request.body, authOf(request).userId),
        message: M.created,
      }),
  );

  api.put(
    '/api/initial-balances/:contractId',
    adminOnlyRoute('Editar saldo inicial', {
      params: ZContractIdParams,
      body: ZUpdateInitialBalanceRequest,
      response: { 200: ZInitialBalanceSaved },
    }),
    async (request) => ({
      balance: await service.update(
        companyIdOf(request),
        request.params.contractId,
        request.body,
        authOf(request).userId,
      ),
      message: M.updated,
    }),
  );

  api.delete(
    '/api/initial-balances/:contractId',
    adminOnlyRoute('Eliminar saldo inicial', {
      params: ZContractIdParams,
      response: { 200: ZInitialBalanceDeleted },
    }),
    async (request) => {
      await service.remove(companyIdOf(request), request.params.contractId, authOf(request).userId);
      return { message: M.deleted };
    },
  );
}
