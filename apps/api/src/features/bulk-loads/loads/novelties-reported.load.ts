import { conceptCodeOfDisplay, conceptDisplayCode } from '@quincena/contracts/concepts';
import { NOVELTY_MESSAGES as M, NOVELTY_LIMITS, ZReportedRequest } from '@quincena/contracts/novelties';
import type { Clock } from '../../../platform/clock.ts';
import { insertReportedBatch, reportedConceptOptions } from '../../novelties/index.ts';
import type { BulkLoadDefinition } from '../bulk-load.ts';
import { calendarNoveltyLoad } from './calendar-novelty-load.ts';
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
  return calendarNoveltyLoad<ReportedRecord, { value: string; observations: string | null }>(deps, {
    kind: 'novelties-reported',
    title: M.reportedUploadTitle,
    fileName: 'PlantillaCargueNovedadesReportadas',
    sheetName: 'Reportados',
    headers: HEADERS,
    columns: async (db, companyId) => ({
      // The sheet lists the codes the user sees (decision 0314); toRecord turns them back.
      concept: {
        example: conceptDisplayCode('BONUS_SALARY'),
        codes: {
          sheet: 'Conceptos',
          options: (await reportedConceptOptions(db, companyId)).map((option) => ({
            code: conceptDisplayCode(option.code),
            name: option.name,
          })),
        },
      },
      own: [
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
      ],
    }),
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
    ownRule: (_record, contract, calendar) => {
      if (calendar.periodEnd < contract.startDate)
        return { column: HEADERS.calendarId, message: M.contractBeforeStart };
      if (contract.end && calendar.periodStart > contract.end)
        return { column: HEADERS.calendarId, message: M.contractAfterEnd };
      return null;
    },
    insert: insertReportedBatch,
    own: (record) => ({ value: record.value.toFixed(2), observations: record.observations }),
  });
}
