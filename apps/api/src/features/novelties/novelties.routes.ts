import { ZApiError } from '@quincena/contracts';
import {
  NOVELTY_ENDPOINTS as E,
  NOVELTY_MESSAGES as M,
  ZAbsenceEndDateQuery,
  ZAbsenceExtensionList,
  ZAbsenceExtensionsQuery,
  ZAbsencePage,
  ZAbsenceRequest,
  ZAbsenceSaved,
  ZContingencyList,
  ZCreateOvertimeRequest,
  ZDiagnosisList,
  ZDiagnosisQuery,
  ZEndDate,
  ZFixedOptions,
  ZFixedOptionsQuery,
  ZFixedPage,
  ZFixedRequest,
  ZFixedSaved,
  ZNoveltyContractOptions,
  ZNoveltyDeleted,
  ZNoveltyIdParams,
  ZNoveltyListQuery,
  ZOvertimeConcepts,
  ZOvertimePage,
  ZOvertimeSaved,
  ZReportedPage,
  ZReportedRequest,
  ZReportedSaved,
  ZRetirementPage,
  ZRetirementReasons,
  ZRetirementRequest,
  ZRetirementSaved,
  ZStartDateCheck,
  ZUpdateOvertimeRequest,
  ZVacationEndDateQuery,
  ZVacationPage,
  ZVacationRequest,
  ZVacationSaved,
  ZVacationStartDateQuery,
} from '@quincena/contracts/novelties';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { contingencyList } from './contingencies.ts';
import { searchDiagnoses } from './diagnoses.ts';
import type { NoveltiesServices } from './novelties.compose.ts';
import { registerNoveltyReportRoutes } from './novelty-reports.routes.ts';
import { overtimeConcepts } from './overtime.service.ts';

