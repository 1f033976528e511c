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
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { contingencyList } from './contingencies.ts';
import { searchDiagnoses } from './diagnoses.ts';
import type { NoveltiesServices } from './novelties.compose.ts';
import { registerNoveltyReportRoutes } from './novelty-reports.routes.ts';
import { errors, registerNoveltyCrud, routeOptions } from './novelty-routes.ts';
import { overtimeConcepts } from './overtime.service.ts';

/** Every novelty screen is the company administrator's (spec 02 §1). */
const roles = 'ADMIN';

/**
 * The novelty screens (spec 02 §2–§9): ADMIN only; the company comes from the session, so another company's
 * novelty id answers 404 and another company's contract or calendar in a body answers 400.
 */
export function registerNoveltiesRoutes(app: FastifyInstance, services: NoveltiesServices): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { overtime, reported, fixed, vacations, absences, retirements } = services;
  const options = routeOptions(roles);

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
  registerNoveltyCrud(app, {
    path: E.overtime,
    roles,
    summaries: [
      'Horas extra y recargos',
      'Agregar horas extra',
      'Actualizar horas extra',
      'Eliminar horas extra',
    ],
    messages: [M.overtimeCreated, M.overtimeUpdated, M.overtimeDeleted],
    schemas: {
      page: ZOvertimePage,
      create: ZCreateOvertimeRequest,
      update: ZUpdateOvertimeRequest,
      saved: ZOvertimeSaved,
    },
    service: overtime,
    retroactive: true,
  });

  // Reported items (Reportados).
  registerNoveltyCrud(app, {
    path: E.reported,
    roles,
    summaries: [
      'Novedades reportadas',
      'Agregar novedad reportada',
      'Actualizar novedad reportada',
      'Eliminar novedad reportada',
    ],
    messages: [M.reportedCreated, M.reportedUpdated, M.reportedDeleted],
    schemas: {
      page: ZReportedPage,
      create: ZReportedRequest,
      update: ZReportedRequest,
      saved: ZReportedSaved,
    },
    service: reported,
    retroactive: true,
  });

  // Fixed items (Novedades fijas).
  api.get(
    E.fixedOptions,
    options('Listas del formulario de novedades fijas', {
      querystring: ZFixedOptionsQuery,
      response: { 200: ZFixedOptions, ...errors },
    }),
    async (request) => fixed.options(companyIdOf(request), request.query),
  );
  registerNoveltyCrud(app, {
    path: E.fixed,
    roles,
    summaries: [
      'Novedades fijas',
      'Agregar novedad fija',
      'Actualizar novedad fija',
      'Eliminar novedad fija',
    ],
    messages: [M.fixedCreated, M.fixedUpdated, M.fixedDeleted],
    schemas: { page: ZFixedPage, create: ZFixedRequest, update: ZFixedRequest, saved: ZFixedSaved },
    service: fixed,
  });

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
  registerNoveltyCrud(app, {
    path: E.vacations,
    roles,
    summaries: ['Vacaciones', 'Agregar vacaciones', 'Actualizar vacaciones', 'Eliminar vacaciones'],
    messages: [M.vacationCreated, M.vacationUpdated, M.vacationDeleted],
    schemas: {
      page: ZVacationPage,
      create: ZVacationRequest,
      update: ZVacationRequest,
      saved: ZVacationSaved,
    },
    service: vacations,
  });

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
  registerNoveltyCrud(app, {
    path: E.absences,
    roles,
    summaries: [
      'Ausentismos y licencias',
      'Agregar ausentismo',
      'Actualizar ausentismo',
      'Eliminar ausentismo',
    ],
    messages: [M.absenceCreated, M.absenceUpdated, M.absenceDeleted],
    schemas: { page: ZAbsencePage, create: ZAbsenceRequest, update: ZAbsenceRequest, saved: ZAbsenceSaved },
    service: absences,
  });

  // Retirements (Novedades de retiros).
  api.get(
    E.retirementReasons,
    options('Motivos de retiro', { response: { 200: ZRetirementReasons, ...errors } }),
    async () => ({ reasons: retirements.reasons() }),
  );
  registerNoveltyCrud(app, {
    path: E.retirements,
    roles,
    summaries: ['Novedades de retiros', 'Agregar retiro', 'Actualizar retiro', 'Eliminar retiro'],
    messages: [M.retirementCreated, M.retirementUpdated, M.retirementDeleted],
    schemas: {
      page: ZRetirementPage,
      create: ZRetirementRequest,
      update: ZRetirementRequest,
      saved: ZRetirementSaved,
    },
    service: retirements,
  });

  registerNoveltyReportRoutes(app, services.reports);
}
