import { RETROACTIVE_WITHHOLDING_CODE } from '@quincena/contracts/retroactive';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { payCalendars, settlementLines, settlementResults } from '../../src/db/schema/index.ts';
import type { TestContext } from './test-app.ts';

/**
 * Writes retroactive lines into a processed run the way the carrying run stores them (issue 32):
 * after the run's own lines, the original concept's code/name/kind, the signed difference, the
 * origin period's calendar and dates; the withholding on the payment without an origin. The result
 * row's totals grow by the same amounts, as the run's would. The run that writes them is built
 * elsewhere; these tests only read them.
 */
export interface RetroLine {
  code: string;
  name: string;
  kind: 'earning' | 'deduction' | 'employer_contribution';
  value: number;
  units?: number;
  unitKind?: 'days' | 'hours' | 'none';
  /** The accumulated calendar whose difference it is; leave out for the withholding line. */
  originCalendarId?: number;
}

export const retroWithholding = (value: number): RetroLine => ({
  code: RETROACTIVE_WITHHOLDING_CODE,
  name: 'Retención en la fuente sobre retroactivo',
  kind: 'deduction',
  value,
});

export async function insertRetroactiveLines(
  ctx: TestContext,
  where: { companyId: number; calendarId: number; contractId: number },
  lines: readonly RetroLine[],
): Promise<void> {
  const [result] = await ctx.db
    .select()
    .from(settlementResults)
    .innerJoin(
      payCalendars,
      and(
        eq(payCalendars.companyId, settlementResults.companyId),
        eq(payCalendars.resultProcessId, settlementResults.processId),
      ),
    )
    .where(
      and(
        eq(settlementResults.companyId, where.companyId),
        eq(payCalendars.id, where.calendarId),
        eq(settlementResults.contractId, where.contractId),
      ),
    );
  if (!result) throw new Error('no current result to add retroactive lines to');
  const { processId } = result.settlement_results;
  const [last] = await ctx.db
    .select({ lineNo: sql<number>`max(${settlementLines.lineNo})` })
    .from(settlementLines)
    .where(
      and(
        eq(settlementLines.companyId, where.companyId),
        eq(settlementLines.processId, processId),
        eq(settlementLines.contractId, where.contractId),
      ),
    );
  const origins = new Map<number, { periodStart: string; periodEnd: string }>();
  for (const line of lines) {
    if (line.originCalendarId === undefined || origins.has(line.originCalendarId)) continue;
    const [calendar] = await ctx.db
      .select({ periodStart: payCalendars.periodStart, periodEnd: payCalendars.periodEnd })
      .from(payCalendars)
      .where(eq(payCalendars.id, line.originCalendarId));
    if (!calendar) throw new Error('origin calendar missing');
    origins.set(line.originCalendarId, calendar);
  }
  const first = Number(last?.lineNo ?? 0) + 1;
  await ctx.db.insert(settlementLines).values(
    lines.map((line, index) => {
      const origin = line.originCalendarId === undefined ? undefined : origins.get(line.originCalendarId);
      return {
        companyId: where.companyId,
        processId,
        contractId: where.contractId,
        lineNo: first + index,
        calendarId: where.calendarId,
        year: result.pay_calendars.year,
        month: result.pay_calendars.month,
        conceptCode: line.code,
        conceptName: line.name,
        kind: line.kind,
        units: String(line.units ?? 0),
        unitKind: line.unitKind ?? 'none',
        base: '0',
        value: line.value.toFixed(2),
        salary: line.kind === 'earning',
        debitClass: '5105',
        creditClass: '2505',
        source: 'retroactive',
        originCalendarId: line.originCalendarId ?? null,
        originStart: origin?.periodStart ?? null,
        originEnd: origin?.periodEnd ?? null,
      };
    }),
  );
  const sum = (kind: RetroLine['kind']) =>
    lines
      .filter((line) => line.kind === kind)
      .reduce((total, line) => total.plus(line.value), new Decimal(0));
  const row = result.settlement_results;
  const earnings = new Decimal(row.earnings).plus(sum('earning'));
  const deductions = new Decimal(row.deductions).plus(sum('deduction'));
  const contributions = new Decimal(row.employerContributions).plus(sum('employer_contribution'));
  await ctx.db
    .update(settlementResults)
    .set({
      earnings: earnings.toFixed(2),
      deductions: deductions.toFixed(2),
      netPay: earnings.minus(deductions).toFixed(2),
      employerContributions: contributions.toFixed(2),
      employerCost: new Decimal(row.employerCost)
        .plus(sum('earning'))
        .plus(sum('employer_contribution'))
        .toFixed(2),
    })
    .where(
      and(
        eq(settlementResults.companyId, where.companyId),
        eq(settlementResults.processId, processId),
        eq(settlementResults.contractId, where.contractId),
      ),
    );
}
