import { ERROR_CODES } from '@quincena/contracts';
import type { TReportDefinitionInput, TReportRequest, TReportResult } from '@quincena/contracts/reports';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  companyPayrollConcepts,
  contracts,
  noveltyAbsences,
  noveltyOvertime,
  noveltyReported,
  noveltyVacations,
  payCalendars,
  persons,
} from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import { type SheetColumn, sheetOf } from '../../platform/reports/sheet.ts';
import { ofCompany } from '../../platform/sql/company-scope.ts';
import { personFullNameSql } from '../../platform/sql/person-name.ts';
import { findContingency } from './contingencies.ts';
import { findDiagnosis } from './diagnoses.ts';
import {
  calendarJoin,
  catalogConceptName,
  companyConceptJoin,
  conceptNameSql,
  contractJoin,
  personJoin,
} from './novelty-columns.ts';

/** The history reports of the novelty screens (spec 02 §2 "Reporte histórico", §7, §8). */
export type NoveltyReportKind = 'overtime' | 'reported' | 'vacations' | 'absences';

export const NOVELTY_REPORT_TAGS = {
  from: 'fechaDesde',
  to: 'fechaHasta',
  document: 'identificacion',
} as const;

const SHEET_NAMES: Record<NoveltyReportKind, string> = {
  overtime: 'Horas extra',
  reported: 'Novedades reportadas',
  vacations: 'Vacaciones',
  absences: 'Ausentismos',
};

const MESSAGES = {
  fromRequired: 'Seleccione la fecha desde',
  toRequired: 'Seleccione la fecha hasta',
  dateInvalid: 'Fecha inválida (aaaa-mm-dd)',
  toBeforeFrom: 'La fecha hasta no puede ser anterior a la fecha desde',
} as const;

/** A date range and optionally one employee by identification, for every history report. */
export function noveltyReportDefinition(kind: NoveltyReportKind): TReportDefinitionInput {
  return {
    sheets: [{ position: 1, name: SHEET_NAMES[kind] }],
    parameters: [
      {
        tag: NOVELTY_REPORT_TAGS.from,
        label: 'Fecha desde',
        type: 'DATE',
        required: true,
        sheetPositions: [1],
      },
      {
        tag: NOVELTY_REPORT_TAGS.to,
        label: 'Fecha hasta',
        type: 'DATE',
        required: true,
        sheetPositions: [1],
      },
      {
        tag: NOVELTY_REPORT_TAGS.document,
        label: 'Identificación del empleado',
        type: 'TEXT',
        required: false,
        sheetPositions: [1],
      },
    ],
  };
}

const isDate = (text: string | null): text is string => text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text);

function readParameters(request: TReportRequest) {
  const values = new Map<string, string | null>();
  for (const sheet of request.reports) {
    for (const parameter of sheet.parameters)
      if (!values.has(parameter.tag)) values.set(parameter.tag, parameter.value);
  }
  const from = values.get(NOVELTY_REPORT_TAGS.from) ?? null;
  const to = values.get(NOVELTY_REPORT_TAGS.to) ?? null;
  const invalid = (field: string, message: string) =>
    badRequest(ERROR_CODES.validation, message, { [field]: message });
  if (!from) throw invalid(NOVELTY_REPORT_TAGS.from, MESSAGES.fromRequired);
  if (!to) throw invalid(NOVELTY_REPORT_TAGS.to, MESSAGES.toRequired);
  if (!isDate(from)) throw invalid(NOVELTY_REPORT_TAGS.from, MESSAGES.dateInvalid);
  if (!isDate(to)) throw invalid(NOVELTY_REPORT_TAGS.to, MESSAGES.dateInvalid);
  if (to < from) throw invalid(NOVELTY_REPORT_TAGS.to, MESSAGES.toBeforeFrom);
  const document = values.get(NOVELTY_REPORT_TAGS.document)?.trim() || null;
  return { from, to, document: document === 'NULL' ? null : document };
}

const extended = alias(noveltyAbsences, 'extended');

type EmployeeRow = { contractId: number; documentNumber: string; employeeName: string };

type NoveltyTable =
  | typeof noveltyOvertime
  | typeof noveltyReported
  | typeof noveltyVacations
  | typeof noveltyAbsences;

/** What every history report reads by: the kind, the company, the date range and optionally one employee. */
interface HistoryScope {
  kind: NoveltyReportKind;
  companyId: number;
  from: string;
  to: string;
  document: string | null;
}

/** The employee's contract, identification and name, and the calendar, that every history shows. */
const employeeColumnsOf = <C extends NoveltyTable['contractId']>(contractId: C) => ({
  contractId,
  documentNumber: persons.documentNumber,
  employeeName: personFullNameSql,
  calendar: payCalendars.detail,
});

type HistoryQuery = PgSelect & { readonly _: { readonly result: EmployeeRow[] } };
type RowOf<Q extends HistoryQuery> = Q['_']['result'][number];

/**
 * One history sheet: the kind's rows joined to their contract, person and calendar, the company's
 * only (optionally one employee's), whose days from `start` to `end` meet the range, in order of
 * their start, under the employee's columns and then the kind's own.
 */
