import { ZApiError } from '@quincena/contracts';
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
import type { UsersService } from './users.service.ts';

const tags = ['users'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const adminOnly = requireRole('ADMIN');

/** /Users: the administrator manages the company's self-service accounts (spec 01 §2.15). */
export function registerUsersRoutes(app: FastifyInstance, service: UsersService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/users',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Usuarios de autogestión (una página)',
        security,
        querystring: ZUserListQuery,
        response: { 200: ZSelfServiceUserList, ...errors },
      },
    },
    async (request) => service.list(companyIdOf(request), request.query),
  );

  api.get(
    '/api/users/options',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Empleados y estados para un usuario de autogestión',
        security,
        response: { 200: ZUserOptions, ...errors },
      },
    },
    async (request) => service.options(companyIdOf(request)),
  );

  api.post(
    '/api/users',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Agregar usuario de autogestión',
        security,
        body: ZCreateUserRequest,
        response: { 201: ZUserSaved, ...errors },
      },
    },
    async (request, reply) => {
      const user = await service.create(companyIdOf(request), request.body);
      return reply.code(201).send({ user, message: USER_MESSAGES.created });
    },
  );

  api.put(
    '/api/users/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Actualizar usuario de autogestión',
        security,
        params: ZUserIdParams,
        body: ZUpdateUserRequest,
        response: { 200: ZUserSaved, ...errors },
      },
    },
    async (request) => ({
      user: await service.update(companyIdOf(request), request.params.id, request.body),
      message: USER_MESSAGES.updated,
    }),
  );

  api.delete(
    '/api/users/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Eliminar usuario de autogestión',
        security,
        params: ZUserIdParams,
        response: { 200: ZUserDeleted, ...errors },
      },
    },
    async (request) => {
      await service.remove(companyIdOf(request), request.params.id);
      return { message: USER_MESSAGES.deleted };
    },
  );
}
