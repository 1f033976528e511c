import {
  PHOTO_MAX_BASE64,
  ZContract,
  ZContractFormOptions,
  ZContractIdParams,
  ZContractSaved,
  ZContractUpdated,
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
import { ZReportDefinition } from '@quincena/contracts/reports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import { registerReportRoutes } from '../../platform/reports/report-routes.ts';
import type { Actor, EmployeesService } from './employees.service.ts';
import { headCountDefinition } from './head-count.ts';

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
  const adminRoute = routeOptions('employees', admin);
  const adminOrOwnerRoute = routeOptions('employees', adminOrOwner);

  api.get(
    '/api/employees',
    adminRoute('Empleados (contratos), paginados en el servidor', {
      querystring: ZEmployeeListQuery,
      response: { 200: ZEmployeeList },
    }),
    async (request) => service.listEmployees(companyIdOf(request), request.query),
  );

  registerReportRoutes(
    app,
    adminRoute,
    {
      definitionPath: '/api/employees/head-count/definition',
      path: '/api/employees/head-count',
      summaries: ['Parámetros del reporte head count', 'Generar el reporte head count'],
    },
    {
      definition: () => ZReportDefinition.parse(headCountDefinition()),
      generate: (companyId, request) => service.headCount(companyId, request),
    },
  );

  api.post(
    '/api/persons',
    adminRoute('Crear persona', { body: ZPersonInput, response: { 201: ZPerson } }),
    async (request, reply) =>
      reply.code(201).send(await service.createPerson(companyIdOf(request), request.body)),
  );

  api.get(
    '/api/persons/by-document',
    adminOrOwnerRoute('Buscar persona por documento', {
      querystring: ZPersonLookupQuery,
      response: { 200: ZPerson },
    }),
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
    adminOrOwnerRoute('Persona', { params: ZPersonIdParams, response: { 200: ZPerson } }),
    async (request) => service.getPerson(companyIdOf(request), request.params.id, actorOf(request)),
  );

  api.put(
    '/api/persons/:id',
    adminOrOwnerRoute('Actualizar persona', {
      params: ZPersonIdParams,
      body: ZPersonInput,
      response: { 200: ZPerson },
    }),
    async (request) =>
      service.updatePerson(companyIdOf(request), request.params.id, request.body, actorOf(request)),
  );

  api.get(
    '/api/contracts/form-options',
    adminRoute('Cargos y centros de costo para el contrato', { response: { 200: ZContractFormOptions } }),
    async (request) => service.formOptions(companyIdOf(request)),
  );

  api.post(
    '/api/contracts',
    adminRoute('Crear contrato', { body: ZCreateContractInput, response: { 201: ZContractSaved } }),
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.createContract(companyIdOf(request), request.body, actorOf(request))),
  );

  api.get(
    '/api/contracts/:id',
    adminRoute('Contrato', { params: ZContractIdParams, response: { 200: ZContract } }),
    async (request) => service.getContract(companyIdOf(request), request.params.id),
  );

  api.put(
    '/api/contracts/:id',
    adminRoute('Actualizar contrato', {
      params: ZContractIdParams,
      body: ZUpdateContractInput,
      response: { 200: ZContractUpdated },
    }),
    async (request) =>
      service.updateContract(companyIdOf(request), request.params.id, request.body, actorOf(request)),
  );

  api.put(
    '/api/contracts/:id/salary',
    adminRoute('Cambiar salario (nueva fila fechada)', {
      params: ZContractIdParams,
      body: ZSalaryInput,
      response: { 200: ZSalarySaved },
    }),
    async (request) =>
      // The salary dialog may date a raise back into accumulated periods and is told which (decision 0342).
      service.changeSalary(companyIdOf(request), request.params.id, request.body, actorOf(request), {
        retroactive: true,
      }),
  );

  api.put(
    '/api/contracts/:id/photo',
    {
      ...adminRoute('Cargar foto del empleado', {
        params: ZContractIdParams,
        body: ZPhotoUpload,
        response: { 204: empty },
      }),
      // A 1,000,000-byte photo is 1,333,336 characters of base64, above the default body limit.
      bodyLimit: PHOTO_MAX_BASE64 + 64 * 1024,
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
    adminRoute('Foto del empleado', { params: ZContractIdParams, response: { 200: ZPhoto } }),
    async (request) => service.getPhoto(companyIdOf(request), request.params.id),
  );
}
