import { ERROR_CODES } from '@quincena/contracts';
import type { TReportDefinitionInput, TReportRequest, TReportResult } from '@quincena/contracts/reports';
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

const employeeFilter = (document: string | null): SQL[] =>
  document ? [eq(persons.documentNumber, document)] : [];

export function createNoveltyReports({ db }: { db: Database }) {
  return {
    definition: noveltyReportDefinition,

    async generate(
      companyId: number,
      kind: NoveltyReportKind,
      request: TReportRequest,
    ): Promise<TReportResult> {
      const { from, to, document } = readParameters(request);
      const name = SHEET_NAMES[kind];
      if (kind === 'overtime') {
        const t = noveltyOvertime;
        const rows = await db
          .select({
            contractId: t.contractId,
            documentNumber: persons.documentNumber,
            employeeName: personFullNameSql,
            conceptCode: t.conceptCode,
            conceptName: catalogConceptName(t.conceptCode),
            hours: t.hours,
            date: t.noveltyDate,
            calendar: payCalendars.detail,
          })
          .from(t)
          .innerJoin(contracts, contractJoin(t.companyId, t.contractId))
          .innerJoin(persons, personJoin)
          .innerJoin(payCalendars, calendarJoin(t.companyId, t.calendarId))
          .where(
            and(
              eq(t.companyId, companyId),
              gte(t.noveltyDate, from),
              lte(t.noveltyDate, to),
              ...employeeFilter(document),
            ),
          )
          .orderBy(asc(t.noveltyDate), asc(t.id));
        return {
          sheets: [
            {
              name,
              headers: [
                'Contrato',
                'Identificación',
                'Nombre',
                'Código concepto',
                'Concepto',
                'Horas',
                'Fecha',
                'Calendario',
              ],
              columnTypes: ['number', 'text', 'text', 'text', 'text', 'number', 'date', 'text'],
              rows: rows.map((row) => [
                row.contractId,
                row.documentNumber,
                row.employeeName,
                row.conceptCode,
                row.conceptName ?? row.conceptCode,
                Number(row.hours),
                row.date,
                row.calendar,
              ]),
            },
          ],
        };
      }
      if (kind === 'reported') {
        const t = noveltyReported;
        const rows = await db
          .select({
            contractId: t.contractId,
            documentNumber: persons.documentNumber,
            employeeName: personFullNameSql,
            conceptCode: t.conceptCode,
            conceptName: conceptNameSql(t.conceptCode),
            value: t.value,
            calendar: payCalendars.detail,
            periodStart: payCalendars.periodStart,
            periodEnd: payCalendars.periodEnd,
            observations: t.observations,
          })
          .from(t)
          .innerJoin(contracts, contractJoin(t.companyId, t.contractId))
          .innerJoin(persons, personJoin)
          .innerJoin(payCalendars, calendarJoin(t.companyId, t.calendarId))
          .leftJoin(companyPayrollConcepts, companyConceptJoin(t.companyId, t.conceptCode))
          .where(
            and(
              eq(t.companyId, companyId),
              lte(payCalendars.periodStart, to),
              gte(payCalendars.periodEnd, from),
              ...employeeFilter(document),
            ),
          )
          .orderBy(asc(payCalendars.periodStart), asc(t.id));
        return {
          sheets: [
            {
              name,
              headers: [
                'Contrato',
                'Identificación',
                'Nombre',
                'Código concepto',
                'Concepto',
                'Valor',
                'Calendario',
                'Inicio período',
                'Fin período',
                'Observaciones',
              ],
              columnTypes: [
                'number',
                'text',
                'text',
                'text',
                'text',
                'money',
                'text',
                'date',
                'date',
                'text',
              ],
              rows: rows.map((row) => [
                row.contractId,
                row.documentNumber,
                row.employeeName,
                row.conceptCode,
                row.conceptName,
                Number(row.value),
                row.calendar,
                row.periodStart,
                row.periodEnd,
                row.observations,
              ]),
            },
          ],
        };
      }
      if (kind === 'vacations') {
        const t = noveltyVacations;
        const rows = await db
          .select({
            contractId: t.contractId,
            documentNumber: persons.documentNumber,
            employeeName: personFullNameSql,
            startDate: t.startDate,
            endDate: t.endDate,
            daysInTime: t.daysInTime,
            daysInMoney: t.daysInMoney,
            calendar: payCalendars.detail,
          })
          .from(t)
          .innerJoin(contracts, contractJoin(t.companyId, t.contractId))
          .innerJoin(persons, personJoin)
          .innerJoin(payCalendars, calendarJoin(t.companyId, t.calendarId))
          .where(
            and(
              eq(t.companyId, companyId),
              sql`coalesce(${t.startDate}, ${payCalendars.periodStart}) <= ${to}`,
              sql`coalesce(${t.endDate}, ${payCalendars.periodEnd}) >= ${from}`,
              ...employeeFilter(document),
            ),
          )
          .orderBy(asc(sql`coalesce(${t.startDate}, ${payCalendars.periodStart})`), asc(t.id));
        return {
          sheets: [
            {
              name,
              headers: [
                'Contrato',
                'Identificación',
                'Nombre',
                'Fecha inicio',
                'Fecha fin',
                'Días tiempo',
                'Días dinero',
                'Calendario',
              ],
              columnTypes: ['number', 'text', 'text', 'date', 'date', 'number', 'number', 'text'],
              rows: rows.map((row) => [
                row.contractId,
                row.documentNumber,
                row.employeeName,
                row.startDate,
                row.endDate,
                row.daysInTime,
                Number(row.daysInMoney),
                row.calendar,
              ]),
            },
          ],
        };
      }
      const t = noveltyAbsences;
      const rows = await db
        .select({
          contractId: t.contractId,
          documentNumber: persons.documentNumber,
          employeeName: personFullNameSql,
          contingencyCode: t.contingencyCode,
          startDate: t.startDate,
          endDate: t.endDate,
          days: t.days,
          extendedStart: extended.startDate,
          diagnosisCode: t.diagnosisCode,
          calendar: payCalendars.detail,
          observations: t.observations,
        })
        .from(t)
        .innerJoin(contracts, contractJoin(t.companyId, t.contractId))
        .innerJoin(persons, personJoin)
        .innerJoin(payCalendars, calendarJoin(t.companyId, t.calendarId))
        .leftJoin(extended, and(eq(extended.companyId, t.companyId), eq(extended.id, t.extensionOfId)))
        .where(
          and(
            eq(t.companyId, companyId),
            lte(t.startDate, to),
            gte(t.endDate, from),
            ...employeeFilter(document),
          ),
        )
        .orderBy(asc(t.startDate), asc(t.id));
      return {
        sheets: [
          {
            name,
            headers: [
              'Contrato',
              'Identificación',
              'Nombre',
              'Código contingencia',
              'Contingencia',
              'Novedad PILA',
              'Fecha inicio',
              'Fecha fin',
              'Días',
              'Prórroga de (inicio)',
              'Diagnóstico',
              'Descripción diagnóstico',
              'Calendario',
              'Observaciones',
            ],
            columnTypes: [
              'number',
              'text',
              'text',
              'text',
              'text',
              'text',
              'date',
              'date',
              'number',
              'date',
              'text',
              'text',
              'text',
              'text',
            ],
            rows: rows.map((row) => {
              const contingency = findContingency(row.contingencyCode);
              return [
                row.contractId,
                row.documentNumber,
                row.employeeName,
                row.contingencyCode,
                contingency?.name ?? row.contingencyCode,
                contingency?.pilaNovelty ?? null,
                row.startDate,
                row.endDate,
                row.days,
                row.extendedStart,
                row.diagnosisCode,
                row.diagnosisCode ? (findDiagnosis(row.diagnosisCode)?.name ?? null) : null,
                row.calendar,
                row.observations,
              ];
            }),
          },
        ],
      };
    },
  };
}
export type NoveltyReports = ReturnType<typeof createNoveltyReports>;
