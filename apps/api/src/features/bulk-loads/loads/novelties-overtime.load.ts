import { NOVELTY_MESSAGES as M, ZOvertimeHours } from '@quincena/contracts/novelties';
import type { Clock } from '../../../platform/clock.ts';
import { insertOvertimeBatch, overtimeConcepts } from '../../novelties/index.ts';
import type { BulkLoadDefinition } from '../bulk-load.ts';
import { calendarNoveltyLoad } from './calendar-novelty-load.ts';
import { issuesByColumn } from './row-rules.ts';

interface OvertimeRecord {
  contractId: number;
  calendarId: number;
  conceptCode: string;
  hours: number;
  date: string;
}

const HEADERS = {
  contractId: 'Contrato',
  calendarId: 'Calendario',
  conceptCode: 'Concepto',
  hours: 'Tiempo',
  date: 'Fecha novedad',
} as const;
const headerOf = (key: string) => HEADERS[key as keyof typeof HEADERS] ?? null;

/**
 * "Cargar novedades" of /NoveltiesOvertime (spec 02 §7 "Report and import as in the shared rules"): one row
 * per contract, calendar, hour type, hours and date, with the same rules as the dialog (2 decimals, the date
 * inside the calendar and the contract, no accumulated period). All rows are checked in batch and written in
 * one transaction; one bad row rejects the file.
 */
export function noveltiesOvertimeBulkLoad(deps: { clock: Clock }): BulkLoadDefinition<OvertimeRecord> {
  return calendarNoveltyLoad<OvertimeRecord, { hours: string; noveltyDate: string }>(deps, {
    kind: 'novelties-overtime',
    title: M.overtimeUploadTitle,
    fileName: 'PlantillaCargueHorasExtra',
    sheetName: 'Horas extra',
    headers: HEADERS,
    columns: async () => ({
      concept: { example: 'HED', codes: { sheet: 'Conceptos', options: overtimeConcepts() } },
      own: [
        {
          key: 'hours',
          header: HEADERS.hours,
          required: true,
          type: 'NUMBER',
          example: '2.5',
          note: 'Horas, máximo 2 decimales',
        },
        { key: 'date', header: HEADERS.date, required: true, type: 'DATE', example: '10/03/2026' },
      ],
    }),
    toRecord(values) {
      const errors: Array<{ column: string | null; message: string }> = [];
      const contractId = Number(values.contractId);
      if (!Number.isSafeInteger(contractId) || contractId < 1) {
        errors.push({ column: HEADERS.contractId, message: M.uploadRowContractUnknown });
      }
      const hours = ZOvertimeHours.safeParse(Number(values.hours));
      if (!hours.success)
        errors.push(
          ...issuesByColumn(
            hours.error.issues.map((i) => ({ ...i, path: ['hours'] })),
            headerOf,
          ),
        );
      if (errors.length > 0 || !hours.success) return { errors };
      return {
        record: {
          contractId,
          calendarId: Number(values.calendarId),
          conceptCode: values.conceptCode ?? '',
          hours: hours.data,
          date: values.date ?? '',
        },
      };
    },
    ownRule: (record, contract, calendar) => {
      if (record.date < calendar.periodStart || record.date > calendar.periodEnd)
        return { column: HEADERS.date, message: M.overtimeDateOutsideCalendar };
      if (record.date < contract.startDate) return { column: HEADERS.date, message: M.contractBeforeStart };
      if (contract.end && record.date > contract.end)
        return { column: HEADERS.date, message: M.contractAfterEnd };
      return null;
    },
    insert: insertOvertimeBatch,
    own: (record) => ({ hours: record.hours.toFixed(2), noveltyDate: record.date }),
  });
}
