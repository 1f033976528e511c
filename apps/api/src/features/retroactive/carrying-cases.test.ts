import type { TCalendar } from '@quincena/contracts/settlement';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { contracts } from '../../db/schema/index.ts';
import { api, runProcess, settleInOrder, settlementCompany } from '../settlement/settlement.test-support.ts';
import {
  byCode,
  currentProcess,
  linesOf,
  payrollCalendars,
  retroactiveOnly,
} from './carrying.test-support.ts';

/**
 * Issue 32's hand-checked cases beyond a plain raise (decision 0345): overtime recorded in a closed
 * fortnight is paid again at the new hourly value, and a salary typed wrongly in January and
 * corrected in April pays the whole difference of the three months. A contract that ended in March
 * cannot be paid by April: its change is refused by name, never registered to pay nothing.
 */
let ctx: TestContext;
let call: ReturnType<typeof api>;
let companyId: number;
let token: string;
let ids: number[];
let calendars: TCalendar[];
let processId: number;

const fortnight = (month: number, half: 1 | 2) =>
  calendars.find((c) => c.month === month && c.fortnight === half) as TCalendar;

beforeAll(async () => {
  ctx = await createTestApp();
  // Dora 1.800.000 with ten daytime overtime hours in February; Elsa's 2.500.000 typed as 2.050.000;
  // Fabio's contract ended on 31 March; Gabi's raise is registered and she then retires in March.
  const company = await settlementCompany(ctx, [1_800_000, 2_050_000, 1_900_000, 2_200_000]);
  ({ companyId, token } = company);
  ids = company.contractIds;
  await ctx.db
    .update(contracts)
    .set({ endDate: '2026-03-31' })
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, ids[2] as number)));
  call = api(ctx, token);
  calendars = await payrollCalendars(call);
  const overtime = await call('POST', '/api/novelties/overtime', {
    calendarId: fortnight(2, 1).id,
    contractId: ids[0],
    conceptCode: 'HED',
    hours: 10,
    date: '2026-02-05',
  });
  expect(overtime.statusCode, overtime.body).toBe(201);
  await settleInOrder(ctx, token, calendars.slice(0, 6));
  calendars = await payrollCalendars(call);
  for (const [index, amount] of [2_100_000, 2_500_000, 2_000_000, 2_400_000].entries()) {
    const saved = await call('PUT', `/api/contracts/${ids[index]}/salary`, {
      amount,
      startDate: '2026-01-01',
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const created = await call('POST', '/api/retroactive/changes', {
    contractIds: ids,
    from: '2026-01-01',
    carryingCalendarId: fortnight(4, 1).id,
    source: 'SALARY',
  });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json().message).toBe(
    'Las diferencias se liquidarán al procesar el período elegido. No se registró el cambio para Ana María Pérez Gómez (1020304002): su contrato no está vigente en la primera quincena de abril de 2026 (se retira o termina antes), y Quincena no paga diferencias retroactivas en una liquidación de contrato. Liquide y pague esas diferencias por fuera de la nómina.',
  );
  expect(created.json().changes.map((c: { contractId: number }) => c.contractId)).toEqual([
    ids[0],
    ids[1],
    ids[3],
  ]);
  await ctx.db
    .update(contracts)
    .set({ retirementDate: '2026-03-31' })
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, ids[3] as number)));
  processId = (await runProcess(ctx, token, fortnight(4, 1).id, 'PRO')).process?.id as number;
}, 600_000);
afterAll(() => ctx.close());

async function retroLinesOf(contractId: number) {
  const processId = (await currentProcess(ctx, companyId, fortnight(4, 1).id)).processId as number;
  return retroactiveOnly(await linesOf(ctx, companyId, [processId], contractId));
}

