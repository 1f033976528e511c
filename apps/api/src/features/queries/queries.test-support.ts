import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { createCompany, createUser, tokenFor } from '../../../test/factories.ts';
import type { TestContext } from '../../../test/helpers/test-app.ts';
import {
  type CalendarState,
  payCalendars,
  settlementLines,
  settlementProcesses,
  settlementResults,
} from '../../db/schema/index.ts';
import { insertTestJob } from '../employees/employees.fixtures.ts';
import { hire } from '../settlement/settlement.test-support.ts';

/**
 * Test factory of the reading side: a company with contracts made through the API, and settled
 * periods written straight into the store (calendar, PRO process, results and lines), so the
 * queries, files and reports can be tested apart from the run engine.
 */
export interface TestEmployee {
  documentNumber: string;
  firstName: string;
  firstSurname: string;
  salary: number;
  startDate?: string;
  bankCode?: string;
  accountType?: string;
  accountNumber?: string;
}

export async function readingCompany(
  ctx: TestContext,
  employees: readonly TestEmployee[],
  company: Partial<Parameters<typeof createCompany>[1]> = {},
) {
  const row = await createCompany(ctx.db, {
    paymentPeriod: '4',
    taxpayerType: '1',
    documentType: 'NI',
    nit: String(900_000_000 + Math.floor(Math.random() * 99_999_999)),
    bankCode: '1007',
    accountType: 'savings',
    accountNumber: '23456789012',
    ...company,
  });
  const user = await createUser(ctx.db, { companyId: row.id });
  const token = await tokenFor(ctx.db, ctx.clock, user);
  const jobId = (await insertTestJob(ctx.db, row.id)).id;
  const contractIds: number[] = [];
  for (const [index, employee] of employees.entries()) {
    const person = {
      documentNumber: employee.documentNumber,
      firstName: employee.firstName,
      otherNames: null,
      firstSurname: employee.firstSurname,
      secondSurname: null,
      email: `lectura${index}-${employee.documentNumber}@correo.com.co`,
    };
    const startDate = employee.startDate ?? '2026-01-01';
    const contract = {
      startDate,
      salary: { amount: employee.salary, startDate },
      ...(employee.bankCode ? { bankCode: employee.bankCode } : {}),
      ...(employee.accountType ? { accountType: employee.accountType } : {}),
      ...(employee.accountNumber ? { accountNumber: employee.accountNumber } : {}),
    };
    contractIds.push(await hire(ctx, token, jobId, person, contract));
  }
  return { companyId: row.id, token, userId: user.id, contractIds };
}

export interface TestLine {
  code: string;
  name: string;
  kind: 'earning' | 'deduction' | 'employer_contribution' | 'provision';
  units?: number;
  unitKind?: 'days' | 'hours' | 'percent' | 'none';
  base?: number;
  value: number;
}

export interface TestResult {
  contractId: number;
  lines: TestLine[];
  /** Provision detail as the engine stores it (benefit report). */
  provisionDetail?: unknown;
}

export interface TestPeriod {
  year: number;
  month: number;
  fortnight?: 1 | 2 | null;
  state: Exclude<CalendarState, 'OPEN'>;
  detail?: string;
  paymentDate?: string;
  /** NM by default; LD for a final settlement's calendar. */
  type?: 'NM' | 'LD';
  results: TestResult[];
}

const sum = (lines: readonly TestLine[], kind: TestLine['kind']) =>
  lines.filter((line) => line.kind === kind).reduce((total, line) => total.plus(line.value), new Decimal(0));

