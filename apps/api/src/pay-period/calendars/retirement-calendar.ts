import { ERROR_CODES } from '@quincena/contracts';
import { personFullName } from '@quincena/contracts/employees';
import { RETIREMENT_SETTLEMENT_MESSAGES as M } from '@quincena/contracts/settlement';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  contracts,
  noveltyRetirements,
  payCalendars,
  persons,
  settlementProcesses,
} from '../../db/schema/index.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { contractOfRow, personOfContract } from '../../platform/sql/contract-joins.ts';
import type { CalendarRow } from './calendars.repository.ts';
import { calendarsOfType, payrollCalendars } from './calendars-of-type.ts';

export interface RetirementFacts {
  id: number;
  contractId: number;
  reasonCode: string;
  retirementDate: string;
  status: string;
  employeeName: string;
}

/** dd/mm/yyyy, as the retirement's messages and calendar detail show a day. */
export const shown = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export async function retirementFacts(
  db: Database,
  companyId: number,
  retirementId: number,
): Promise<RetirementFacts | null> {
  const [row] = await db
    .select({ retirement: noveltyRetirements, person: persons })
    .from(noveltyRetirements)
    .innerJoin(contracts, contractOfRow(noveltyRetirements))
    .innerJoin(persons, personOfContract)
    .where(and(eq(noveltyRetirements.companyId, companyId), eq(noveltyRetirements.id, retirementId)));
  if (!row) return null;
  return {
    id: row.retirement.id,
    contractId: row.retirement.contractId,
    reasonCode: row.retirement.reasonCode,
    retirementDate: row.retirement.retirementDate,
    status: row.retirement.status,
    employeeName: personFullName(row.person),
  };
}

/** The payroll (NM) period that holds a date: the final settlement pays that period up to the withdrawal. */
export async function payrollPeriodOf(
  db: Database,
  companyId: number,
  date: string,
): Promise<CalendarRow | null> {
  const [row] = await payrollCalendars(
    db,
    companyId,
    lte(payCalendars.periodStart, date),
    gte(payCalendars.periodEnd, date),
  ).limit(1);
  return row ?? null;
}

export async function retirementCalendarOf(
  db: Database,
  companyId: number,
  retirementId: number,
): Promise<CalendarRow | null> {
  const [row] = await db
    .select()
    .from(payCalendars)
    .where(calendarsOfType(companyId, 'LD', eq(payCalendars.retirementId, retirementId)));
  return row ?? null;
}

/**
 * Creates or refreshes the LD-<retirement id> calendar: the payroll period of the withdrawal date
 * (its year, month and fortnight, so the engine settles that period up to the withdrawal), paid on
 * the withdrawal date itself (CST art. 65: the final settlement is due when the contract ends). A
 * calendar already processed is left as it is: the retirement cannot change under it.
 */
export async function syncRetirementCalendar(
  db: Database,
  companyId: number,
  retirementId: number,
  ensurePayrollYear: (year: number) => Promise<void>,
): Promise<CalendarRow> {
  const retirement = await retirementFacts(db, companyId, retirementId);
  if (!retirement) throw notFound(M.retirementNotFound);
  const current = await retirementCalendarOf(db, companyId, retirementId);
  if (current && current.state !== 'OPEN') return current;
  await ensurePayrollYear(Number(retirement.retirementDate.slice(0, 4)));
  const period = await payrollPeriodOf(db, companyId, retirement.retirementDate);
  if (!period) throw conflict(ERROR_CODES.conflict, M.noPayrollPeriod(shown(retirement.retirementDate)));
  const values = {
    year: period.year,
    month: period.month,
    fortnight: period.fortnight,
    periodStart: period.periodStart,
    periodEnd: period.periodEnd,
    paymentDate: retirement.retirementDate,
    detail: M.detail(retirement.employeeName, shown(retirement.retirementDate)),
  };
  if (current) {
    const [updated] = await db
      .update(payCalendars)
      .set(values)
      .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, current.id)))
      .returning();
    return updated ?? current;
  }
  await db
    .insert(payCalendars)
    .values({ companyId, type: 'LD', retirementId, ...values })
    .onConflictDoNothing();
  return (await retirementCalendarOf(db, companyId, retirementId)) as CalendarRow;
}

/**
 * Before a retirement changes or goes: a Spanish refusal while its final settlement is processed or
 * accumulated; otherwise an unused calendar is dropped (the next read creates it from the new facts).
 */
export async function releaseRetirementCalendar(
  tx: Database,
  companyId: number,
  retirementId: number,
): Promise<string | null> {
  const calendar = await retirementCalendarOf(tx, companyId, retirementId);
  if (!calendar) return null;
  if (calendar.state !== 'OPEN') return M.retirementSettled;
  const [used] = await tx
    .select({ id: settlementProcesses.id })
    .from(settlementProcesses)
    .where(and(eq(settlementProcesses.companyId, companyId), eq(settlementProcesses.calendarId, calendar.id)))
    .limit(1);
  if (!used) {
    await tx
      .delete(payCalendars)
      .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, calendar.id)));
  }
  return null;
}
