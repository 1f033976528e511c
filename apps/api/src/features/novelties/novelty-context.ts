import { ERROR_CODES } from '@quincena/contracts';
import { NOVELTY_MESSAGES as M } from '@quincena/contracts/novelties';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { contracts, noveltyRetirements, payCalendars } from '../../db/schema/index.ts';
import type { TouchedRange } from '../../pay-period/period-guard.ts';
import { badRequest, notFound } from '../../platform/errors/app-error.ts';

/** The contract a novelty is recorded for, locked for the transaction. */
export interface NoveltyContract {
  id: number;
  startDate: string;
  endDate: string | null;
  retirementDate: string | null;
}

/**
 * Loads and row-locks the contract inside the write's transaction, so two novelties of the same contract
 * are checked for overlaps one after the other (the lock is the serialisation point; PGlite and PostgreSQL
 * alike). Another company's contract reads as missing (400: it is a field of the body).
 */
export async function lockContract(
  tx: Database,
  companyId: number,
  contractId: number,
): Promise<NoveltyContract> {
  const [row] = await tx
    .select({
      id: contracts.id,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      retirementDate: contracts.retirementDate,
      // A recorded retirement ends the contract for novelties too (the earlier of the two dates).
      recordedRetirement: sql<
        string | null
      >`(select ${noveltyRetirements.retirementDate} from ${noveltyRetirements}
        where ${noveltyRetirements.companyId} = ${contracts.companyId} and ${noveltyRetirements.contractId} = ${contracts.id})`,
    })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, contractId)))
    .for('update', { of: contracts });
  if (!row) throw badRequest(ERROR_CODES.validation, M.contractUnknown, { contractId: M.contractUnknown });
  return {
    id: row.id,
    startDate: row.startDate,
    endDate: row.endDate,
    retirementDate:
      [row.retirementDate, row.recordedRetirement].filter((d): d is string => d !== null).sort()[0] ?? null,
  };
}

export interface NoveltyCalendar {
  id: number;
  periodStart: string;
  periodEnd: string;
  detail: string;
  state: string;
}

/** The NM (payroll) calendar of the company a novelty is paid in; anything else is a 400. */
export async function nmCalendar(
  tx: Database,
  companyId: number,
  calendarId: number,
): Promise<NoveltyCalendar> {
  const [row] = await tx
    .select({
      id: payCalendars.id,
      periodStart: payCalendars.periodStart,
      periodEnd: payCalendars.periodEnd,
      detail: payCalendars.detail,
      state: payCalendars.state,
      type: payCalendars.type,
    })
    .from(payCalendars)
    .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, calendarId)));
  if (row?.type !== 'NM') {
    throw badRequest(ERROR_CODES.validation, M.calendarUnknown, { calendarId: M.calendarUnknown });
  }
  return row;
}

export const noveltyNotFound = () => notFound(M.notFound);

export function invalid(field: string, message: string) {
  return badRequest(ERROR_CODES.validation, message, { [field]: message });
}

/** dd-mm-aaaa, as dates read in messages. */
export function formatDate(iso: string): string {
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A date must fall inside the contract: not before its start, not after its end or retirement. */
export function assertInsideContract(
  contract: NoveltyContract,
  field: string,
  from: string,
  to = from,
): void {
  if (from < contract.startDate) throw invalid(field, M.contractBeforeStart);
  const end = [contract.endDate, contract.retirementDate].filter((d): d is string => d !== null).sort()[0];
  if (end && to > end) throw invalid(field, M.contractAfterEnd);
}

/** The period of the calendar a novelty is paid in, as a touched range of the period guard. */
export function calendarRange(calendar: NoveltyCalendar): TouchedRange {
  return { from: calendar.periodStart, to: calendar.periodEnd };
}

/**
 * The save of an item paid in one NM calendar (overtime, a reported item): the contract locked, the
 * body's calendar, and the periods the save touches (on an edit, also the calendar it was in).
 */
export async function lockInCalendar(
  tx: Database,
  companyId: number,
  contractId: number,
  calendarId: number,
  current: { calendarId: number } | null,
) {
  const contract = await lockContract(tx, companyId, contractId);
  const before = current && (await nmCalendar(tx, companyId, current.calendarId));
  const calendar = await nmCalendar(tx, companyId, calendarId);
  const ranges = before ? [calendarRange(before), calendarRange(calendar)] : [calendarRange(calendar)];
  return { contract, calendar, ranges };
}

/** Removing an item paid in one NM calendar touches that calendar's period. */
export async function removedFromCalendar(
  tx: Database,
  companyId: number,
  current: { calendarId: number },
): Promise<TouchedRange[]> {
  return [calendarRange(await nmCalendar(tx, companyId, current.calendarId))];
}

/** Numeric column text to a JSON number (amounts fit a double to the cent below 2^53 / 100). */
export const num = (text: string | null): number | null => (text === null ? null : Number(text));

/**
 * Parses a body with its contract schema inside the service too, because bulk loads call the service
 * without HTTP; a failure is the same 400 with the first Spanish message.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  throw badRequest(ERROR_CODES.validation, Object.values(fields)[0] ?? M.required, fields);
}

/** The calendar's period must share at least one day with the contract (a one-off item is paid in it). */
export function assertCalendarInsideContract(contract: NoveltyContract, calendar: NoveltyCalendar): void {
  if (calendar.periodEnd < contract.startDate) throw invalid('calendarId', M.contractBeforeStart);
  const end = [contract.endDate, contract.retirementDate].filter((d): d is string => d !== null).sort()[0];
  if (end && calendar.periodStart > end) throw invalid('calendarId', M.contractAfterEnd);
}