async function historySheet<Q extends HistoryQuery>(
  scope: HistoryScope,
  query: Q,
  t: NoveltyTable,
  start: AnyPgColumn | SQL,
  end: AnyPgColumn | SQL,
  columns: SheetColumn<RowOf<Q>>[],
): Promise<TReportResult> {
  // A partial select: the joins add no column, so the rows are the query's.
  const rows = (await query
    .innerJoin(contracts, contractJoin(t.companyId, t.contractId))
    .innerJoin(persons, personJoin)
    .innerJoin(payCalendars, calendarJoin(t.companyId, t.calendarId))
    .where(
      ofCompany(
        t.companyId,
        scope.companyId,
        sql`${start} <= ${scope.to}`,
        sql`${end} >= ${scope.from}`,
        scope.document ? eq(persons.documentNumber, scope.document) : undefined,
      ),
    )
    .orderBy(asc(start), asc(t.id))) as RowOf<Q>[];
  const employee: SheetColumn<EmployeeRow>[] = [
    ['Contrato', 'number', (row) => row.contractId],
    ['Identificación', 'text', (row) => row.documentNumber],
    ['Nombre', 'text', (row) => row.employeeName],
  ];
  return { sheets: [sheetOf<RowOf<Q>>(SHEET_NAMES[scope.kind], [...employee, ...columns], rows)] };
}

export function createNoveltyReports({ db }: { db: Database }) {
  return {
    definition: noveltyReportDefinition,

    async generate(
      companyId: number,
      kind: NoveltyReportKind,
      request: TReportRequest,
    ): Promise<TReportResult> {
      const scope = { kind, companyId, ...readParameters(request) };
      if (kind === 'overtime') {
        const t = noveltyOvertime;
        const query = db
          .select({
            ...employeeColumnsOf(t.contractId),
            conceptCode: t.conceptCode,
            conceptName: catalogConceptName(t.conceptCode),
            hours: t.hours,
            date: t.noveltyDate,
          })
          .from(t)
          .$dynamic();
        return historySheet(scope, query, t, t.noveltyDate, t.noveltyDate, [
          ['Código concepto', 'text', (row) => row.conceptCode],
          ['Concepto', 'text', (row) => row.conceptName ?? row.conceptCode],
          ['Horas', 'number', (row) => Number(row.hours)],
          ['Fecha', 'date', (row) => row.date],
          ['Calendario', 'text', (row) => row.calendar],
        ]);
      }
      if (kind === 'reported') {
        const t = noveltyReported;
        const query = db
          .select({
            ...employeeColumnsOf(t.contractId),
            conceptCode: t.conceptCode,
            conceptName: conceptNameSql(t.conceptCode),
            value: t.value,
            periodStart: payCalendars.periodStart,
            periodEnd: payCalendars.periodEnd,
            observations: t.observations,
          })
          .from(t)
          .leftJoin(companyPayrollConcepts, companyConceptJoin(t.companyId, t.conceptCode))
          .$dynamic();
        return historySheet(scope, query, t, payCalendars.periodStart, payCalendars.periodEnd, [
          ['Código concepto', 'text', (row) => row.conceptCode],
          ['Concepto', 'text', (row) => row.conceptName],
          ['Valor', 'money', (row) => Number(row.value)],
          ['Calendario', 'text', (row) => row.calendar],
          ['Inicio período', 'date', (row) => row.periodStart],
          ['Fin período', 'date', (row) => row.periodEnd],
          ['Observaciones', 'text', (row) => row.observations],
        ]);
      }
      if (kind === 'vacations') {
        const t = noveltyVacations;
        const query = db
          .select({
            ...employeeColumnsOf(t.contractId),
            startDate: t.startDate,
            endDate: t.endDate,
            daysInTime: t.daysInTime,
            daysInMoney: t.daysInMoney,
          })
          .from(t)
          .$dynamic();
        // Days in money only have the calendar's period.
        const start = sql`coalesce(${t.startDate}, ${payCalendars.periodStart})`;
        const end = sql`coalesce(${t.endDate}, ${payCalendars.periodEnd})`;
        return historySheet(scope, query, t, start, end, [
          ['Fecha inicio', 'date', (row) => row.startDate],
          ['Fecha fin', 'date', (row) => row.endDate],
          ['Días tiempo', 'number', (row) => row.daysInTime],
          ['Días dinero', 'number', (row) => Number(row.daysInMoney)],
          ['Calendario', 'text', (row) => row.calendar],
        ]);
      }
      const t = noveltyAbsences;
      const query = db
        .select({
          ...employeeColumnsOf(t.contractId),
          contingencyCode: t.contingencyCode,
          startDate: t.startDate,
          endDate: t.endDate,
          days: t.days,
          extendedStart: extended.startDate,
          diagnosisCode: t.diagnosisCode,
          observations: t.observations,
        })
        .from(t)
        .leftJoin(extended, and(eq(extended.companyId, t.companyId), eq(extended.id, t.extensionOfId)))
        .$dynamic();
      return historySheet(scope, query, t, t.startDate, t.endDate, [
        ['Código contingencia', 'text', (row) => row.contingencyCode],
        ['Contingencia', 'text', (row) => findContingency(row.contingencyCode)?.name ?? row.contingencyCode],
        ['Novedad PILA', 'text', (row) => findContingency(row.contingencyCode)?.pilaNovelty ?? null],
        ['Fecha inicio', 'date', (row) => row.startDate],
        ['Fecha fin', 'date', (row) => row.endDate],
        ['Días', 'number', (row) => row.days],
        ['Prórroga de (inicio)', 'date', (row) => row.extendedStart],
        ['Diagnóstico', 'text', (row) => row.diagnosisCode],
        [
          'Descripción diagnóstico',
          'text',
          (row) => (row.diagnosisCode ? (findDiagnosis(row.diagnosisCode)?.name ?? null) : null),
        ],
        ['Calendario', 'text', (row) => row.calendar],
        ['Observaciones', 'text', (row) => row.observations],
      ]);
    },
  };
}
export type NoveltyReports = ReturnType<typeof createNoveltyReports>;
