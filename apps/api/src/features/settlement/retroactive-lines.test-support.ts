import { and, eq, sql } from 'drizzle-orm';
import type { TestContext } from '../../../test/helpers/test-app.ts';
import {
  payCalendars,
  retroactiveChanges,
  settlementLines,
  settlementResults,
} from '../../db/schema/index.ts';

/** One retroactive difference as the carrying run stores it (issue 32; commit 7d3426b). */
export interface RetroLine {
  code: string;
  name: string;
  kind: 'earning' | 'deduction' | 'employer_contribution' | 'provision';
  value: number;
  salary?: boolean;
  dianElement?: string | null;
  units?: number;
}

/**
 * 2.000.000 → 2.300.000 from 1 January, one fortnight of January: what the engine's differences give a
 * worker not exonerated, class I (PILA rounding: the month's health 287.500 − 250.000 = 37.500, of which
 * the worker's 4 % is 12.000; ARL 12.100 − 10.500 = 1.600).
 */
export const RAISE_FORTNIGHT: Record<1 | 2, RetroLine[]> = {
  1: [
    {
      code: 'BASIC',
      name: 'Salario',
      kind: 'earning',
      value: 150_000,
      salary: true,
      dianElement: 'Basico',
      units: 15,
    },
    {
      code: 'HEALTH_EE',
      name: 'Aporte salud empleado',
      kind: 'deduction',
      value: 6_000,
      dianElement: 'Salud',
    },
    {
      code: 'PENSION_EE',
      name: 'Aporte pensión empleado',
      kind: 'deduction',
      value: 6_000,
      dianElement: 'FondoPension',
    },
    { code: 'HEALTH_ER', name: 'Aporte salud empleador', kind: 'employer_contribution', value: 12_750 },
    { code: 'PENSION_ER', name: 'Aporte pensión empleador', kind: 'employer_contribution', value: 18_000 },
    { code: 'ARL_ER', name: 'Aporte riesgos laborales', kind: 'employer_contribution', value: 783 },
    {
      code: 'CCF_ER',
      name: 'Aporte caja de compensación familiar',
      kind: 'employer_contribution',
      value: 6_000,
    },
    { code: 'SENA_ER', name: 'Aporte SENA', kind: 'employer_contribution', value: 3_000 },
    { code: 'ICBF_ER', name: 'Aporte ICBF', kind: 'employer_contribution', value: 4_500 },
    { code: 'PRIMA_PROV', name: 'Provisión prima', kind: 'provision', value: 12_495 },
  ],
  2: [
    {
      code: 'BASIC',
      name: 'Salario',
      kind: 'earning',
      value: 150_000,
      salary: true,
      dianElement: 'Basico',
      units: 15,
    },
    {
      code: 'HEALTH_EE',
      name: 'Aporte salud empleado',
      kind: 'deduction',
      value: 6_000,
      dianElement: 'Salud',
    },
    {
      code: 'PENSION_EE',
      name: 'Aporte pensión empleado',
      kind: 'deduction',
      value: 6_000,
      dianElement: 'FondoPension',
    },
    { code: 'HEALTH_ER', name: 'Aporte salud empleador', kind: 'employer_contribution', value: 12_750 },
    { code: 'PENSION_ER', name: 'Aporte pensión empleador', kind: 'employer_contribution', value: 18_000 },
    { code: 'ARL_ER', name: 'Aporte riesgos laborales', kind: 'employer_contribution', value: 817 },
    {
      code: 'CCF_ER',
      name: 'Aporte caja de compensación familiar',
      kind: 'employer_contribution',
      value: 6_000,
    },
    { code: 'SENA_ER', name: 'Aporte SENA', kind: 'employer_contribution', value: 3_000 },
    { code: 'ICBF_ER', name: 'Aporte ICBF', kind: 'employer_contribution', value: 4_500 },
    { code: 'PRIMA_PROV', name: 'Provisión prima', kind: 'provision', value: 12_495 },
  ],
};

async function calendarRow(ctx: TestContext, companyId: number, calendarId: number) {
  const [row] = await ctx.db
    .select()
    .from(payCalendars)
    .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, calendarId)));
  if (!row) throw new Error(`calendar ${calendarId}`);
  return row;
}

/**
 * Writes retroactive lines into the processed carrying period as the carrying run will, after a normal
 * Procesar: each origin period's lines with its dates, and the result's totals grown by them; plus the
 * retroactive change that asked for them.
 */
export async function insertRetroactiveLines(
  ctx: TestContext,
  input: {
    companyId: number;
    contractId: number;
    carryingCalendarId: number;
    from: string;
    origins: Array<{ calendarId: number; lines: RetroLine[] }>;
  },
) {
  const carrying = await calendarRow(ctx, input.companyId, input.carryingCalendarId);
  const processId = carrying.resultProcessId;
  if (processId === null) throw new Error('carrying period not processed');
  const [{ next } = { next: 1 }] = await ctx.db
    .select({ next: sql<number>`coalesce(max(${settlementLines.lineNo}), 0)::int + 1` })
    .from(settlementLines)
    .where(
      and(
        eq(settlementLines.companyId, input.companyId),
        eq(settlementLines.processId, processId),
        eq(settlementLines.contractId, input.contractId),
      ),
    );
  let lineNo = Number(next);
  const totals = { earning: 0, deduction: 0, employer_contribution: 0, provision: 0 };
  for (const origin of input.origins) {
    const period = await calendarRow(ctx, input.companyId, origin.calendarId);
    for (const line of origin.lines) {
      totals[line.kind] += line.value;
      await ctx.db.insert(settlementLines).values({
        companyId: input.companyId,
        processId,
        contractId: input.contractId,
        lineNo: lineNo++,
        calendarId: carrying.id,
        year: carrying.year,
        month: carrying.month,
        conceptCode: line.code,
        conceptName: line.name,
        kind: line.kind,
        units: String(line.units ?? 0),
        unitKind: line.units ? 'days' : 'none',
        base: '0',
        value: String(line.value),
        salary: line.salary ?? false,
        withholdingBase: line.salary ?? false,
        dianElement: line.dianElement ?? null,
        debitClass: 'expense',
        creditClass: 'payable',
        source: 'retroactive difference (test)',
        originCalendarId: period.id,
        originStart: period.periodStart,
        originEnd: period.periodEnd,
      });
    }
  }
  const net = totals.earning - totals.deduction;
  await ctx.db
    .update(settlementResults)
    .set({
      earnings: sql`${settlementResults.earnings} + ${totals.earning}`,
      deductions: sql`${settlementResults.deductions} + ${totals.deduction}`,
      netPay: sql`${settlementResults.netPay} + ${net}`,
      employerContributions: sql`${settlementResults.employerContributions} + ${totals.employer_contribution}`,
      provisions: sql`${settlementResults.provisions} + ${totals.provision}`,
      employerCost: sql`${settlementResults.employerCost} + ${totals.earning + totals.employer_contribution + totals.provision}`,
    })
    .where(
      and(
        eq(settlementResults.companyId, input.companyId),
        eq(settlementResults.processId, processId),
        eq(settlementResults.contractId, input.contractId),
      ),
    );
  await ctx.db.insert(retroactiveChanges).values({
    companyId: input.companyId,
    contractId: input.contractId,
    fromDate: input.from,
    carryingCalendarId: carrying.id,
    source: 'SALARY',
  });
}
