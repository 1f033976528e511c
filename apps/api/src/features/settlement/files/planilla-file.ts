import { ERROR_CODES } from '@quincena/contracts';
import {
  CALENDAR_MESSAGES,
  PLANILLA_FILE_MESSAGES,
  type TPlanillaFileQuery,
} from '@quincena/contracts/settlement';
import { type PlanillaInput, PlanillaValidationError, type WorkerInput, writePlanilla } from '@quincena/pila';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { payCalendars, pilaResults } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../platform/errors/app-error.ts';
import { ofProcess } from '../process-scope.ts';
import { periodOf, planillaContributor, SS_MESSAGES } from '../ss/ss-kind.ts';

const refuse = (message: string) => new AppError(400, ERROR_CODES.validation, message);

/** Stored workers read at a time. */
const PAGE_ROWS = 1_000;

/**
 * Archivo plano (spec 02 §7 "Files"; decision 0301): the planilla of an SS calendar's current run,
 * written from the stored workers with the choices they were liquidated with. The file's totals
 * must equal the stored ones, or the file is refused rather than differ from what was settled.
 */
export function createPlanillaFileService({ db }: { db: Database }) {
  return {
    async generate(companyId: number, query: TPlanillaFileQuery) {
      const [calendar] = await db
        .select()
        .from(payCalendars)
        .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, Number(query.calendarId))));
      if (!calendar) throw notFound(CALENDAR_MESSAGES.notFound);
      if (calendar.type !== 'SS') throw refuse(PLANILLA_FILE_MESSAGES.notSocialSecurity);
      if (calendar.state === 'OPEN' || calendar.resultProcessId === null) {
        throw refuse(PLANILLA_FILE_MESSAGES.notProcessed);
      }
      const processId = calendar.resultProcessId;
      // Read a page at a time (keyset on the contract): the embedded database's memory grows to its
      // largest answer and never shrinks, and a month's workers in one answer are tens of megabytes.
      const readPage = (after: number) =>
        db
          .select({
            contractId: pilaResults.contractId,
            worker: pilaResults.worker,
            unpaidLeave: pilaResults.unpaidLeave,
            total: pilaResults.total,
          })
          .from(pilaResults)
          .where(ofProcess(pilaResults, companyId, processId, gt(pilaResults.contractId, after)))
          .orderBy(asc(pilaResults.contractId))
          .limit(PAGE_ROWS);
      const rows: Awaited<ReturnType<typeof readPage>> = [];
      for (let after = 0; ; ) {
        const page = await readPage(after);
        rows.push(...page);
        const last = page.at(-1);
        if (!last || page.length < PAGE_ROWS) break;
        after = last.contractId;
      }
      const first = rows[0];
      if (!first) throw refuse(PLANILLA_FILE_MESSAGES.empty);
      const contributor = await planillaContributor(db, companyId);
      if ('missing' in contributor) throw refuse(SS_MESSAGES.companyIncomplete(contributor.missing));
      const input: PlanillaInput = {
        contributor: contributor.contributor,
        operator: contributor.operator,
        period: periodOf(calendar),
        planillaType: 'E',
        unpaidLeave: first.unpaidLeave as PlanillaInput['unpaidLeave'],
        workers: rows.map((row) => row.worker as WorkerInput),
      };
      let file: ReturnType<typeof writePlanilla>;
      try {
        file = writePlanilla(input);
      } catch (error) {
        if (error instanceof PlanillaValidationError) throw refuse(error.message);
        throw error;
      }
      const stored = rows.reduce((sum, row) => sum + Number(row.total), 0);
      if (file.totals.total !== stored) {
        throw refuse(
          'La planilla ya no coincide con la liquidación guardada: procese de nuevo la seguridad social del mes.',
        );
      }
      return { fileName: file.fileName, bytes: file.bytes, totals: file.totals };
    },
  };
}

export type PlanillaFileService = ReturnType<typeof createPlanillaFileService>;
