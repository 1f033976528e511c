import type {
  TReportCell,
  TReportColumnType,
  TReportDefinition,
  TReportRequest,
  TReportResult,
  TReportSheet,
} from '@quincena/contracts/reports';
import {
  FORMAT_1009_REPORT_ENDPOINT,
  FORMAT_2276_REPORT_ENDPOINT,
  INCOME_WITHHOLDING_REPORT_ENDPOINT,
  INCOME_WITHHOLDING_MESSAGES as M,
  type TExogenaFormat,
} from '@quincena/contracts/settlement';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../platform/errors/app-error.ts';
import { requestedCalendarId, storedRunDefinition } from '../reports/stored-run-calendar.ts';
import { ALL_BOXES, boxLabel } from './cir-boxes.ts';
import { box, type CirRow, cirCalendar, cirRows } from './cir-data.ts';
import { type ExogenaRecord, fieldsOf, fieldValue, format1009Records, format2276Records } from './exogena.ts';

const CALENDAR_TAG = 'calendario';

export const CIR_REPORTS = {
  detail: INCOME_WITHHOLDING_REPORT_ENDPOINT,
  format2276: FORMAT_2276_REPORT_ENDPOINT,
  format1009: FORMAT_1009_REPORT_ENDPOINT,
} as const;
export type CirReportKind = keyof typeof CIR_REPORTS;

/** "36 Pagos por salarios": the caption of a box in the workbook. */
const boxCaption = (number: number) => `${number} ${boxLabel(number)}`.trim().slice(0, 255);

const nameOf = (row: CirRow) =>
  [row.firstName, row.otherNames, row.firstSurname, row.secondSurname].filter(Boolean).join(' ');

function detailSheets(rows: readonly CirRow[]): TReportSheet[] {
  const certificates: TReportSheet = {
    name: 'Certificados',
    headers: [
      'Tipo documento',
      'Documento',
      'Empleado',
      '30 Período desde',
      '31 Período hasta',
      ...ALL_BOXES.map(boxCaption),
    ],
    columnTypes: ['text', 'text', 'text', 'date', 'date', ...ALL_BOXES.map((): TReportColumnType => 'money')],
    rows: rows.map((row) => [
      row.documentType,
      row.documentNumber,
      nameOf(row),
      row.periodFrom,
      row.periodTo,
      ...ALL_BOXES.map((number) => box(row, number)),
    ]),
  };
  const concepts: TReportSheet = {
    name: 'Conceptos',
    headers: ['Documento', 'Empleado', 'Concepto', 'Nombre del concepto', 'Casilla', 'Valor'],
    columnTypes: ['text', 'text', 'text', 'text', 'number', 'money'],
    rows: rows.flatMap((row) =>
      row.concepts.map((concept): TReportCell[] => [
        row.documentNumber,
        nameOf(row),
        concept.code,
        concept.name,
        concept.box,
        concept.value,
      ]),
    ),
  };
  return [certificates, concepts];
}

/** The DIAN template's sheet of a format: its captions as headers, one row per record. */
function formatSheet(format: TExogenaFormat, records: readonly ExogenaRecord[]): TReportSheet {
  const fields = fieldsOf(format);
  return {
    name: `Formato ${format}`,
    headers: fields.map((field) => `${field.label} (${field.attribute})`.slice(0, 255)),
    columnTypes: fields.map((field): TReportColumnType => (field.kind === 'money' ? 'money' : 'text')),
    rows: records.map((record) =>
      fields.map((field) => {
        const value = fieldValue(field, record[field.attribute]);
        return field.kind === 'money' ? Number(value) : value === '' ? null : value;
      }),
    ),
  };
}

/**
 * Reporte detallado, Formato 2276 and Formato 1009 of /CIR_Payroll (spec 02 §2, §7 "Reports"):
 * each reads a processed or accumulated CIR calendar's stored certificates, nothing else.
 */
export function createCirReports({ db }: { db: Database }) {
  const sheetNames: Record<CirReportKind, string[]> = {
    detail: ['Certificados', 'Conceptos'],
    format2276: ['Formato 2276'],
    format1009: ['Formato 1009'],
  };
  return {
    async definition(kind: CirReportKind, companyId: number): Promise<TReportDefinition> {
      return storedRunDefinition(db, companyId, {
        type: 'CIR',
        tag: CALENDAR_TAG,
        limit: 20,
        sheets: sheetNames[kind],
      });
    },

    async generate(kind: CirReportKind, companyId: number, request: TReportRequest): Promise<TReportResult> {
      const calendarId = requestedCalendarId(request, {
        tag: CALENDAR_TAG,
        required: M.calendarRequired,
        invalid: M.calendarInvalid,
      });
      const calendar = await cirCalendar(db, companyId, calendarId);
      if (!calendar) throw notFound(M.calendarInvalid);
      const rows = await cirRows(db, companyId, calendar.processId);
      if (kind === 'detail') return { sheets: detailSheets(rows) };
      if (kind === 'format2276') return { sheets: [formatSheet('2276', format2276Records(rows))] };
      return { sheets: [formatSheet('1009', format1009Records(rows))] };
    },
  };
}
