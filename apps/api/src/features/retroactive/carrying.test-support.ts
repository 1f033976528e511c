import type { TCalendar } from '@quincena/contracts/settlement';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TestContext } from '../../../test/helpers/test-app.ts';
import { payCalendars, settlementLines } from '../../db/schema/index.ts';
import { api, calendarsOf, settleInOrder } from '../settlement/settlement.test-support.ts';

/** The company's payroll calendars of a year (2026 unless told), oldest first. */
export async function payrollCalendars(call: ReturnType<typeof api>, year = 2026): Promise<TCalendar[]> {
  const list = await calendarsOf(call, 'NM', year);
  return list.sort((a, b) => a.periodStart.localeCompare(b.periodStart));
}

/**
 * The company's first `count` periods of 2026 processed and accumulated in order. Answers the
 * calendars as they now stand, the closed periods' result processes and their stored lines, which
 * nothing carried later may change.
 */
export async function closedPeriods(ctx: TestContext, token: string, companyId: number, count: number) {
  const call = api(ctx, token);
  await settleInOrder(ctx, token, (await payrollCalendars(call)).slice(0, count));
  const calendars = await payrollCalendars(call);
  const closedProcesses: number[] = [];
  for (const calendar of calendars.slice(0, count))
    closedProcesses.push((await currentProcess(ctx, companyId, calendar.id)).processId as number);
  return { calendars, closedProcesses, closedLines: await linesOf(ctx, companyId, closedProcesses) };
}

/** The calendar's current result process (null when it has none). */
export async function currentProcess(ctx: TestContext, companyId: number, calendarId: number) {
  const [row] = await ctx.db
    .select({ processId: payCalendars.resultProcessId, needsReprocess: payCalendars.needsReprocess })
    .from(payCalendars)
    .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, calendarId)));
  return row ?? { processId: null, needsReprocess: false };
}

/** Stored lines of some processes, as comparable plain rows (no process id). */
export async function linesOf(
  ctx: TestContext,
  companyId: number,
  processIds: readonly number[],
  contractId?: number,
) {
  if (processIds.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(settlementLines)
    .where(
      and(
        eq(settlementLines.companyId, companyId),
        inArray(settlementLines.processId, [...processIds]),
        ...(contractId === undefined ? [] : [eq(settlementLines.contractId, contractId)]),
      ),
    )
    .orderBy(asc(settlementLines.processId), asc(settlementLines.contractId), asc(settlementLines.lineNo));
  return rows.map(({ processId: _process, ...rest }) => ({
    ...rest,
    value: Number(rest.value),
    units: Number(rest.units),
  }));
}

type Line = Awaited<ReturnType<typeof linesOf>>[number];

/** Sum of values per concept code of some lines. */
export function byCode(lines: readonly Line[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of lines) out[line.conceptCode] = (out[line.conceptCode] ?? 0) + line.value;
  return out;
}

export const retroactiveOnly = (lines: readonly Line[]) =>
  lines.filter((line) => line.originCalendarId !== null);
