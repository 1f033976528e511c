import { ZApiError } from '@quincena/contracts';
import {
  PHOTO_MAX_BASE64,
  ZContract,
  ZContractFormOptions,
  ZContractIdParams,
  ZContractSaved,
  ZCreateContractInput,
  ZEmployeeList,
  ZEmployeeListQuery,
  ZPerson,
  ZPersonIdParams,
  ZPersonInput,
  ZPersonLookupQuery,
  ZPhoto,
  ZPhotoUpload,
  ZSalaryInput,
  ZSalarySaved,
  ZUpdateContractInput,
} from '@quincena/contracts/employees';
import { ZReportDefinition, ZReportRequest, ZReportResult } from '@quincena/contracts/reports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import type { Actor, EmployeesService } from './employees.service.ts';
import { headCountDefinition } from './head-count.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const security = [{ bearerAuth: [] }];
const empty = z.null().describe('Sin contenido');

function actorOf(request: FastifyRequest): Actor {
  const auth = authOf(request);
  return {
    userId: auth.userId,
    role: auth.role,
    employeeNumberId: auth.employeeNumberId,
    personId: auth.personId,
  };
}

/**
 * Employees, persons and contracts (spec 01 §2.6, §2.13, §2.14, §7). Thin: schema, roles, the
 * company from the session, one service call. A CLIENT reaches only its own person.
 */
export function registerEmployeesRoutes(app: FastifyInstance, service: EmployeesService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireRole('ADMIN');
  const adminOrOwner = requireRole(['ADMIN', 'CLIENT']);

  api.get(
    '/api/employees',
    {
      preHandler: admin,
      schema: {
        tags: ['employees'],
        security,
        summary: 'Empleados (contratos), paginados en el servidor',
        querystring: ZEmployeeListQuery,
        response: { 200: ZEmployeeList, ...errors },
      },
    },
    async (request) => service.listEmployees(companyIdOf(request), request.query),
  );

  api.get(
    '/api/employees/head-count/definition',
    {
      preHandler: admin,
      schema: {
        tags: ['employees'],
        security,
        summary: 'Parámetros del reporte head count',
        response: { 200: ZReportDefinition, ...errors },
      },
    },
    async () => ZReportDefinition.parse(headCountDefinition()),
  );

  api.post(
    '/api/employees/head-count',
    {
      preHandler: admin,
      schema: {
        tags: ['employees'],
        security,
        summary: 'Generar el reporte head count',
        body: ZReportRequest,
        response: { 200: ZReportResult, ...errors },
      },
    },
    async (request) => service.headCount(companyIdOf(request), request.body),
  );

  api.post(
    '/api/persons',
    {
      preHandler: admin,
      schema: {
        tags: ['employees'],
        security,
        summary: 'Crear persona',
        body: ZPersonInput,
        response: { 201: ZPerson, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createPerson(companyIdOf(request), request.body)),
  );

  api.get(
    '/api/persons/by-document',
    {
      preHandler: adminOrOwner,
      schema: {
        tags: ['employees'],
        security,
        summary: 'Buscar persona por documento',
        querystring: ZPersonLookupQuery,
        response: { 200: ZPerson, ...errors },
      },
    },
    async (request) =>
      service.findPersonByDocument(
        companyIdOf(request),
        request.query.documentType,
        request.query.documentNumber,
        actorOf(request),
      ),
  );

  api.get(
    '/api/persons/:id',
    {
      preHandler: adminOrOwner,
      schema: {
        tags: ['employees'],
        security,
        summary: 'Persona',
        params: ZPersonIdParams,
        response: { 200: ZPerson, ...errors },
      },
    },
    async (request) => service.getPerson(companyIdOf(request), request.params.id, actorOf(request)),
  );

  api.put(
    '/api/persons/:id',
    {
      preHandler: adminOrOwner,
      schema: {
        tags: ['employees'],
        security,
        summary: 'Actualizar persona',
        params: ZPersonIdParams,
        body: ZPersonInput,
        response: { 200: ZPerson, ...errors },
      },
    },
    async (request) =>
      service.updatePerson(companyIdOf(request), request.params.id, request.body, actorOf(request)),
  );

  api.get(
    '/api/contracts/form-options',
    {
      preHandler: admin,
      schema: {
        tags: ['employees'],
        security,
        summary: 'Cargos y centros de costo para el contrato',
        response: { 200: ZContractFormOptions, ...errors },
      },
    },
    async (request) => service.formOptions(companyIdOf(request)),
  );

  api.post(
    '/api/contracts',
    {
      preHandler: admin,
      schema: {
        tags: ['employees'],
        security,
        summary: 'Crear contrato',
        body: ZCreateContractInput,
        response: { 201: ZContractSaved, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.createContract(companyIdOf(request), request.body, actorOf(request))),
  );

  api.get(
    '/api/contracts/:id',
    {
      preHandler: admin,
      schema: {
        tags: ['employees'],
        security,
        summary: 'Contrato',
        params: ZContractIdParams,
        response: { 200: ZContract, ...errors },
      },
    },
    async (request) => service.getContract(companyIdOf(request), request.params.id),
  );

  api.put(
    '/api/contracts/:id',
    {
      preHandler: admin,
      schema: {
        tags: ['employees'],
        security,
        summary: 'Actualizar contrato',
        params: ZContractIdParams,
        body: ZUpdateContractInput,
        response: { 200: ZContractSaved, ...errors },
      },
    },
    async (request) =>
      service.updateContract(companyIdOf(request), request.params.id, request.body, actorOf(request)),
  );

  api.put(
    '/api/contracts/:id/salary',
    {
      preHandler: admin,
      schema: {
        tags: ['employees'],
        security,
        summary: 'Cambiar salario (nueva fila fechada)',
        params: ZContractIdParams,
        body: ZSalaryInput,
        response: { 200: ZSalarySaved, ...errors },
      },
    },
    async (request) =>
      // The salary dialog may date a raise back into accumulated periods and is told which (decision 0342).
      service.changeSalary(companyIdOf(request), request.params.id, request.body, actorOf(request), {
        retroactive: true,
      }),
  );

  api.put(
    '/api/contracts/:id/photo',
    {
      preHandler: admin,
      // A 1,000,000-byte photo is 1,333,336 characters of base64, above the default body limit.
      bodyLimit: PHOTO_MAX_BASE64 + 64 * 1024,
      schema: {
        tags: ['employees'],
        security,
        summary: 'Cargar foto del empleado',
        params: ZContractIdParams,
        body: ZPhotoUpload,
        response: { 204: empty, ...errors },
      },
    },
    async (request, reply) => {
      await service.setPhoto(
        companyIdOf(request),
        request.params.id,
        Buffer.from(request.body.contentBase64, 'base64'),
      );
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/contracts/:id/photo',
    {
      preHandler: admin,
      schema: {
        tags: ['employees'],
        security,
        summary: 'Foto del empleado',
        params: ZContractIdParams,
        response: { 200: ZPhoto, ...errors },
      },
    },
    async (request) => service.getPhoto(companyIdOf(request), request.params.id),
  );
}
