import { emptyHistory, emptyNovelties, type SettlementLine, settle } from '@quincena/payroll';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/helpers/test-app.ts';
import { settlementLines, settlementProcesses, settlementResults } from '../../../db/schema/index.ts';
import { createEmployeesService } from '../../employees/index.ts';
import { createPayrollConfigService } from '../../payroll-config/index.ts';
import { companyFactsOf } from '../company-facts.ts';
import { bulkInsert } from '../runner/bulk-insert.ts';
import { api, settlementCompany } from '../settlement.test-support.ts';
import { type SettledContract, type StoredRowsBase, writeSettledContracts } from './stored-rows.ts';

let ctx: TestContext;
let companyId: number;
let contractIds: number[];
let calendarId: number;
let settled: SettledContract[];

/**
 * The rows as the runner stored them field by field before the one-statement writer (the
 * reference): every column the writer fills must come out identical.
 */
function referenceRows(base: StoredRowsBase, { contractId, inputHash, result }: SettledContract) {
  const { companyId, processId, calendarId, year, month, fortnight } = base;
  return {
    result: {
      companyId,
      processId,
      calendarId,
      contractId,
      periodStart: result.periodStart,
      periodEnd: result.periodEnd,
      year,
      month,
      fortnight,
      earnings: result.totals.earnings,
      deductions: result.totals.deductions,
      netPay: result.totals.netPay,
      employerContributions: result.totals.employerContributions,
      provisions: result.totals.provisions,
      employerCost: result.totals.employerCost,
      monthRecord: result.monthRecord ?? null,
      earlierInMonth: result.monthCarry ?? null,
      socialSecurity: result.socialSecurity ?? null,
      provisionDetail: result.provisions,
      withholding: result.withholding ?? null,
      warnings: result.warnings,
      inputHash,
      parametersDate: result.parametersDate,
    },
    lines: result.lines.map((line, index) => ({
      companyId,
      processId,
      contractId,
      lineNo: index + 1,
      calendarId,
      year,
      month,
      conceptCode: line.code,
      conceptName: line.name,
      kind: line.kind,
      units: line.units,
      unitKind: line.unitKind,
      base: line.base,
      rate: line.rate ?? null,
      value: line.value,
      salary: line.salary,
      withholdingBase: line.withholdingBase ?? false,
      dianElement: line.dianElement,
      dian:
        line.dianAttribute !== undefined ||
        line.dianIncapacityType !== undefined ||
        line.dianPercentage !== undefined
          ? {
              ...(line.dianAttribute !== undefined ? { attribute: line.dianAttribute } : {}),
              ...(line.dianIncapacityType !== undefined ? { incapacityType: line.dianIncapacityType } : {}),
              ...(line.dianPercentage !== undefined ? { percentage: line.dianPercentage } : {}),
            }
          : null,
      debitClass: line.accounting.debit,
      creditClass: line.accounting.credit,
      expenseShare: line.accounting.expenseShare ?? null,
      startDate: line.startDate ?? null,
      endDate: line.endDate ?? null,
      source: line.source,
    })),
  };
}

async function newProcess(): Promise<number> {
  const [row] = await ctx.db
    .insert(settlementProcesses)
    .values({ companyId, calendarId, action: 'PRO', status: 'TERMINADO' })
    .returning({ id: settlementProcesses.id });
  return row?.id as number;
}

async function storedRows(processId: number) {
  const ofProcess = <T extends typeof settlementResults | typeof settlementLines>(table: T) =>
    and(eq(table.companyId, companyId), eq(table.processId, processId));
  const results = await ctx.db
    .select()
    .from(settlementResults)
    .where(ofProcess(settlementResults))
    .orderBy(asc(settlementResults.contractId));
  const lines = await ctx.db
    .select()
    .from(settlementLines)
    .where(ofProcess(settlementLines))
    .orderBy(asc(settlementLines.contractId), asc(settlementLines.lineNo));
  const strip = <R extends { processId: number }>(rows: R[]) => rows.map(({ processId: _, ...rest }) => rest);
  return { results: strip(results), lines: strip(lines) };
}

