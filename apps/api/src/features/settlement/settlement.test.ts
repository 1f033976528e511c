import type { TCalendar, TProcess } from '@quincena/contracts/settlement';
import { PROCESS_MESSAGES } from '@quincena/contracts/settlement';
import { emptyHistory, emptyNovelties, settle } from '@quincena/payroll';
import Decimal from 'decimal.js';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userToken } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { contracts, settlementLines, settlementResults } from '../../db/schema/index.ts';
import { createEmployeesService } from '../employees/index.ts';
import { createPayrollConfigService } from '../payroll-config/index.ts';
import { companyFactsOf } from './company-facts.ts';
import { api, runProcess, settlementCompany, storedResult } from './settlement.test-support.ts';

let ctx: TestContext;
let call: ReturnType<typeof api>;
let companyId: number;
let contractIds: number[];
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ companyId, contractIds, token } = await settlementCompany(ctx, [1_750_905, 2_500_000, 4_200_000]));
  call = api(ctx, token);
}, 60_000);
afterAll(() => ctx.close());

async function calendarsOf(year = 2026): Promise<TCalendar[]> {
  const response = await call('GET', `/api/calendars?type=NM&year=${year}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const run = (calendarId: number, action: 'PRO' | 'CLO' | 'REV') => runProcess(ctx, token, calendarId, action);

async function calendar(id: number): Promise<TCalendar> {
  return (await call('GET', `/api/calendars/${id}`)).json();
}

async function storedLines(processId: number, contractId: number) {
  return ctx.db
    .select()
    .from(settlementLines)
    .where(and(eq(settlementLines.processId, processId), eq(settlementLines.contractId, contractId)))
    .orderBy(asc(settlementLines.lineNo));
}

describe('calendars', () => {
  it('generates the year of a fortnightly company once: 24 periods with payment dates before Sundays and holidays', async () => {
    const first = await calendarsOf();
    expect(first).toHaveLength(24);
    expect(await calendarsOf()).toHaveLength(24);
    const [jan1, jan2] = first;
    expect(jan1).toMatchObject({
      periodStart: '2026-01-01',
      periodEnd: '2026-01-15',
      fortnight: 1,
      state: 'OPEN',
      detail: 'Nómina primera quincena de enero de 2026',
    });
    // 31 January 2026 is a Saturday: paid that day.
    expect(jan2).toMatchObject({
      periodStart: '2026-01-16',
      periodEnd: '2026-01-31',
      paymentDate: '2026-01-31',
    });
    // 15 March 2026 is a Sunday: paid Saturday 14.
    expect(first.find((c) => c.periodEnd === '2026-03-15')?.paymentDate).toBe('2026-03-14');
    // 30 June 2026 is a Tuesday; 29 June (San Pedro y San Pablo) is a holiday but the end day is not.
    expect(first.find((c) => c.periodEnd === '2026-06-30')?.paymentDate).toBe('2026-06-30');
  });

  it('generates monthly calendars for SS and one yearly CES calendar, and refuses an unknown type', async () => {
    expect(await (await call('GET', '/api/calendars?type=SS&year=2026')).json()).toHaveLength(12);
    const ces = (await call('GET', '/api/calendars?type=CES&year=2026')).json() as TCalendar[];
    expect(ces.map((c) => [c.periodStart, c.periodEnd])).toEqual([['2026-01-01', '2026-12-31']]);
    const bad = await call('GET', '/api/calendars?type=XX');
    expect(bad.statusCode).toBe(400);
  });

  it('answers another company’s calendar as not found', async () => {
    const other = await settlementCompany(ctx, []);
    const [own] = await calendarsOf();
    const response = await api(ctx, other.token)('GET', `/api/calendars/${own?.id}`);
    expect(response.statusCode).toBe(404);
  });
});

describe('who may run a process', () => {
  it('refuses an employee (CLIENT) session and another company’s calendar', async () => {
    const [jan1] = await calendarsOf();
    const employee = await userToken(ctx, { companyId, role: 'CLIENT', employeeNumberId: '1020304000' });
    const asEmployee = await api(ctx, employee)('POST', '/api/processes', {
      calendarId: jan1?.id,
      action: 'PRO',
    });
    expect(asEmployee.statusCode).toBe(403);
    const other = await settlementCompany(ctx, []);
    const foreign = await api(ctx, other.token)('POST', '/api/processes', {
      calendarId: jan1?.id,
      action: 'PRO',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await api(ctx, other.token)('GET', '/api/processes')).json()).toEqual([]);
    const bad = await call('POST', '/api/processes', { calendarId: jan1?.id, action: 'XXX' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PRO / CLO / REV', () => {
  it('settles every active contract and stores the engine’s lines exactly, to the peso', async () => {
    const [jan1] = await calendarsOf();
    const { response, process } = await run(jan1?.id as number, 'PRO');
    expect(response.statusCode).toBe(202);
    expect(process).toMatchObject({
      status: 'TERMINADO',
      percentage: 100,
      total: 3,
      processed: 3,
      failed: 0,
    });
    expect(await calendar(jan1?.id as number)).toMatchObject({ state: 'PROCESSED', needsReprocess: false });

    // The same inputs, built independently, through the engine.
    const employees = createEmployeesService({ db: ctx.db, storage: undefined as never, clock: ctx.clock });
    const settings = await createPayrollConfigService({ db: ctx.db, clock: ctx.clock }).engineSettings(
      companyId,
      await companyFactsOf(ctx.db, companyId, 3),
    );
    for (const contractId of contractIds) {
      const expected = settle({
        period: { year: 2026, month: 1, fortnight: 1, paymentDate: '2026-01-15' },
        company: settings,
        contract: await employees.engineContract(companyId, contractId, '2026-01-01'),
        novelties: emptyNovelties,
        history: emptyHistory,
      });
      const lines = await storedLines(process?.id as number, contractId);
      expect(lines.map((line) => line.conceptCode)).toEqual(expected.lines.map((line) => line.code));
      for (const [index, line] of lines.entries()) {
        const engine = expected.lines[index];
        expect(new Decimal(line.value).equals(engine?.value as string)).toBe(true);
        expect(new Decimal(line.units).equals(engine?.units as string)).toBe(true);
        expect(new Decimal(line.base).equals(engine?.base as string)).toBe(true);
        expect(line.rate === null ? undefined : new Decimal(line.rate).toString()).toBe(
          engine?.rate === undefined ? undefined : new Decimal(engine.rate).toString(),
        );
        expect([line.debitClass, line.creditClass]).toEqual([
          engine?.accounting.debit,
          engine?.accounting.credit,
        ]);
        expect(line.dianElement).toBe(engine?.dianElement);
        expect(line.kind).toBe(engine?.kind);
      }
      const result = await storedResult(ctx, companyId, { processId: process?.id as number }, contractId);
      expect(new Decimal(result?.netPay as string).equals(expected.totals.netPay)).toBe(true);
      expect(result?.earlierInMonth).toEqual(expected.monthCarry);
    }
    // Half of the 1 750 905 monthly salary for the first fortnight.
    const basic = (await storedLines(process?.id as number, contractIds[0] as number)).find(
      (line) => line.conceptCode === 'BASIC',
    );
    expect(Number(basic?.value)).toBe(875_453);
  });

  it('is idempotent: a second PRO on the same inputs stores the same result', async () => {
    const [jan1] = await calendarsOf();
    const before = await calendar(jan1?.id as number);
    const firstPro = (await call('GET', `/api/processes?calendarId=${before.id}&action=PRO`)).json()[0];
    const { process } = await run(before.id, 'PRO');
    const strip = (rows: Awaited<ReturnType<typeof storedLines>>) =>
      rows.map(({ processId: _p, ...rest }) => rest);
    for (const contractId of contractIds) {
      expect(strip(await storedLines(process?.id as number, contractId))).toEqual(
        strip(await storedLines(firstPro.id, contractId)),
      );
    }
    const hashes = await ctx.db
      .select({ processId: settlementResults.processId, hash: settlementResults.inputHash })
      .from(settlementResults)
      .where(eq(settlementResults.contractId, contractIds[1] as number));
    expect(new Set(hashes.map((row) => row.hash)).size).toBe(1);
  });

  it('refuses CLO of an unprocessed period and REV with nothing to undo', async () => {
    const calendars = await calendarsOf();
    const open = calendars.find((c) => c.periodStart === '2026-02-01') as TCalendar;
    const clo = await call('POST', '/api/processes', { calendarId: open.id, action: 'CLO' });
    expect(clo.statusCode).toBe(409);
    expect(clo.json().message).toBe(PROCESS_MESSAGES.notProcessed);
    const rev = await call('POST', '/api/processes', { calendarId: open.id, action: 'REV' });
    expect(rev.statusCode).toBe(409);
    expect(rev.json().message).toBe(PROCESS_MESSAGES.nothingToUndo);
  });

  it('accumulates in order only, writes settled_through, refuses PRO inside the period and names it to a later change', async () => {
    const calendars = await calendarsOf();
    const [jan1, jan2] = calendars as [TCalendar, TCalendar];
    await run(jan2.id, 'PRO');
    const outOfOrder = await call('POST', '/api/processes', { calendarId: jan2.id, action: 'CLO' });
    expect(outOfOrder.statusCode).toBe(409);
    expect(outOfOrder.json().message).toBe(PROCESS_MESSAGES.earlierOpen);

    const { response, process } = await run(jan1.id, 'CLO');
    expect(response.statusCode).toBe(200);
    expect(process).toMatchObject({ action: 'CLO', status: 'TERMINADO', percentage: 100, processed: 3 });
    expect(await calendar(jan1.id)).toMatchObject({ state: 'ACCUMULATED' });
    const [row] = await ctx.db
      .select()
      .from(contracts)
      .where(eq(contracts.id, contractIds[0] as number));
    expect(row?.settledThrough).toBe('2026-01-15');

    const again = await call('POST', '/api/processes', { calendarId: jan1.id, action: 'PRO' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PROCESS_MESSAGES.alreadyAccumulated);

    // A salary dated inside it is a retroactive change: the accumulated period is named (decision 0342).
    const impact = await call('GET', `/api/retroactive/impact?contractId=${contractIds[0]}&from=2026-01-10`);
    expect(impact.json().periods.map((period: { calendarId: number }) => period.calendarId)).toEqual([
      jan1.id,
    ]);
    // Moving the contract's start date into the accumulated period is refused the same way.
    const contract = (await call('GET', `/api/contracts/${contractIds[2]}`)).json();
    expect(contract.settledThrough).toBe('2026-01-15');
  });

  it('settles the second fortnight with the first fortnight’s carry and the month record', async () => {
    const calendars = await calendarsOf();
    const jan2 = calendars[1] as TCalendar;
    const { process } = await run(jan2.id, 'PRO');
    const result = await storedResult(
      ctx,
      companyId,
      { processId: process?.id as number },
      contractIds[0] as number,
    );
    expect(result?.monthRecord).toMatchObject({ month: '2026-01', days: 30, fixedSalary: '1750905' });
    const basic = (await storedLines(process?.id as number, contractIds[0] as number)).find(
      (line) => line.conceptCode === 'BASIC',
    );
    // The month's salary minus the first fortnight's 875 453: no peso drifts.
    expect(Number(basic?.value)).toBe(875_452);
  });

  it('REV undoes the last step exactly: CLO back to processed, then PRO back to the previous result', async () => {
    const calendars = await calendarsOf();
    const [jan1, jan2] = calendars as [TCalendar, TCalendar];
    const laterFirst = await call('POST', '/api/processes', { calendarId: jan2.id, action: 'CLO' });
    expect(laterFirst.statusCode).toBe(200);
    const notLatest = await call('POST', '/api/processes', { calendarId: jan1.id, action: 'REV' });
    expect(notLatest.statusCode).toBe(409);
    expect(notLatest.json().message).toBe(PROCESS_MESSAGES.laterAccumulated);

    expect((await run(jan2.id, 'REV')).response.statusCode).toBe(200);
    expect(await calendar(jan2.id)).toMatchObject({ state: 'PROCESSED' });
    const [afterRev] = await ctx.db
      .select()
      .from(contracts)
      .where(eq(contracts.id, contractIds[0] as number));
    expect(afterRev?.settledThrough).toBe('2026-01-15');

    const closes = (
      await call('GET', `/api/processes?calendarId=${jan1.id}&action=CLO`)
    ).json() as TProcess[];
    expect(closes).toHaveLength(1);
    const undoClose = await run(jan1.id, 'REV');
    expect(undoClose.response.statusCode).toBe(200);
    expect(await calendar(jan1.id)).toMatchObject({ state: 'PROCESSED' });
    const [restored] = await ctx.db
      .select()
      .from(contracts)
      .where(eq(contracts.id, contractIds[0] as number));
    expect(restored?.settledThrough).toBeNull();
    // With the period open again, the salary change is accepted and the period asks for a new PRO.
    const salary = await call('PUT', `/api/contracts/${contractIds[0]}/salary`, {
      amount: 1_900_000,
      startDate: '2026-01-10',
    });
    expect(salary.statusCode).toBe(200);
    expect(await calendar(jan1.id)).toMatchObject({ state: 'PROCESSED', needsReprocess: true });
    const blocked = await call('POST', '/api/processes', { calendarId: jan1.id, action: 'CLO' });
    expect(blocked.json().message).toBe(PROCESS_MESSAGES.needsReprocess);

    // jan1 had two PROs: REV goes back to the first one's result, then to nothing.
    const pros = (await call('GET', `/api/processes?calendarId=${jan1.id}&action=PRO`)).json() as TProcess[];
    expect(pros).toHaveLength(2);
    const [second, first] = pros as [TProcess, TProcess];
    expect((await run(jan1.id, 'REV')).response.statusCode).toBe(200);
    expect(await calendar(jan1.id)).toMatchObject({ state: 'PROCESSED' });
    expect(await storedLines(second.id, contractIds[0] as number)).toHaveLength(0);
    expect((await storedLines(first.id, contractIds[0] as number)).length).toBeGreaterThan(0);
    expect((await run(jan1.id, 'REV')).response.statusCode).toBe(200);
    expect(await calendar(jan1.id)).toMatchObject({ state: 'OPEN' });
    expect(await storedLines(first.id, contractIds[0] as number)).toHaveLength(0);
    const nothing = await call('POST', '/api/processes', { calendarId: jan1.id, action: 'REV' });
    expect(nothing.json().message).toBe(PROCESS_MESSAGES.nothingToUndo);
  });
});
