import { ZApiError } from '@quincena/contracts';
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
import type { InitialBalancesService } from './initial-balances.service.ts';

const tags = ['initial-balances'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const adminOnly = requireRole('ADMIN');

/** /InitialBalance (spec 03 §2.9, §7 ContractIniAbalance). */
export function registerInitialBalancesRoutes(app: FastifyInstance, service: InitialBalancesService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/initial-balances',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Saldos iniciales (una página)',
        security,
        querystring: ZInitialBalanceListQuery,
        response: { 200: ZInitialBalanceList, ...errors },
      },
    },
    async (request) => service.list(companyIdOf(request), request.query),
  );

  api.get(
    '/api/initial-balances/options',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Contratos para crear un saldo inicial',
        security,
        response: { 200: ZInitialBalanceOptions, ...errors },
      },
    },
    async (request) => ({ contracts: await service.contractOptions(companyIdOf(request)) }),
  );

  api.post(
    '/api/initial-balances',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Crear saldo inicial',
        security,
        body: ZCreateInitialBalanceRequest,
        response: { 201: ZInitialBalanceSaved, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        balance: await service.create(companyIdOf(request), request.body, authOf(request).userId),
        message: M.created,
      }),
  );

  api.put(
    '/api/initial-balances/:contractId',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Editar saldo inicial',
        security,
        params: ZContractIdParams,
        body: ZUpdateInitialBalanceRequest,
        response: { 200: ZInitialBalanceSaved, ...errors },
      },
    },
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
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Eliminar saldo inicial',
        security,
        params: ZContractIdParams,
        response: { 200: ZInitialBalanceDeleted, ...errors },
      },
    },
    async (request) => {
      await service.remove(companyIdOf(request), request.params.contractId, authOf(request).userId);
      return { message: M.deleted };
    },
  );
}
