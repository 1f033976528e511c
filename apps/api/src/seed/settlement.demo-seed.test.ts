import type { TAccountingSummary, TCalendar, TProcess } from '@quincena/contracts/settlement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/helpers/test-app.ts';
import { findUserByEmail } from '../features/access/access.repository.ts';
import { DEMO_ACCOUNTS } from './access.demo-seed.ts';
import { seed } from './seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

describe('[SETTLEMENT][DEMO_SEED]', () => {
  it('leaves the demo company one accumulated and one processed payroll period, once', async () => {
    await seed(ctx.db, { demo: true, log: ctx.app.log });
    await seed(ctx.db, { demo: true, log: ctx.app.log });
    const admin = await findUserByEmail(ctx.db, DEMO_ACCOUNTS.admin.email);
    if (!admin) throw new Error('demo admin missing');
    const headers = bearer(await tokenFor(ctx.db, ctx.clock, admin));
    const today = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
    const calendars: TCalendar[] = [];
    for (const year of [Number(today.slice(0, 4)) - 1, Number(today.slice(0, 4))]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/calendars?type=NM&year=${year}`,
        headers,
      });
      calendars.push(...(response.json() as TCalendar[]));
    }
    const settled = calendars.filter((calendar) => calendar.state !== 'OPEN');
    expect(settled.map((calendar) => calendar.state)).toEqual(['ACCUMULATED', 'PROCESSED']);
    const [accumulated, processed] = settled as [TCalendar, TCalendar];
    expect(accumulated.periodEnd < processed.periodStart).toBe(true);
    expect(processed.periodEnd < today).toBe(true);

    const processes = (
      await ctx.app.inject({ method: 'GET', url: '/api/processes?type=NM', headers })
    ).json() as TProcess[];
    expect(processes.map((process) => [process.action, process.status])).toEqual([
      ['PRO', 'TERMINADO'],
      ['CLO', 'TERMINADO'],
      ['PRO', 'TERMINADO'],
    ]);
    for (const process of processes) {
      expect(process.failed).toBe(0);
      expect(process.processed).toBeGreaterThan(0);
    }

    // The accumulated period's month is in the books, posted in full through the suggested plan.
    const books = (
      await ctx.app.inject({ method: 'GET', url: '/api/processes?type=CB', headers })
    ).json() as TProcess[];
    expect(books.map((process) => [process.action, process.status, process.failed])).toEqual([
      ['PRO', 'TERMINADO', 0],
    ]);
    const summary = (
      await ctx.app.inject({ method: 'GET', url: '/api/settlement/accounting-summary', headers })
    ).json() as TAccountingSummary;
    expect(summary.rows.length).toBeGreaterThan(5);
    expect(summary.rows.slice(1).map((row) => row.col4)).toEqual(summary.rows.slice(1).map(() => '0'));

    // Its cost centres are mapped to Siigo Pyme's own centres: that file downloads with them, never ADM.
    const cbCalendars = (
      await ctx.app.inject({ method: 'GET', url: `/api/calendars?type=CB&year=${accumulated.year}`, headers })
    ).json() as TCalendar[];
    const cb = cbCalendars.find((calendar) => calendar.state !== 'OPEN') as TCalendar;
    const siigo = await ctx.app.inject({
      method: 'GET',
      url: `/api/settlement/accounting-file?calendarId=${cb.id}&layout=SIIGO_PYME&format=CSV`,
      headers,
    });
    expect(siigo.statusCode, siigo.body).toBe(200);
    const lines = new TextDecoder()
      .decode(siigo.rawPayload)
      .split('\r\n')
      .map((row) => row.split(';'));
    const expense = lines.find((row) => row[0] === 'L' && row[3]?.startsWith('5105'));
    expect(expense?.slice(13, 15)).toEqual(['1', '1']);
  });
});