/** One NM calendar with a PRO whose results are current; totals are the sums of the lines. */
export async function settledPeriod(ctx: TestContext, companyId: number, period: TestPeriod) {
  const fortnight = period.fortnight ?? null;
  const mm = String(period.month).padStart(2, '0');
  const lastDay = new Date(Date.UTC(period.year, period.month, 0)).getUTCDate();
  const periodStart = `${period.year}-${mm}-${fortnight === 2 ? '16' : '01'}`;
  const periodEnd = `${period.year}-${mm}-${fortnight === 1 ? '15' : String(lastDay)}`;
  const [calendar] = await ctx.db
    .insert(payCalendars)
    .values({
      companyId,
      type: period.type ?? 'NM',
      year: period.year,
      month: period.month,
      fortnight,
      periodStart,
      periodEnd,
      paymentDate: period.paymentDate ?? periodEnd,
      detail: period.detail ?? `Nómina ${period.year}-${mm}${fortnight ? ` Q${fortnight}` : ''}`,
      state: period.state,
    })
    .returning();
  if (!calendar) throw new Error('calendar insert failed');
  const [process] = await ctx.db
    .insert(settlementProcesses)
    .values({ companyId, calendarId: calendar.id, action: 'PRO', status: 'TERMINADO', percentage: 100 })
    .returning();
  if (!process) throw new Error('process insert failed');
  for (const result of period.results) {
    const earnings = sum(result.lines, 'earning');
    const deductions = sum(result.lines, 'deduction');
    const contributions = sum(result.lines, 'employer_contribution');
    const provisions = sum(result.lines, 'provision');
    await ctx.db.insert(settlementResults).values({
      companyId,
      processId: process.id,
      contractId: result.contractId,
      calendarId: calendar.id,
      periodStart,
      periodEnd,
      year: period.year,
      month: period.month,
      fortnight,
      earnings: earnings.toFixed(2),
      deductions: deductions.toFixed(2),
      netPay: earnings.minus(deductions).toFixed(2),
      employerContributions: contributions.toFixed(2),
      provisions: provisions.toFixed(2),
      employerCost: earnings.plus(contributions).plus(provisions).toFixed(2),
      provisionDetail: result.provisionDetail ?? {},
      inputHash: 'f'.repeat(64),
      parametersDate: periodEnd,
    });
    if (result.lines.length > 0) {
      await ctx.db.insert(settlementLines).values(
        result.lines.map((line, index) => ({
          companyId,
          processId: process.id,
          contractId: result.contractId,
          lineNo: index + 1,
          calendarId: calendar.id,
          year: period.year,
          month: period.month,
          conceptCode: line.code,
          conceptName: line.name,
          kind: line.kind,
          units: String(line.units ?? 0),
          unitKind: line.unitKind ?? 'none',
          base: String(line.base ?? 0),
          value: line.value.toFixed(2),
          salary: line.kind === 'earning',
          debitClass: '5105',
          creditClass: '2505',
          source: 'test',
        })),
      );
    }
  }
  await ctx.db
    .update(payCalendars)
    .set({ resultProcessId: process.id })
    .where(eq(payCalendars.id, calendar.id));
  return { calendarId: calendar.id, processId: process.id, periodStart, periodEnd };
}

/** A typical fortnight's results (`fortnightLines`) for each [contract, salary]. */
export const typicalResults = (...paid: [contractId: number, salary: number][]): TestResult[] =>
  paid.map(([contractId, salary]) => ({ contractId, lines: fortnightLines(salary) }));

/** A settled period with a typical fortnight for each [contract, salary]. */
export const typicalPeriod = (
  ctx: TestContext,
  companyId: number,
  period: Omit<TestPeriod, 'results'>,
  ...paid: [number, number][]
) => settledPeriod(ctx, companyId, { ...period, results: typicalResults(...paid) });

/** The second fortnight of January 2026, accumulated, with a typical fortnight for each [contract, salary]. */
export const accumulatedJanuary = (ctx: TestContext, companyId: number, ...paid: [number, number][]) =>
  typicalPeriod(ctx, companyId, { year: 2026, month: 1, fortnight: 2, state: 'ACCUMULATED' }, ...paid);

/** The lines a typical fortnight stores for one employee. */
export function fortnightLines(salary: number, extra: TestLine[] = []): TestLine[] {
  const basic = new Decimal(salary).div(2).toDecimalPlaces(0).toNumber();
  const health = new Decimal(basic).times('0.04').toDecimalPlaces(0).toNumber();
  return [
    {
      code: 'BASIC',
      name: 'Salario básico',
      kind: 'earning',
      units: 15,
      unitKind: 'days',
      base: salary,
      value: basic,
    },
    ...extra,
    {
      code: 'HEALTH_EE',
      name: 'Aporte salud empleado',
      kind: 'deduction',
      units: 4,
      unitKind: 'percent',
      base: basic,
      value: health,
    },
    {
      code: 'PENSION_EE',
      name: 'Aporte pensión empleado',
      kind: 'deduction',
      units: 4,
      unitKind: 'percent',
      base: basic,
      value: health,
    },
    {
      code: 'PENSION_ER',
      name: 'Aporte pensión empleador',
      kind: 'employer_contribution',
      units: 12,
      unitKind: 'percent',
      base: basic,
      value: new Decimal(basic).times('0.12').toDecimalPlaces(0).toNumber(),
    },
    {
      code: 'PROV_PRIMA',
      name: 'Provisión prima de servicios',
      kind: 'provision',
      units: 8.33,
      unitKind: 'percent',
      base: basic,
      value: new Decimal(basic).times('0.0833').toDecimalPlaces(0).toNumber(),
    },
  ];
}