const tags = ['novelties'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const adminOnly = requireRole('ADMIN');
const userIdOf = (request: Parameters<typeof authOf>[0]) => authOf(request).userId;

/**
 * The novelty screens (spec 02 §2–§9): ADMIN only; the company comes from the session, so another company's
 * novelty id answers 404 and another company's contract or calendar in a body answers 400.
 */
export function registerNoveltiesRoutes(app: FastifyInstance, services: NoveltiesServices): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { overtime, reported, fixed, vacations, absences, retirements } = services;
  const options = <Schema extends object>(summary: string, schema: Schema) => ({
    preHandler: adminOnly,
    schema: { tags, summary, security, ...schema },
  });

  api.get(
    E.contracts,
    options('Contratos para las novedades', { response: { 200: ZNoveltyContractOptions, ...errors } }),
    async (request) => ({ contracts: await services.contractOptions(companyIdOf(request)) }),
  );

  // Overtime and surcharges (Horas extra y recargos).
  api.get(
    E.overtimeConcepts,
    options('Conceptos de horas extra y recargos', { response: { 200: ZOvertimeConcepts, ...errors } }),
    async () => ({ concepts: overtimeConcepts() }),
  );
  api.get(
    E.overtime,
    options('Horas extra y recargos', {
      querystring: ZNoveltyListQuery,
      response: { 200: ZOvertimePage, ...errors },
    }),
    async (request) => overtime.list(companyIdOf(request), request.query),
  );
  api.post(
    E.overtime,
    options('Agregar horas extra', {
      body: ZCreateOvertimeRequest,
      response: { 201: ZOvertimeSaved, ...errors },
    }),
    async (request, reply) =>
      reply.code(201).send({
        message: M.overtimeCreated,
        row: await overtime.create(companyIdOf(request), userIdOf(request), request.body),
      }),
  );
  api.put(
    `${E.overtime}/:id`,
    options('Actualizar horas extra', {
      params: ZNoveltyIdParams,
      body: ZUpdateOvertimeRequest,
      response: { 200: ZOvertimeSaved, ...errors },
    }),
    async (request) => ({
      message: M.overtimeUpdated,
      row: await overtime.update(companyIdOf(request), userIdOf(request), request.params.id, request.body),
    }),
  );
  api.delete(
    `${E.overtime}/:id`,
    options('Eliminar horas extra', {
      params: ZNoveltyIdParams,
      response: { 200: ZNoveltyDeleted, ...errors },
    }),
    async (request) => {
      await overtime.remove(companyIdOf(request), request.params.id, userIdOf(request));
      return { message: M.overtimeDeleted };
    },
  );

  // Reported items (Reportados).
  api.get(
    E.reported,
    options('Novedades reportadas', {
      querystring: ZNoveltyListQuery,
      response: { 200: ZReportedPage, ...errors },
    }),
    async (request) => reported.list(companyIdOf(request), request.query),
  );
  api.post(
    E.reported,
    options('Agregar novedad reportada', {
      body: ZReportedRequest,
      response: { 201: ZReportedSaved, ...errors },
    }),
    async (request, reply) =>
      reply.code(201).send({
        message: M.reportedCreated,
        row: await reported.create(companyIdOf(request), userIdOf(request), request.body),
      }),
  );
  api.put(
    `${E.reported}/:id`,
    options('Actualizar novedad reportada', {
      params: ZNoveltyIdParams,
      body: ZReportedRequest,
      response: { 200: ZReportedSaved, ...errors },
    }),
    async (request) => ({
      message: M.reportedUpdated,
      row: await reported.update(companyIdOf(request), userIdOf(request), request.params.id, request.body),
    }),
  );
  api.delete(
    `${E.reported}/:id`,
    options('Eliminar novedad reportada', {
      params: ZNoveltyIdParams,
      response: { 200: ZNoveltyDeleted, ...errors },
    }),
    async (request) => {
      await reported.remove(companyIdOf(request), request.params.id, userIdOf(request));
      return { message: M.reportedDeleted };
    },
  );

  // Fixed items (Novedades fijas).
  api.get(
    E.fixedOptions,
    options('Listas del formulario de novedades fijas', {
      querystring: ZFixedOptionsQuery,
      response: { 200: ZFixedOptions, ...errors },
    }),
    async (request) => fixed.options(companyIdOf(request), request.query),
  );
  api.get(
    E.fixed,
    options('Novedades fijas', { querystring: ZNoveltyListQuery, response: { 200: ZFixedPage, ...errors } }),
    async (request) => fixed.list(companyIdOf(request), request.query),
  );
  api.post(
    E.fixed,
    options('Agregar novedad fija', { body: ZFixedRequest, response: { 201: ZFixedSaved, ...errors } }),
    async (request, reply) =>
      reply.code(201).send({
        message: M.fixedCreated,
        row: await fixed.create(companyIdOf(request), userIdOf(request), request.body),
      }),
  );
  api.put(
    `${E.fixed}/:id`,
    options('Actualizar novedad fija', {
      params: ZNoveltyIdParams,
      body: ZFixedRequest,
      response: { 200: ZFixedSaved, ...errors },
    }),
    async (request) => ({
      message: M.fixedUpdated,
      row: await fixed.update(companyIdOf(request), userIdOf(request), request.params.id, request.body),
    }),
  );
  api.delete(
    `${E.fixed}/:id`,
    options('Eliminar novedad fija', {
      params: ZNoveltyIdParams,
      response: { 200: ZNoveltyDeleted, ...errors },
    }),
    async (request) => {
      await fixed.remove(companyIdOf(request), request.params.id, userIdOf(request));
      return { message: M.fixedDeleted };
    },
  );

  // Vacations (Vacaciones).
  api.get(
    E.vacationEndDate,
    options('Fecha fin de vacaciones', {
      querystring: ZVacationEndDateQuery,
      response: { 200: ZEndDate, ...errors },
    }),
    async (request) => ({
      endDate: await vacations.endDate(
        companyIdOf(request),
        request.query.contractId,
        request.query.startDate,
        request.query.days,
      ),
    }),
  );
  api.get(
    E.vacationStartDate,
    options('Validar fecha de inicio de vacaciones', {
      querystring: ZVacationStartDateQuery,
      response: { 200: ZStartDateCheck, ...errors },
    }),
    async (request) => {
      const { contractId, startDate, excludeId } = request.query;
      await vacations.checkStartDate(companyIdOf(request), contractId, startDate, excludeId);
      return { valid: true as const, message: M.vacationStartValid };
    },
  );
  api.get(
    E.vacations,
    options('Vacaciones', { querystring: ZNoveltyListQuery, response: { 200: ZVacationPage, ...errors } }),
    async (request) => vacations.list(companyIdOf(request), request.query),
  );
  api.post(
    E.vacations,
    options('Agregar vacaciones', { body: ZVacationRequest, response: { 201: ZVacationSaved, ...errors } }),
    async (request, reply) =>
      reply.code(201).send({
        message: M.vacationCreated,
        row: await vacations.create(companyIdOf(request), userIdOf(request), request.body),
      }),
  );
  api.put(
    `${E.vacations}/:id`,
    options('Actualizar vacaciones', {
      params: ZNoveltyIdParams,
      body: ZVacationRequest,
      response: { 200: ZVacationSaved, ...errors },
    }),
    async (request) => ({
      message: M.vacationUpdated,
      row: await vacations.update(companyIdOf(request), userIdOf(request), request.params.id, request.body),
    }),
  );
  api.delete(
    `${E.vacations}/:id`,
    options('Eliminar vacaciones', {
      params: ZNoveltyIdParams,
      response: { 200: ZNoveltyDeleted, ...errors },
    }),
    async (request) => {
      await vacations.remove(companyIdOf(request), request.params.id, userIdOf(request));
      return { message: M.vacationDeleted };
    },
  );

  // Absences and licences (Ausentismos y licencias).
  api.get(
    E.contingencies,
    options('Contingencias de ausentismo', { response: { 200: ZContingencyList, ...errors } }),
    async () => ({ contingencies: contingencyList() }),
  );
  api.get(
    E.diagnoses,
    options('Diagnósticos CIE-10', {
      querystring: ZDiagnosisQuery,
      response: { 200: ZDiagnosisList, ...errors },
    }),
    async (request) => ({ diagnoses: searchDiagnoses(request.query.search, request.query.limit) }),
  );
  api.get(
    E.absenceEndDate,
    options('Fecha fin del ausentismo', {
      querystring: ZAbsenceEndDateQuery,
      response: { 200: ZEndDate, ...errors },
    }),
    async (request) => ({
      endDate: await absences.endDate(
        companyIdOf(request),
        request.query.contractId,
        request.query.startDate,
        request.query.days,
        request.query.contingencyCode,
      ),
    }),
  );
  api.get(
    E.absenceExtensions,
    options('Ausentismos que se pueden prorrogar', {
      querystring: ZAbsenceExtensionsQuery,
      response: { 200: ZAbsenceExtensionList, ...errors },
    }),
    async (request) => ({
      extensions: await absences.extensions(
        companyIdOf(request),
        request.query.contractId,
        request.query.contingencyCode,
        request.query.excludeId,
      ),
    }),
  );
  api.get(
    E.absences,
    options('Ausentismos y licencias', {
      querystring: ZNoveltyListQuery,
      response: { 200: ZAbsencePage, ...errors },
    }),
    async (request) => absences.list(companyIdOf(request), request.query),
  );
  api.post(
    E.absences,
    options('Agregar ausentismo', { body: ZAbsenceRequest, response: { 201: ZAbsenceSaved, ...errors } }),
    async (request, reply) =>
      reply.code(201).send({
        message: M.absenceCreated,
        row: await absences.create(companyIdOf(request), userIdOf(request), request.body),
      }),
  );
  api.put(
    `${E.absences}/:id`,
    options('Actualizar ausentismo', {
      params: ZNoveltyIdParams,
      body: ZAbsenceRequest,
      response: { 200: ZAbsenceSaved, ...errors },
    }),
    async (request) => ({
      message: M.absenceUpdated,
      row: await absences.update(companyIdOf(request), userIdOf(request), request.params.id, request.body),
    }),
  );
  api.delete(
    `${E.absences}/:id`,
    options('Eliminar ausentismo', {
      params: ZNoveltyIdParams,
      response: { 200: ZNoveltyDeleted, ...errors },
    }),
    async (request) => {
      await absences.remove(companyIdOf(request), request.params.id, userIdOf(request));
      return { message: M.absenceDeleted };
    },
  );

  // Retirements (Novedades de retiros).
  api.get(
    E.retirementReasons,
    options('Motivos de retiro', { response: { 200: ZRetirementReasons, ...errors } }),
    async () => ({ reasons: retirements.reasons() }),
  );
  api.get(
    E.retirements,
    options('Novedades de retiros', {
      querystring: ZNoveltyListQuery,
      response: { 200: ZRetirementPage, ...errors },
    }),
    async (request) => retirements.list(companyIdOf(request), request.query),
  );
  api.post(
    E.retirements,
    options('Agregar retiro', { body: ZRetirementRequest, response: { 201: ZRetirementSaved, ...errors } }),
    async (request, reply) =>
      reply.code(201).send({
        message: M.retirementCreated,
        row: await retirements.create(companyIdOf(request), userIdOf(request), request.body),
      }),
  );
  api.put(
    `${E.retirements}/:id`,
    options('Actualizar retiro', {
      params: ZNoveltyIdParams,
      body: ZRetirementRequest,
      response: { 200: ZRetirementSaved, ...errors },
    }),
    async (request) => ({
      message: M.retirementUpdated,
      row: await retirements.update(companyIdOf(request), userIdOf(request), request.params.id, request.body),
    }),
  );
  api.delete(
    `${E.retirements}/:id`,
    options('Eliminar retiro', { params: ZNoveltyIdParams, response: { 200: ZNoveltyDeleted, ...errors } }),
    async (request) => {
      await retirements.remove(companyIdOf(request), request.params.id, userIdOf(request));
      return { message: M.retirementDeleted };
    },
  );

  registerNoveltyReportRoutes(app, services.reports);
}
