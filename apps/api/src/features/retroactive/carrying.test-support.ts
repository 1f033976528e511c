import type { TCalendar } from '@quincena/contracts/settlement';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TestContext } from '../../../test/helpers/test-app.ts';
import { payCalendars, settlementLines, settlementResults } from '../../db/schema/index.ts';
import type { api } from '../settlement/settlement.test-support.ts';

/** The company's 2026 payroll calendars, oldest first. */
export async function payrollCalendars(call: ReturnType<typeof api>): Promise<TCalendar[]> {
  const list = (await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
  return list.sort((a, b) => a.periodStart.localeCompare(b.periodStart));
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

export async function resultOf(ctx: TestContext, companyId: number, processId: number, contractId: number) {
  const [row] = await ctx.db
    .select()
    .from(settlementResults)
    .where(
      and(
        eq(settlementResults.companyId, companyId),
        eq(settlementResults.processId, processId),
        eq(settlementResults.contractId, contractId),
      ),
    );
  return row;
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
