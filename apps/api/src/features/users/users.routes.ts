import {
  USER_MESSAGES,
  ZCreateUserRequest,
  ZSelfServiceUserList,
  ZUpdateUserRequest,
  ZUserDeleted,
  ZUserIdParams,
  ZUserListQuery,
  ZUserOptions,
  ZUserSaved,
} from '@quincena/contracts/users';
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../platform/auth/guard.ts';
import { registerPagedRecordRoutes } from '../../platform/http/paged-record-routes.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { UsersService } from './users.service.ts';

const adminOnly = requireRole('ADMIN');

/** /Users: the administrator manages the company's self-service accounts (spec 01 §2.15). */
export function registerUsersRoutes(app: FastifyInstance, service: UsersService): void {
  registerPagedRecordRoutes(app, routeOptions('users', adminOnly), {
    path: '/api/users',
    key: 'id',
    summaries: {
      page: 'Usuarios de autogestión (una página)',
      options: 'Empleados y estados para un usuario de autogestión',
      create: 'Agregar usuario de autogestión',
      update: 'Actualizar usuario de autogestión',
      remove: 'Eliminar usuario de autogestión',
    },
    schemas: {
      query: ZUserListQuery,
      page: ZSelfServiceUserList,
      options: ZUserOptions,
      create: ZCreateUserRequest,
      update: ZUpdateUserRequest,
      params: ZUserIdParams,
      saved: ZUserSaved,
      removed: ZUserDeleted,
    },
    page: (companyId, query) => service.list(companyId, query),
    options: (companyId) => service.options(companyId),
    create: async (companyId, body) => ({
      user: await service.create(companyId, body),
      message: USER_MESSAGES.created,
    }),
    update: async (companyId, id, body) => ({
      user: await service.update(companyId, id, body),
      message: USER_MESSAGES.updated,
    }),
    remove: async (companyId, id) => {
      await service.remove(companyId, id);
      return { message: USER_MESSAGES.deleted };
    },
  });
}
