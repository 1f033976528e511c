import type { TCalendar, TProcess } from '@quincena/contracts/settlement';
import { PROCESS_MESSAGES } from '@quincena/contracts/settlement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { api, settlementCompany, waitForProcess } from './settlement.test-support.ts';

let ctx: TestContext;
let call: ReturnType<typeof api>;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ token } = await settlementCompany(ctx, [1_750_905, 3_000_000]));
  call = api(ctx, token);
}, 60_000);
afterAll(() => ctx.close());

describe('periods older than an accumulated one', () => {
  it('can be neither processed nor accumulated, so an accumulated history never gets an earlier hole filled', async () => {
    const calendars = (await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
    const feb1 = calendars.find((c) => c.periodStart === '2026-02-01') as TCalendar;
    const jan1 = calendars.find((c) => c.periodStart === '2026-01-01') as TCalendar;

    // A company that joins in February accumulates February first; January stays unused.
    const pro = (
      await call('POST', '/api/processes', { calendarId: feb1.id, action: 'PRO' })
    ).json() as TProcess;
    expect((await waitForProcess(ctx, token, pro.id)).status).toBe('TERMINADO');
    expect((await call('POST', '/api/processes', { calendarId: feb1.id, action: 'CLO' })).statusCode).toBe(
      200,
    );

    const refused = await call('POST', '/api/processes', { calendarId: jan1.id, action: 'PRO' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PROCESS_MESSAGES.beforeAccumulated);
    // Never processed, so it can't be accumulated either.
    const clo = await call('POST', '/api/processes', { calendarId: jan1.id, action: 'CLO' });
    expect(clo.json().message).toBe(PROCESS_MESSAGES.notProcessed);
    expect(((await call('GET', `/api/calendars/${jan1.id}`)).json() as TCalendar).state).toBe('OPEN');
  });

  it('refuses a calendar id beyond the database integer range with 400, not 500', async () => {
    const response = await call('POST', '/api/processes', { calendarId: 2_147_483_648, action: 'PRO' });
    expect(response.statusCode).toBe(400);
  });
});
