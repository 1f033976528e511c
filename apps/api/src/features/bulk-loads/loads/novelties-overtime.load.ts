import type { TBulkRowError } from '@quincena/contracts/bulk-loads';
import { NOVELTY_MESSAGES as M, ZOvertimeHours } from '@quincena/contracts/novelties';
import type { Database } from '../../../db/client.ts';
import { createPeriodGuard } from '../../../pay-period/period-guard.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import {
  contractWindows,
  insertOvertimeBatch,
  openNmCalendars,
  overtimeConcepts,
} from '../../novelties/index.ts';
import type { BulkColumnSpec } from '../bulk-column.ts';
import type { BulkLoadDefinition, CheckedRow } from '../bulk-load.ts';
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
  const guard = createPeriodGuard();
  return {
    kind: 'novelties-overtime',
    title: M.overtimeUploadTitle,
    fileName: 'PlantillaCargueHorasExtra',
    sheetName: 'Horas extra',
    async columns(db: Database, companyId: number): Promise<readonly BulkColumnSpec[]> {
      const calendars = await openNmCalendars(db, companyId);
      return [
        {
          key: 'contractId',
          header: HEADERS.contractId,
          required: true,
          type: 'NUMBER',
          example: '15',
          note: 'Número del contrato',
        },
        {
          key: 'calendarId',
          header: HEADERS.calendarId,
          required: true,
          type: 'CODE',
          example: String(calendars[0]?.id ?? 1),
          codes: {
            sheet: 'Calendarios',
            options: calendars.map((c) => ({ code: String(c.id), name: c.detail })),
          },
        },
        {
          key: 'conceptCode',
          header: HEADERS.conceptCode,
          required: true,
          type: 'CODE',
          example: 'HED',
          codes: { sheet: 'Conceptos', options: overtimeConcepts() },
        },
        {
          key: 'hours',
          header: HEADERS.hours,
          required: true,
          type: 'NUMBER',
          example: '2.5',
          note: 'Horas, máximo 2 decimales',
        },
        { key: 'date', header: HEADERS.date, required: true, type: 'DATE', example: '10/03/2026' },
      ];
    },
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
    async checkAll(db, companyId, rows) {
      const calendars = new Map((await openNmCalendars(db, companyId)).map((c) => [c.id, c]));
      const windows = await contractWindows(
        db,
        companyId,
        rows.map(({ record }) => record.contractId),
      );
      const errors: TBulkRowError[] = [];
      for (const { position, record } of rows) {
        const contract = windows.get(record.contractId);
        if (!contract) {
          errors.push({ row: position, column: HEADERS.contractId, message: M.uploadRowContractUnknown });
          continue;
        }
        const calendar = calendars.get(record.calendarId);
        if (!calendar) {
          errors.push({ row: position, column: HEADERS.calendarId, message: M.uploadRowCalendarUnknown });
          continue;
        }
        if (record.date < calendar.periodStart || record.date > calendar.periodEnd) {
          errors.push({ row: position, column: HEADERS.date, message: M.overtimeDateOutsideCalendar });
        } else if (record.date < contract.startDate) {
          errors.push({ row: position, column: HEADERS.date, message: M.contractBeforeStart });
        } else if (contract.end && record.date > contract.end) {
          errors.push({ row: position, column: HEADERS.date, message: M.contractAfterEnd });
        }
      }
      return errors;
    },
    prepare: async (rows: readonly CheckedRow<OvertimeRecord>[]) => rows.map((row) => row.record),
    async apply(tx, companyId, records) {
      const calendars = new Map((await openNmCalendars(tx, companyId)).map((c) => [c.id, c]));
      const ranges = [...new Set(records.map((r) => r.calendarId))].flatMap((id) => {
        const calendar = calendars.get(id);
        return calendar ? [{ from: calendar.periodStart, to: calendar.periodEnd }] : [];
      });
      try {
        await guard.assertOpenAndMark(tx, companyId, ranges);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return { errors: [{ row: 2, column: HEADERS.calendarId, message: error.message }] };
      }
      const now = deps.clock.now();
      await insertOvertimeBatch(
        tx,
        records.map((record) => ({
          companyId,
          contractId: record.contractId,
          calendarId: record.calendarId,
          conceptCode: record.conceptCode,
          hours: record.hours.toFixed(2),
          noveltyDate: record.date,
          createdByUserId: 0,
          createdAt: now,
          updatedAt: now,
        })),
      );
      return records.length;
    },
  };
}
