import { conceptCodeOfDisplay, conceptDisplayCode } from '@quincena/contracts/concepts';
import { NOVELTY_MESSAGES as M, NOVELTY_LIMITS, ZReportedRequest } from '@quincena/contracts/novelties';
import type { Database } from '../../../db/client.ts';
import { createPeriodGuard } from '../../../pay-period/period-guard.ts';
import type { Clock } from '../../../platform/clock.ts';
import { insertReportedBatch, openNmCalendars, reportedConceptOptions } from '../../novelties/index.ts';
import type { BulkColumnSpec } from '../bulk-column.ts';
import type { BulkLoadDefinition, CheckedRow } from '../bulk-load.ts';
import {
  applyCalendarNovelties,
  checkContractAndCalendar,
  contractAndCalendarColumns,
} from './calendar-novelty-load.ts';
import { issuesByColumn } from './row-rules.ts';

interface ReportedRecord {
  contractId: number;
  calendarId: number;
  conceptCode: string;
  value: number;
  observations: string | null;
}

const HEADERS = {
  contractId: 'Contrato',
  calendarId: 'Calendario',
  conceptCode: 'Concepto',
  value: 'Valor',
  observations: 'Observaciones',
} as const;
const headerOf = (key: string) => HEADERS[key as keyof typeof HEADERS] ?? null;

/**
 * "Carga masiva" of /NoveltiesReported: one-off items of reported-novelty (OCA) concepts, checked by the
 * dialog's own contract (ZReportedRequest) and in batch against the company's contracts and open calendars;
 * one bad row rejects the file, and a valid file is written in one transaction.
 */
export function noveltiesReportedBulkLoad(deps: { clock: Clock }): BulkLoadDefinition<ReportedRecord> {
  const guard = createPeriodGuard();
  return {
    kind: 'novelties-reported',
    title: M.reportedUploadTitle,
    fileName: 'PlantillaCargueNovedadesReportadas',
    sheetName: 'Reportados',
    async columns(db: Database, companyId: number): Promise<readonly BulkColumnSpec[]> {
      const calendars = await openNmCalendars(db, companyId);
      return [
        ...contractAndCalendarColumns(HEADERS, calendars),
        {
          key: 'conceptCode',
          header: HEADERS.conceptCode,
          required: true,
          type: 'CODE',
          // The sheet lists the codes the user sees (decision 0314); toRecord turns them back.
          example: conceptDisplayCode('BONUS_SALARY'),
          codes: {
            sheet: 'Conceptos',
            options: (await reportedConceptOptions(db, companyId)).map((option) => ({
              code: conceptDisplayCode(option.code),
              name: option.name,
            })),
          },
        },
        {
          key: 'value',
          header: HEADERS.value,
          required: true,
          type: 'NUMBER',
          example: '350000',
          note: 'Pesos, sin separador de miles',
        },
        {
          key: 'observations',
          header: HEADERS.observations,
          required: false,
          type: 'TEXT',
          example: 'Bonificación por cumplimiento',
          maxLength: NOVELTY_LIMITS.observationsMax,
        },
      ];
    },
    toRecord(values) {
      const parsed = ZReportedRequest.safeParse({
        calendarId: Number(values.calendarId),
        contractId: Number(values.contractId),
        conceptCode: conceptCodeOfDisplay(values.conceptCode ?? ''),
        value: Number(values.value),
        observations: values.observations,
      });
      if (!parsed.success) return { errors: issuesByColumn(parsed.error.issues, headerOf) };
      return { record: parsed.data };
    },
    checkAll: (db, companyId, rows) =>
      checkContractAndCalendar(db, companyId, rows, HEADERS, (_record, contract, calendar) => {
        if (calendar.periodEnd < contract.startDate)
          return { column: HEADERS.calendarId, message: M.contractBeforeStart };
        if (contract.end && calendar.periodStart > contract.end)
          return { column: HEADERS.calendarId, message: M.contractAfterEnd };
        return null;
      }),
    prepare: async (rows: readonly CheckedRow<ReportedRecord>[]) => rows.map((row) => row.record),
    apply: applyCalendarNovelties({
      guard,
      calendarHeader: HEADERS.calendarId,
      clock: deps.clock,
      insert: insertReportedBatch,
      own: (record) => ({ value: record.value.toFixed(2), observations: record.observations }),
    }),
  };
}
