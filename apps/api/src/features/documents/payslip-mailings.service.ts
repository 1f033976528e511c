import { EMAIL_PATTERN, ERROR_CODES } from '@quincena/contracts';
import {
  PAYSLIP_MAILING_MESSAGES,
  PAYSLIP_MESSAGES,
  type TPayslipMailing,
  type TPayslipMailingRequest,
} from '@quincena/contracts/documents';
import { CALENDAR_MESSAGES } from '@quincena/contracts/settlement';
import type { Database } from '../../db/client.ts';
import type { RequestAuth } from '../../platform/auth/request-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import { JOB_NAMES, type JobQueue } from '../../platform/jobs/index.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import * as repo from './payslip-mailings.repository.ts';
import {
  PAYSLIP_FILE_NAME,
  type PayslipsService,
  type PeriodPayslip,
  payslipMailText,
} from './payslips.service.ts';

export interface PayslipMailingJob {
  companyId: number;
  mailingId: number;
  attempt: number;
}

/**
 * Recipients per job: a chunk ends and queues its continuation, so on the embedded database (one
 * job at a time) a payroll run waiting behind a large mailing starts within seconds.
 */
export const MAILING_CHUNK = 100;

/** A mailing with no progress for this long is taken for abandoned (its server died) and resumed. */
export const STALE_MAILING_MS = 5 * 60_000;

function toMailing(row: repo.MailingRow): TPayslipMailing {
  return {
    id: row.id,
    calendarId: row.calendar_id,
    detail: row.detail,
    status: row.status,
    total: row.total,
    sent: row.sent,
    failed: row.failed,
    errors: row.errors,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}

/**
 * Sends every payslip of an accumulated period by e-mail as a background job (issue 16; decision
 * 0300): progress and each recipient not sent are stored as they happen, so any server shows them
 * and a run cut off resumes after the last recipient it recorded.
 */
export function createPayslipMailingsService(deps: {
  db: Database;
  clock: Clock;
  queue: JobQueue;
  mail: Mailer;
  payslips: PayslipsService;
  /** Recipients per job; tests make it small to see a period continued across jobs. */
  chunk?: number;
}) {
  const { db, clock, queue, mail, payslips } = deps;
  const chunk = deps.chunk ?? MAILING_CHUNK;

  const companyIdOf = (auth: RequestAuth) => {
    if (auth.companyId === null) throw notFound(PAYSLIP_MAILING_MESSAGES.notFound);
    return auth.companyId;
  };

  async function runJob(job: PayslipMailingJob): Promise<void> {
    const claim = await repo.claimMailing(db, job.companyId, job.mailingId, job.attempt, clock.now());
    if (!claim) return;
    const mailing = { companyId: job.companyId, id: job.mailingId, attempt: job.attempt };
    let done = 0;
    const period = payslips.renderPeriod(job.companyId, claim.calendar_id, {
      afterContractId: claim.last_contract_id,
      pageSize: chunk,
    });
    for await (const payslip of period) {
      const error = await sendOne(payslip);
      const kept = await repo.recordRecipient(
        db,
        mailing,
        {
          contractId: payslip.contractId,
          error: error
            ? {
                contractId: payslip.contractId,
                employee: payslip.employeeName,
                email: payslip.email,
                message: error,
              }
            : null,
        },
        clock.now(),
      );
      if (!kept) return;
      done += 1;
      if (done === chunk) {
        await repo.touchMailing(db, job.companyId, job.mailingId, job.attempt, clock.now());
        await queue.enqueue<PayslipMailingJob>(JOB_NAMES.payslipMailing, job);
        return;
      }
    }
    await repo.finishMailing(db, mailing, clock.now());
  }

  /** Sends one payslip; answers the Spanish reason when it could not be sent. */
  async function sendOne(payslip: PeriodPayslip): Promise<string | null> {
    const address = payslip.email.trim();
    if (!address) return PAYSLIP_MAILING_MESSAGES.noAddress;
    if (!EMAIL_PATTERN.test(address)) return PAYSLIP_MAILING_MESSAGES.badAddress;
    if (!payslip.pdf) return PAYSLIP_MAILING_MESSAGES.renderFailed;
    try {
      await mail.send({
        to: address,
        subject: PAYSLIP_MESSAGES.subject(payslip.detail),
        text: payslipMailText(payslip.employeeName, payslip.detail),
        attachments: [{ filename: PAYSLIP_FILE_NAME, content: payslip.pdf, contentType: 'application/pdf' }],
      });
      return null;
    } catch (error) {
      return error instanceof AppError ? error.message : 'No se pudo enviar el correo';
    }
  }

  return {
    runJob,

    /** Starts sending an accumulated NM period; one mailing per period at a time. */
    async start(auth: RequestAuth, request: TPayslipMailingRequest): Promise<TPayslipMailing> {
      const companyId = companyIdOf(auth);
      const calendar = await repo.mailingCalendar(db, companyId, request.calendarId);
      if (!calendar) throw notFound(CALENDAR_MESSAGES.notFound);
      if (calendar.type !== 'NM' || calendar.state !== 'ACCUMULATED') {
        throw new AppError(400, ERROR_CODES.validation, PAYSLIP_MAILING_MESSAGES.calendarNotAccumulated, {
          calendarId: PAYSLIP_MAILING_MESSAGES.calendarNotAccumulated,
        });
      }
      if (calendar.payslips === 0) {
        throw new AppError(400, ERROR_CODES.validation, PAYSLIP_MAILING_MESSAGES.noPayslips);
      }
      const id = await repo.insertMailing(db, {
        companyId,
        calendarId: request.calendarId,
        total: calendar.payslips,
        requestedBy: auth.userId,
        now: clock.now(),
      });
      if (id === null) throw new AppError(409, ERROR_CODES.conflict, PAYSLIP_MAILING_MESSAGES.alreadyRunning);
      await queue.enqueue<PayslipMailingJob>(JOB_NAMES.payslipMailing, {
        companyId,
        mailingId: id,
        attempt: 1,
      });
      const row = await repo.findMailing(db, companyId, id);
      if (!row) throw notFound(PAYSLIP_MAILING_MESSAGES.notFound);
      return toMailing(row);
    },

    async get(auth: RequestAuth, id: number): Promise<TPayslipMailing> {
      const row = await repo.findMailing(db, companyIdOf(auth), id);
      if (!row) throw notFound(PAYSLIP_MAILING_MESSAGES.notFound);
      return toMailing(row);
    },

    async list(auth: RequestAuth, calendarId: number | undefined): Promise<TPayslipMailing[]> {
      return (await repo.listMailings(db, companyIdOf(auth), calendarId)).map(toMailing);
    },

    /** Resumes mailings whose server died: after `staleAfterMs` without progress (0 at an embedded start). */
    async recover(staleAfterMs: number): Promise<number> {
      const now = clock.now();
      const taken = await repo.takeOverStale(db, new Date(now.getTime() - staleAfterMs), now);
      for (const row of taken) {
        await queue.enqueue<PayslipMailingJob>(JOB_NAMES.payslipMailing, {
          companyId: row.company_id,
          mailingId: row.id,
          attempt: row.attempt,
        });
      }
      return taken.length;
    },

    async startWorking(): Promise<void> {
      await queue.work<PayslipMailingJob>(JOB_NAMES.payslipMailing, runJob);
    },
  };
}

export type PayslipMailingsService = ReturnType<typeof createPayslipMailingsService>;
