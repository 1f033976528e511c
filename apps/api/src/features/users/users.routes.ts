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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { UsersService } from './users.service.ts';

const adminOnly = requireRole('ADMIN');

/** /Users: the administrator manages the company's self-service accounts (spec 01 §2.15). */
export function registerUsersRoutes(app: FastifyInstance, service: UsersService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminOnlyRoute = routeOptions('users', adminOnly);

  api.get(
    '/api/users',
    adminOnlyRoute('Usuarios de autogestión (una página)', {
      querystring: ZUserListQuery,
      response: { 200: ZSelfServiceUserList },
    }),
    async (request) => service.list(companyIdOf(request), request.query),
  );

  api.get(
    '/api/users/options',
    adminOnlyRoute('Empleados y estados para un usuario de autogestión', { response: { 200: ZUserOptions } }),
    async (request) => service.options(companyIdOf(request)),
  );

  api.post(
    '/api/users',
    adminOnlyRoute('Agregar usuario de autogestión', {
      body: ZCreateUserRequest,
      response: { 201: ZUserSaved },
    }),
    async (request, reply) => {
      const user = await service.create(companyIdOf(request), request.body);
      return reply.code(201).send({ user, message: USER_MESSAGES.created });
    },
  );

  api.put(
    '/api/users/:id',
    adminOnlyRoute('Actualizar usuario de autogestión', {
      params: ZUserIdParams,
      body: ZUpdateUserRequest,
      response: { 200: ZUserSaved },
    }),
    async (request) => ({
      user: await service.update(companyIdOf(request), request.params.id, request.body),
      message: USER_MESSAGES.updated,
    }),
  );

  api.delete(
    '/api/users/:id',
    adminOnlyRoute('Eliminar usuario de autogestión', {
      params: ZUserIdParams,
      response: { 200: ZUserDeleted },
    }),
    async (request) => {
      await service.remove(companyIdOf(request), request.params.id);
      return { message: USER_MESSAGES.deleted };
    },
  );
}
