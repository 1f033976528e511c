import type { TCalendar, TProcess } from '@quincena/contracts/settlement';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { settlementLines } from '../../db/schema/index.ts';
import { api, settlementCompany, waitForProcess } from '../settlement/settlement.test-support.ts';
import { createPeriodNoveltiesReader } from './period-novelties.ts';

/**
 * The boundary with the settlement run (issue 12/13): novelties recorded through their endpoints reach the
 * stored lines of a Procesar, and the period guard keeps accumulated periods closed to them.
 */
let ctx: TestContext;
let call: ReturnType<typeof api>;
let token: string;
let companyId: number;
let contractId: number;
let calendars: TCalendar[];
const SALARY = 2_200_000;

beforeAll(async () => {
  ctx = await createTestApp();
  let contractIds: number[];
  ({ token, contractIds, companyId } = await settlementCompany(ctx, [SALARY], { paymentPeriod: '5' }));
  [contractId] = contractIds as [number];
  call = api(ctx, token);
  calendars = (await call('GET', '/api/calendars?type=NM&year=2026')).json();
}, 60_000);
afterAll(() => ctx.close());

const monthOf = (month: number) => {
  const found = calendars.find((c) => c.month === month);
  if (!found) throw new Error(`no calendar for month ${month}`);
  return found;
};

async function processed(calendarId: number): Promise<TProcess> {
  const started = await call('POST', '/api/processes', { calendarId, action: 'PRO' });
  expect(started.statusCode, started.body).toBeLessThan(300);
  return waitForProcess(ctx, token, started.json().id);
}

describe('[NOVELTIES][SETTLEMENT] novelties reach Procesar and respect Acumular', () => {
  it('overtime, a reported bonus and an incapacity recorded for January appear in its settled lines', async () => {
    const january = monthOf(1);
    expect(
      (
        await call('POST', '/api/novelties/overtime', {
          calendarId: january.id,
          contractId,
          conceptCode: 'HED',
          hours: 2,
          date: '2026-01-20',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await call('POST', '/api/novelties/reported', {
          calendarId: january.id,
          contractId,
          conceptCode: 'COMMISSION',
          value: 400000,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await call('POST', '/api/novelties/absences', {
          calendarId: january.id,
          contractId,
          contingencyCode: '1053',
          startDate: '2026-01-12',
          days: 4,
          diagnosisCode: 'J069',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await call('POST', '/api/novelties/fixed', {
          contractId,
          conceptCode: 'LOAN',
          value: 200000,
          balance: 300000,
          startDate: '2026-01-01',
        })
      ).statusCode,
    ).toBe(201);
    const process = await processed(january.id);
    expect(process.status).toBe('TERMINADO');
    const lines = await ctx.db
      .select({
        code: settlementLines.conceptCode,
        units: settlementLines.units,
        value: settlementLines.value,
      })
      .from(settlementLines)
      .where(and(eq(settlementLines.processId, process.id), eq(settlementLines.contractId, contractId)));
    const hed = lines.find((l) => l.code.startsWith('HED'));
    // 220 monthly hours at 44 weekly hours (Ley 2101 de 2021); HED = hour × 1.25 (CST art. 168).
    const expected = new Decimal(SALARY).div(220).mul('1.25').mul(2);
    expect(new Decimal(hed?.value ?? 0).minus(expected).abs().lte(1)).toBe(true);
    expect(lines.find((l) => l.code === 'COMMISSION')?.value).toBe('400000.00');
    const incapacityDays = lines
      .filter((l) => l.code.startsWith('INC_COMMON'))
      .reduce((sum, l) => sum + Number(l.units), 0);
    expect(incapacityDays).toBe(4);
    expect(lines.find((l) => l.code === 'LOAN')?.value).toBe('200000.00');
  });

  it('a change after Procesar asks for Procesar again; after Acumular the period refuses novelties', async () => {
    const january = monthOf(1);
    const late = await call('POST', '/api/novelties/reported', {
      calendarId: january.id,
      contractId,
      conceptCode: 'BONUS_NON_SALARY',
      value: 50000,
    });
    expect(late.statusCode).toBe(201);
    const marked = (await call('GET', `/api/calendars/${january.id}`)).json() as TCalendar;
    expect(marked.needsReprocess).toBe(true);
    const refusedClose = await call('POST', '/api/processes', { calendarId: january.id, action: 'CLO' });
    expect(refusedClose.statusCode).toBeGreaterThanOrEqual(400);
    await processed(january.id);
    const closed = await call('POST', '/api/processes', { calendarId: january.id, action: 'CLO' });
    expect(closed.statusCode, closed.body).toBeLessThan(300);
    const afterClose = await call('POST', '/api/novelties/overtime', {
      calendarId: january.id,
      contractId,
      conceptCode: 'HEN',
      hours: 1,
      date: '2026-01-21',
    });
    expect(afterClose.statusCode).toBe(409);
    expect(afterClose.json().message).toContain('ya está acumulado');
    const removeClosed = await call('DELETE', `/api/novelties/reported/${late.json().row.id}`);
    expect(removeClosed.statusCode).toBe(409);
  });

  it('a loan’s balance is what the accumulated periods left: February deducts only the remaining 100,000', async () => {
    const february = monthOf(2);
    const novelties = await createPeriodNoveltiesReader().forPeriod(ctx.db, companyId, [contractId], {
      calendarId: february.id,
      from: february.periodStart,
      to: february.periodEnd,
    });
    expect(novelties.get(contractId)?.recurring).toEqual([
      expect.objectContaining({ code: 'LOAN', value: '200000.00', balance: '100000.00' }),
    ]);
    const process = await processed(february.id);
    const [loan] = await ctx.db
      .select({ value: settlementLines.value })
      .from(settlementLines)
      .where(
        and(
          eq(settlementLines.processId, process.id),
          eq(settlementLines.contractId, contractId),
          eq(settlementLines.conceptCode, 'LOAN'),
        ),
      );
    expect(loan?.value).toBe('100000.00');
  });
});
