import type { TCalendar, TPlanillaCorrections } from '@quincena/contracts/settlement';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { companies, pilaResults } from '../../db/schema/index.ts';
import { api, runProcess, settlementCompany } from '../settlement/settlement.test-support.ts';
import {
  byCode,
  currentProcess,
  linesOf,
  payrollCalendars,
  retroactiveOnly,
} from './carrying.test-support.ts';

/**
 * A change carried by the second fortnight of the month whose first fortnight it reaches (decision
 * 0357). The first fortnight is recomputed like any closed period and the second settles on its
 * recomputed carry, so January ends exactly where a company that knew the new salaries from the start
 * ends: same pesos per concept, same planilla. Beside it, a control company with those salaries.
 *
 * Dora 1.800.000 → 2.100.000 with ten daytime overtime hours on 5 January; Elsa 3.400.000 → 3.600.000
 * crosses two minimum wages (2 × 1.750.905 = 3.501.810) and loses the transport aid; Fabio
 * 9.000.000 → 10.000.000 pays withholding.
 */
const BEFORE = [1_800_000, 3_400_000, 9_000_000];
const AFTER = [2_100_000, 3_600_000, 10_000_000];

let ctx: TestContext;

interface Company {
  companyId: number;
  token: string;
  ids: number[];
  call: ReturnType<typeof api>;
  january: [TCalendar, TCalendar];
  ssJanuary: TCalendar;
}

async function company(
  salaries: readonly number[],
  nit: { nit: string; checkDigit: string },
): Promise<Company> {
  const made = await settlementCompany(ctx, salaries);
  // Not exonerated, with the identity the planilla needs (as in ss/retroactive-ss.test.ts).
  await ctx.db
    .update(companies)
    .set({
      documentType: 'NI',
      ...nit,
      arlCode: '14-23',
      pilaOperatorCode: '83',
      municipalityCode: '11001',
      law1607Exempt: false,
    })
    .where(eq(companies.id, made.companyId));
  const call = api(ctx, made.token);
  const calendars = await payrollCalendars(call);
  const ss = (await call('GET', '/api/calendars?type=SS&year=2026')).json() as TCalendar[];
  const overtime = await call('POST', '/api/novelties/overtime', {
    calendarId: calendars[0]?.id,
    contractId: made.contractIds[0],
    conceptCode: 'HED',
    hours: 10,
    date: '2026-01-05',
  });
  expect(overtime.statusCode, overtime.body).toBe(201);
  return {
    companyId: made.companyId,
    token: made.token,
    ids: made.contractIds,
    call,
    january: [calendars[0] as TCalendar, calendars[1] as TCalendar],
    ssJanuary: ss.find((c) => c.month === 1) as TCalendar,
  };
}

async function processed(c: Company, calendar: TCalendar, accumulate: boolean) {
  const run = await runProcess(ctx, c.token, calendar.id, 'PRO');
  expect(run.process, JSON.stringify(run.process)).toMatchObject({ status: 'TERMINADO', failed: 0 });
  if (accumulate) expect((await runProcess(ctx, c.token, calendar.id, 'CLO')).response.statusCode).toBe(200);
}

/** Per concept, what a contract's lines add up to, leaving out what was paid and taken back. */
const sums = (lines: Parameters<typeof byCode>[0]) =>
  Object.fromEntries(Object.entries(byCode(lines)).filter(([, value]) => value !== 0));

/** Everything January's two fortnights paid a contract, line by line. */
async function januaryOf(c: Company, index: number) {
  const processIds = await Promise.all(
    c.january.map(
      async (calendar) => (await currentProcess(ctx, c.companyId, calendar.id)).processId as number,
    ),
  );
  return linesOf(ctx, c.companyId, processIds, c.ids[index]);
}

async function planillaOf(c: Company, index: number) {
  const [row] = await ctx.db
    .select({ lines: pilaResults.lines })
    .from(pilaResults)
    .where(
      and(
        eq(pilaResults.companyId, c.companyId),
        eq(pilaResults.calendarId, c.ssJanuary.id),
        eq(pilaResults.contractId, c.ids[index] as number),
      ),
    );
  return row?.lines as { ibc: Record<string, number>; contributions: Record<string, number> }[];
}

let carried: Company;
let control: Company;

beforeAll(async () => {
  ctx = await createTestApp();
  control = await company(AFTER, { nit: '900123456', checkDigit: '8' });
  for (const calendar of control.january) await processed(control, calendar, true);
  await processed(control, control.ssJanuary, false);

  carried = await company(BEFORE, { nit: '900654321', checkDigit: '0' });
  await processed(carried, carried.january[0], true);
  for (const [index, amount] of AFTER.entries()) {
    const saved = await carried.call('PUT', `/api/contracts/${carried.ids[index]}/salary`, {
      amount,
      startDate: '2026-01-01',
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const change = await carried.call('POST', '/api/retroactive/changes', {
    contractIds: carried.ids,
    from: '2026-01-01',
    carryingCalendarId: carried.january[1].id,
    source: 'SALARY',
  });
  expect(change.statusCode, change.body).toBe(201);
  await processed(carried, carried.january[1], true);
  await processed(carried, carried.ssJanuary, false);
}, 600_000);
afterAll(() => ctx.close());

describe('a first fortnight carried by its own month’s second fortnight', () => {
  it.each([0, 1, 2])(
    'January pays contract %i exactly what it would have with the new salary',
    async (index) => {
      expect(sums(await januaryOf(carried, index))).toEqual(sums(await januaryOf(control, index)));
    },
  );

  it('pays the first fortnight’s overtime at the new hourly value and takes back its transport aid', async () => {
    // 300.000 / 220 hours × 125 % × 10 = 17.045 (44-hour week in 2026's first half, Ley 2101).
    const dora = retroactiveOnly(await januaryOf(carried, 0));
    expect(dora.filter((l) => l.conceptCode === 'HED').map((l) => [l.originStart, l.value])).toEqual([
      ['2026-01-01', 17_045],
    ]);
    // Half of January's 249.095: the first fortnight paid 124.548 the new salary does not allow.
    const elsa = await januaryOf(carried, 1);
    expect(
      retroactiveOnly(elsa)
        .filter((l) => l.conceptCode === 'TRANSPORT_AID')
        .map((l) => l.value),
    ).toEqual([-124_548]);
    expect(byCode(elsa).TRANSPORT_AID).toBe(0);
  });

  it('withholds on the whole month once, never on the difference a second time', async () => {
    const fabio = byCode(await januaryOf(carried, 2));
    const known = byCode(await januaryOf(control, 2));
    expect(fabio.WITHHOLDING).toBeGreaterThan(0);
    expect([fabio.WITHHOLDING, fabio.WITHHOLDING_RETRO]).toEqual([known.WITHHOLDING, undefined]);
  });

  it('declares the month in its own planilla, with nothing left to correct', async () => {
    for (const index of [0, 1, 2])
      expect(await planillaOf(carried, index)).toEqual(await planillaOf(control, index));
    const corrections = await carried.call(
      'GET',
      `/api/settlement/planilla-corrections?calendarId=${carried.ssJanuary.id}`,
    );
    expect(corrections.statusCode, corrections.body).toBe(200);
    expect((corrections.json() as TPlanillaCorrections).months).toEqual([]);
  });
});
