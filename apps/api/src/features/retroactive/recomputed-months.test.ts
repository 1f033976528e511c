import type { TCalendar } from '@quincena/contracts/settlement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { api, runProcess, settlementCompany } from '../settlement/settlement.test-support.ts';
import { byCode, currentProcess, linesOf, payrollCalendars } from './carrying.test-support.ts';

/**
 * After a carrying run, later periods read the months it recomputed (decision 0357): a raise from
 * 1 January carried by February's first fortnight makes January's IBC 6.600.000 for what comes
 * next. February's second fortnight has ten days of general-illness incapacity from 16 February,
 * whose EPS days are paid on the previous month's IBC (Decreto 1406/1999 art. 40; the engine's
 * benefit base). It must pay exactly what a company that paid 6.600.000 from January pays.
 */
let ctx: TestContext;

interface Company {
  companyId: number;
  token: string;
  contractId: number;
  call: ReturnType<typeof api>;
  calendars: TCalendar[];
}

async function company(salary: number): Promise<Company> {
  const made = await settlementCompany(ctx, [salary]);
  const call = api(ctx, made.token);
  return {
    companyId: made.companyId,
    token: made.token,
    contractId: made.contractIds[0] as number,
    call,
    calendars: await payrollCalendars(call),
  };
}

async function processed(c: Company, index: number, accumulate: boolean) {
  const calendar = c.calendars[index] as TCalendar;
  const run = await runProcess(ctx, c.token, calendar.id, 'PRO');
  expect(run.process, JSON.stringify(run.process)).toMatchObject({ status: 'TERMINADO', failed: 0 });
  if (accumulate) expect((await runProcess(ctx, c.token, calendar.id, 'CLO')).response.statusCode).toBe(200);
}

async function incapacity(c: Company) {
  const created = await c.call('POST', '/api/novelties/absences', {
    calendarId: c.calendars[3]?.id,
    contractId: c.contractId,
    contingencyCode: '1053',
    startDate: '2026-02-16',
    days: 10,
    diagnosisCode: 'j069',
  });
  expect(created.statusCode, created.body).toBe(201);
}

/** February's second fortnight, line by line. */
async function februarySecond(c: Company) {
  const processId = (await currentProcess(ctx, c.companyId, (c.calendars[3] as TCalendar).id)).processId;
  return linesOf(ctx, c.companyId, [processId as number], c.contractId);
}

let carried: Company;
let control: Company;

beforeAll(async () => {
  ctx = await createTestApp();
  control = await company(6_600_000);
  for (const index of [0, 1, 2]) await processed(control, index, true);
  await incapacity(control);
  await processed(control, 3, false);

  carried = await company(6_000_000);
  for (const index of [0, 1]) await processed(carried, index, true);
  const saved = await carried.call('PUT', `/api/contracts/${carried.contractId}/salary`, {
    amount: 6_600_000,
    startDate: '2026-01-01',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const change = await carried.call('POST', '/api/retroactive/changes', {
    contractIds: [carried.contractId],
    from: '2026-01-01',
    carryingCalendarId: carried.calendars[2]?.id,
    source: 'SALARY',
  });
  expect(change.statusCode, change.body).toBe(201);
  await processed(carried, 2, true);
  await incapacity(carried);
  await processed(carried, 3, false);
}, 600_000);
afterAll(() => ctx.close());

describe('the months a carrying run recomputed, in the history of later periods', () => {
  it('pays an incapacity on January’s corrected IBC, as if the raise had been known in January', async () => {
    const lines = await februarySecond(carried);
    expect(byCode(lines)).toEqual(byCode(await februarySecond(control)));
    // The EPS days (from the third) at 66,67 % of 6.600.000 a month, not of the 6.000.000 stored.
    // 66,67 % of 6.600.000 a month (not of the 6.000.000 January first stored): the employer's two
    // days 2 × 146.666,67 = 293.333, the EPS's eight 8 × 146.666,67 = 1.173.333.
    const incapacity = lines.filter((l) => l.conceptCode.startsWith('INC_COMMON'));
    expect(incapacity.map((l) => [l.conceptCode, l.units, l.value])).toEqual([
      ['INC_COMMON_EMPLOYER', 2, 293_333],
      ['INC_COMMON_EPS', 8, 1_173_333],
    ]);
  });
});