beforeAll(async () => {
  ctx = await createTestApp();
  let token: string;
  ({ companyId, contractIds, token } = await settlementCompany(ctx, [1_750_905, 14_000_000]));
  const calendars = (await api(ctx, token)('GET', '/api/calendars?type=NM&year=2026')).json();
  calendarId = calendars[0]?.id;
  const employees = createEmployeesService({ db: ctx.db, storage: undefined as never, clock: ctx.clock });
  const settings = await createPayrollConfigService({ db: ctx.db, clock: ctx.clock }).engineSettings(
    companyId,
    await companyFactsOf(ctx.db, companyId, contractIds.length),
  );
  settled = [];
  for (const [index, contractId] of contractIds.entries()) {
    // A second fortnight for the second contract: month record, social security and withholding.
    const result = settle({
      period: { year: 2026, month: 1, fortnight: index === 0 ? 1 : 2, paymentDate: '2026-01-30' },
      company: settings,
      contract: await employees.engineContract(companyId, contractId, '2026-01-01'),
      novelties: emptyNovelties,
      history: emptyHistory,
    });
    const first = result.lines[0] as SettlementLine;
    // Lines with every optional fact the engine may give (overtime, incapacity, final settlement).
    const extra: SettlementLine[] = [
      {
        ...first,
        code: 'HED',
        units: '7.5',
        rate: '0.041666666666666667',
        dianAttribute: 'HED' as SettlementLine['dianAttribute'],
        dianPercentage: '25.00',
        withholdingBase: true,
        startDate: '2026-01-03',
        endDate: '2026-01-04',
      },
      {
        ...first,
        code: 'INC',
        dianIncapacityType: 1,
        accounting: { ...first.accounting, expenseShare: '1234.5' },
      },
    ];
    settled.push({
      contractId,
      inputHash: `${index}`.repeat(64),
      result: { ...result, lines: [...result.lines, ...extra] },
    });
  }
}, 60_000);
afterAll(() => ctx.close());

describe('writing a batch of settled contracts', () => {
  it('stores exactly the rows the field-by-field reference stores, for both fortnights', async () => {
    const reference = await newProcess();
    const written = await newProcess();
    const base = (processId: number, fortnight: number | null): StoredRowsBase => ({
      companyId,
      processId,
      calendarId,
      year: 2026,
      month: 1,
      fortnight,
    });
    const rows = settled.map((one) => referenceRows(base(reference, 1), one));
    await bulkInsert(
      ctx.db,
      settlementResults,
      rows.map((row) => row.result),
    );
    await bulkInsert(
      ctx.db,
      settlementLines,
      rows.flatMap((row) => row.lines),
    );
    await writeSettledContracts(ctx.db, base(written, 1), settled);

    const expected = await storedRows(reference);
    const actual = await storedRows(written);
    expect(actual).toEqual(expected);
    expect(actual.results).toHaveLength(2);
    expect(actual.results[1]?.monthRecord).not.toBeNull();
    const hed = actual.lines.find((line) => line.conceptCode === 'HED');
    expect(hed).toMatchObject({
      dian: { attribute: 'HED', percentage: '25.00' },
      rate: '0.041666666666666667',
      units: '7.5',
      withholdingBase: true,
      startDate: '2026-01-03',
    });
    expect(actual.lines.find((line) => line.conceptCode === 'INC')).toMatchObject({
      dian: { incapacityType: 1 },
      expenseShare: '1234.50',
    });
    expect(actual.lines.filter((line) => line.dian === null).length).toBeGreaterThan(0);
  });

  it('writes nothing for an empty batch', async () => {
    const processId = await newProcess();
    await writeSettledContracts(
      ctx.db,
      { companyId, processId, calendarId, year: 2026, month: 1, fortnight: null },
      [],
    );
    expect(await storedRows(processId)).toEqual({ results: [], lines: [] });
  });
});
