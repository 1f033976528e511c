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
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import { registerPagedRecordRoutes } from '../../platform/http/paged-record-routes.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { InitialBalancesService } from './initial-balances.service.ts';

const adminOnly = requireRole('ADMIN');

/** /InitialBalance (spec 03 §2.9, §7 ContractIniAbalance): a contract's balances, by its id. */
export function registerInitialBalancesRoutes(app: FastifyInstance, service: InitialBalancesService): void {
  registerPagedRecordRoutes(app, routeOptions('initial-balances', adminOnly), {
    path: '/api/initial-balances',
    key: 'contractId',
    summaries: {
      page: 'Saldos iniciales (una página)',
      options: 'Contratos para crear un saldo inicial',
      create: 'Crear saldo inicial',
      update: 'Editar saldo inicial',
      remove: 'Eliminar saldo inicial',
    },
    schemas: {
      query: ZInitialBalanceListQuery,
      page: ZInitialBalanceList,
      options: ZInitialBalanceOptions,
      create: ZCreateInitialBalanceRequest,
      update: ZUpdateInitialBalanceRequest,
      params: ZContractIdParams,
      saved: ZInitialBalanceSaved,
      removed: ZInitialBalanceDeleted,
    },
    page: (companyId, query) => service.list(companyId, query),
    options: async (companyId) => ({ contracts: await service.contractOptions(companyId) }),
    // Every change is stamped with the acting user.
    create: async (companyId, body, request) => ({
      balance: await service.create(companyId, body, authOf(request).userId),
      message: M.created,
    }),
    update: async (companyId, contractId, body, request) => ({
      balance: await service.update(companyId, contractId, body, authOf(request).userId),
      message: M.updated,
    }),
    remove: async (companyId, contractId, request) => {
      await service.remove(companyId, contractId, authOf(request).userId);
      return { message: M.deleted };
    },
  });
}
