import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isCurrentResult } from '../../pay-period/settled-results.ts';
import { isUniqueViolation } from '../../platform/errors/unique-violation.ts';
import { rowsOf } from '../../platform/sql/rows.ts';

export interface MailingRow {
  id: number;
  company_id: number;
  calendar_id: number;
  detail: string;
  status: 'EN_COLA' | 'ENVIANDO' | 'TERMINADO';
  total: number;
  sent: number;
  failed: number;
  errors: Array<{ contractId: number; employee: string; email: string; message: string }>;
  last_contract_id: number;
  attempt: number;
  created_at: string;
  finished_at: string | null;
}

const selectMailing = sql`select m.id, m.company_id, m.calendar_id, coalesce(c.detail, '') as detail, m.status,
    m.total, m.sent, m.failed, m.errors, m.last_contract_id, m.attempt,
    to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
    to_char(m.finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as finished_at
  from payslip_mailings m
  left join pay_calendars c on c.company_id = m.company_id and c.id = m.calendar_id`;

export interface MailingCalendarRow {
  type: string;
  state: string;
  payslips: number;
}

/** The calendar a mailing would send, with how many payslips its accumulated run holds. */
export async function mailingCalendar(db: Database, companyId: number, calendarId: number) {
  const [row] = await rowsOf<MailingCalendarRow>(
    db,
    sql`select c.type, c.state,
          (select count(*)::int from settlement_results r
            where ${isCurrentResult('r', 'c')}) as payslips
        from pay_calendars c where c.company_id = ${companyId} and c.id = ${calendarId}`,
  );
  return row ?? null;
}

/**
 * Creates the mailing, or answers null when one of the same calendar is still queued or sending.
 * The unique partial index payslip_mailings_running_unique decides, so two requests at once cannot
 * both start (a check before the insert would let both pass).
 */
export async function insertMailing(
  db: Database,
  values: { companyId: number; calendarId: number; total: number; requestedBy: number; now: Date },
): Promise<number | null> {
  try {
    const [row] = await rowsOf<{ id: number }>(
      db,
      sql`insert into payslip_mailings (company_id, calendar_id, total, requested_by, created_at, updated_at)
          values (${values.companyId}, ${values.calendarId}, ${values.total}, ${values.requestedBy}, ${values.now}, ${values.now})
          returning id`,
    );
    return row?.id ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function findMailing(db: Database, companyId: number, id: number) {
  const [row] = await rowsOf<MailingRow>(
    db,
    sql`${selectMailing} where m.company_id = ${companyId} and m.id = ${id}`,
  );
  return row ?? null;
}

export function listMailings(db: Database, companyId: number, calendarId: number | undefined) {
  return rowsOf<MailingRow>(
    db,
    sql`${selectMailing} where m.company_id = ${companyId}
          ${calendarId ? sql`and m.calendar_id = ${calendarId}` : sql``}
        order by m.id desc limit 20`,
  );
}

/** Takes the mailing for the run holding `attempt`; null when another attempt owns it or it ended. */
export async function claimMailing(db: Database, companyId: number, id: number, attempt: number, now: Date) {
  const [row] = await rowsOf<{ calendar_id: number; last_contract_id: number }>(
    db,
    sql`update payslip_mailings set status = 'ENVIANDO', updated_at = ${now}
        where company_id = ${companyId} and id = ${id} and attempt = ${attempt} and status <> 'TERMINADO'
        returning calendar_id, last_contract_id`,
  );
  return row ?? null;
}

/**
 * Records one recipient, sent or not, and where the run is; false when the run lost its claim (a
 * newer attempt took over), so it stops.
 */
export async function recordRecipient(
  db: Database,
  mailing: { companyId: number; id: number; attempt: number },
  recipient: {
    contractId: number;
    error: { contractId: number; employee: string; email: string; message: string } | null;
  },
  now: Date,
): Promise<boolean> {
  const failed = recipient.error ? 1 : 0;
  const errors = recipient.error ? JSON.stringify([recipient.error]) : '[]';
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`update payslip_mailings
        set sent = sent + ${1 - failed}, failed = failed + ${failed}, errors = errors || ${errors}::jsonb,
            last_contract_id = ${recipient.contractId}, updated_at = ${now}
        where company_id = ${mailing.companyId} and id = ${mailing.id} and attempt = ${mailing.attempt}
          and status = 'ENVIANDO'
        returning id`,
  );
  return rows.length === 1;
}

export async function finishMailing(
  db: Database,
  mailing: { companyId: number; id: number; attempt: number },
  now: Date,
): Promise<void> {
  await db.execute(
    sql`update payslip_mailings set status = 'TERMINADO', finished_at = ${now}, updated_at = ${now}
        where company_id = ${mailing.companyId} and id = ${mailing.id} and attempt = ${mailing.attempt}`,
  );
}

/** Keeps the claim fresh between chunks, so a mailing waiting in the queue is not taken for stuck. */
export async function touchMailing(db: Database, companyId: number, id: number, attempt: number, now: Date) {
  await db.execute(
    sql`update payslip_mailings set updated_at = ${now}
        where company_id = ${companyId} and id = ${id} and attempt = ${attempt}`,
  );
}

/**
 * Mailings left queued or sending with no progress since `staleBefore` (their server died): each gets
 * a new attempt, which fences any run still holding the old one.
 */
export function takeOverStale(db: Database, staleBefore: Date, now: Date) {
  return rowsOf<{ company_id: number; id: number; attempt: number }>(
    db,
    sql`update payslip_mailings set attempt = attempt + 1, updated_at = ${now}
        where status in ('EN_COLA', 'ENVIANDO') and updated_at <= ${staleBefore}
        returning company_id, id, attempt`,
  );
}