describe('retroactive differences, hand-checked cases', () => {
  it('refuses, by name, a change for a contract the carrying period cannot pay', async () => {
    const alone = await call('POST', '/api/retroactive/changes', {
      contractIds: [ids[2]],
      from: '2026-01-01',
      carryingCalendarId: fortnight(4, 1).id,
      source: 'SALARY',
    });
    expect(alone.statusCode).toBe(422);
    expect(alone.json().message).toContain(
      'No se registró el cambio para Ana María Pérez Gómez (1020304002): su contrato no está vigente',
    );
    const listed = (await call('GET', `/api/retroactive/changes?contractId=${ids[2]}`)).json();
    expect(listed.changes).toEqual([]);
  });

  it("a change whose contract left the carrying period is listed among the run's exclusions, not paid in silence", async () => {
    const response = await call('GET', `/api/processes/${processId}/exclusions`);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().rows as { contractId: number; reasonLabel: string; message: string }[];
    expect(rows.filter((row) => row.contractId === ids[3])).toEqual([
      expect.objectContaining({
        reasonLabel: 'Retroactivo sin pagar',
        message:
          '1020304003 Ana María Pérez Gómez (contrato ' +
          `${ids[3]}): tiene un cambio retroactivo desde el 01/01/2026 que este período debía pagar, pero el período no liquida su contrato, así que esas diferencias no se pagan aquí. Liquide y pague esas diferencias por fuera de la nómina.`,
      }),
    ]);
    expect(await retroLinesOf(ids[3] as number)).toEqual([]);
    const changes = (await call('GET', `/api/retroactive/changes?contractId=${ids[3]}`)).json().changes;
    expect(changes.map((c: { statusName: string }) => c.statusName)).toEqual(['Pendiente']);
    const settled = (await call('GET', `/api/retroactive/changes?contractId=${ids[0]}`)).json().changes;
    expect(settled.map((c: { statusName: string }) => c.statusName)).toEqual(['Liquidado']);
  });

  it('overtime of a closed fortnight is paid again at the new hourly value', async () => {
    const lines = await retroLinesOf(ids[0] as number);
    // 2026's first half has a 44-hour week (Ley 2101 de 2021): 220 hours a month. The hour rose by
    // 300.000 / 220 = 1.363,64; a daytime overtime hour is 125 % of it: 10 × 1.704,55 = 17.045.
    const hed = lines.filter((l) => l.conceptCode === 'HED');
    expect(hed.map((l) => [l.originStart, l.units, l.value])).toEqual([['2026-02-01', 0, 17_045]]);
    // The salary itself: 150.000 more in each of the six fortnights.
    const basic = lines.filter((l) => l.conceptCode === 'BASIC');
    expect(basic.map((l) => l.value)).toEqual([150_000, 150_000, 150_000, 150_000, 150_000, 150_000]);
    // Health 4 % of what rose in February's first fortnight: (150.000 + 17.045) × 4 % = 6.682.
    const health = lines.filter((l) => l.conceptCode === 'HEALTH_EE' && l.originStart === '2026-02-01');
    expect(health.map((l) => l.value)).toEqual([6_682]);
  });

  it('a salary typed wrongly in January and corrected in April pays the three months it lacked', async () => {
    const sums = byCode(await retroLinesOf(ids[1] as number));
    // 2.500.000 − 2.050.000 = 450.000 a month, 225.000 a fortnight, for six fortnights; health and
    // pension 4 % each; both salaries are under 2 SMMLV, so the transport aid does not move.
    expect(sums.BASIC).toBe(1_350_000);
    expect([sums.HEALTH_EE, sums.PENSION_EE]).toEqual([54_000, 54_000]);
    expect(sums.TRANSPORT_AID).toBeUndefined();
  });

  it('once accumulated, a change that paid nothing reads "No pagado", never "Pagado"', async () => {
    expect((await runProcess(ctx, token, fortnight(4, 1).id, 'CLO')).response.statusCode).toBe(200);
    const status = async (contractId: number) =>
      (await call('GET', `/api/retroactive/changes?contractId=${contractId}`))
        .json()
        .changes.map((c: { statusName: string }) => c.statusName);
    expect(await status(ids[3] as number)).toEqual(['No pagado']);
    expect(await status(ids[0] as number)).toEqual(['Pagado']);
  });
});
