import { personFullName } from '@quincena/contracts/employees';
import type {
  TExecuteProcessRequest,
  TProcess,
  TProcessError,
  TProcessListQuery,
} from '@quincena/contracts/settlement';
import {
  CALENDAR_MESSAGES,
  EXCLUSION_REASON_LABELS,
  PROCESS_MESSAGES,
  type TExclusionReason,
  type TProcessExclusionPage,
  type TRunWarning,
} from '@quincena/contracts/settlement';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  contracts,
  payCalendars,
  persons,
  settlementErrors,
  settlementExclusions,
  settlementProcesses,
} from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors/app-error.ts';
import { inSameCompany, ofCompany } from '../../../platform/sql/company-scope.ts';
import { contractOfRow, personOfContract } from '../../../platform/sql/contract-joins.ts';
import { ofProcess } from '../process-scope.ts';
import { runWarningsOf } from '../roster/dependencies.ts';
import type { ProcessRow, SettlementRunner } from './runner.ts';

/** How many processes the table lists at most (newest first). */
const LIST_LIMIT = 500;

function toProcessView(row: ProcessRow, calendarDetail: string): TProcess {
  return {
    id: row.id,
    calendarId: row.calendarId,
    calendarDetail,
    action: row.action,
    status: row.status,
    percentage: row.percentage,
    thread: row.thread,
    job: row.job,
    record: row.record,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    total: row.total,
    processed: row.processed,
    failed: row.failed,
    excluded: row.excluded,
    error: row.error,
  };
}

export const PROCESS_NOT_FOUND = PROCESS_MESSAGES.notFound;

/** The process table and the execute call (spec 02 "Shared behaviours", §7 "Calendars and processes"). */
export function createProcessesService({ db, runner }: { db: Database; runner: SettlementRunner }) {
  /** The processes with their calendar's detail, the columns the process table shows. */
  const processesWithDetail = () =>
    db
      .select({ process: settlementProcesses, detail: payCalendars.detail })
      .from(settlementProcesses)
      .innerJoin(
        payCalendars,
        inSameCompany(payCalendars, settlementProcesses, payCalendars.id, settlementProcesses.calendarId),
      );

  /** One process of the company, as the list shows it; 404 when unknown or another company's. */
  async function view(companyId: number, processId: number): Promise<TProcess> {
    const [row] = await processesWithDetail().where(
      ofCompany(settlementProcesses.companyId, companyId, eq(settlementProcesses.id, processId)),
    );
    if (!row) throw notFound(PROCESS_NOT_FOUND);
    return toProcessView(row.process, row.detail);
  }

  return {
    view,

    async execute(
      companyId: number,
      userId: number | null,
      request: TExecuteProcessRequest,
    ): Promise<{ process: TProcess; async: boolean }> {
      const { process, async } = await runner.execute(companyId, userId, request);
      return { process: await view(companyId, process.id), async };
    },

    async list(companyId: number, query: TProcessListQuery): Promise<TProcess[]> {
      const conditions = [eq(settlementProcesses.companyId, companyId)];
      if (query.calendarId !== undefined)
        conditions.push(eq(settlementProcesses.calendarId, query.calendarId));
      if (query.action) conditions.push(eq(settlementProcesses.action, query.action));
      if (query.type?.startsWith('LD-')) {
        conditions.push(
          eq(payCalendars.type, 'LD'),
          eq(payCalendars.retirementId, Number(query.type.slice(3))),
        );
      } else if (query.type) {
        conditions.push(eq(payCalendars.type, query.type as 'NM'));
      }
      const rows = await processesWithDetail()
        .where(and(...conditions))
        .orderBy(desc(settlementProcesses.id))
        .limit(LIST_LIMIT);
      return rows.map((row) => toProcessView(row.process, row.detail));
    },

    async errors(companyId: number, processId: number): Promise<TProcessError[]> {
      await view(companyId, processId);
      const rows = await db
        .select({
          contractId: settlementErrors.contractId,
          message: settlementErrors.message,
          person: {
            documentNumber: persons.documentNumber,
            firstName: persons.firstName,
            otherNames: persons.otherNames,
            firstSurname: persons.firstSurname,
            secondSurname: persons.secondSurname,
          },
        })
        .from(settlementErrors)
        .leftJoin(contracts, contractOfRow(settlementErrors))
        .leftJoin(persons, personOfContract)
        .where(ofProcess(settlementErrors, companyId, processId))
        .orderBy(sql`${settlementErrors.contractId}`);
      return rows.map((row) => ({
        contractId: row.contractId,
        documentNumber: row.person?.documentNumber ?? '',
        name: row.person ? personFullName(row.person) : '',
        message: row.message,
      }));
    },

    /** What the calendar's run needs from another run first, to show before Procesar (issue 27). */
    async warnings(companyId: number, calendarId: number): Promise<TRunWarning[]> {
      const [calendar] = await db
        .select()
        .from(payCalendars)
        .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, calendarId)));
      if (!calendar) throw notFound(CALENDAR_MESSAGES.notFound);
      return runWarningsOf(db, calendar);
    },

    /** Contracts in force in the period that the process left out, with the reason (a page, by contract). */
    async exclusions(
      companyId: number,
      processId: number,
      query: { page: number; pageSize: number },
    ): Promise<TProcessExclusionPage> {
      await view(companyId, processId);
      const where = ofProcess(settlementExclusions, companyId, processId);
      const [total] = await db.select({ n: count() }).from(settlementExclusions).where(where);
      const rows = await db
        .select({
          contractId: settlementExclusions.contractId,
          reason: settlementExclusions.reason,
          message: settlementExclusions.message,
          person: personColumns,
        })
        .from(settlementExclusions)
        .leftJoin(contracts, contractOfRow(settlementExclusions))
        .leftJoin(persons, personOfContract)
        .where(where)
        .orderBy(asc(settlementExclusions.contractId))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return {
        rows: rows.map((row) => {
          const reason = row.reason as TExclusionReason;
          return {
            contractId: row.contractId,
            documentNumber: row.person?.documentNumber ?? '',
            name: row.person ? personFullName(row.person) : '',
            reason,
            reasonLabel: EXCLUSION_REASON_LABELS[reason] ?? row.reason,
            message: row.message,
          };
        }),
        total: Number(total?.n ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}

/** The person columns a process's error and exclusion lists show. */
const personColumns = {
  documentNumber: persons.documentNumber,
  firstName: persons.firstName,
  otherNames: persons.otherNames,
  firstSurname: persons.firstSurname,
  secondSurname: persons.secondSurname,
};

export type ProcessesService = ReturnType<typeof createProcessesService>;
