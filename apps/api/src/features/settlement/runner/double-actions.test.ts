import { PROCESS_MESSAGES, type TCalendar, type TProcess } from '@quincena/contracts/settlement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/helpers/test-app.ts';
import { api, settlementCompany, waitForProcess } from '../settlement.test-support.ts';

let ctx: TestContext;
let call: ReturnType<typeof api>;
let token: string;
let calendars: TCalendar[];

async function calendar(id: number): Promise<TCalendar> {
  return (await call('GET', `/api/calendars/${id}`)).json();
}

/** The calendar's last finished step, as the process dialog reads it from the process table. */
async function lastStep(calendarId: number): Promise<number | null> {
  const list = (await call('GET', `/api/processes?calendarId=${calendarId}`)).json() as TProcess[];
  return list.find((process) => process.status === 'TERMINADO')?.id ?? null;
}

/** The same action sent twice at once with what the clerk saw (a double click, or two users). */
async function twice(calendarId: number, action: 'PRO' | 'CLO' | 'REV') {
  const expectedProcessId = await lastStep(calendarId);
  const body = { calendarId, action, expectedProcessId };
  const answers = await Promise.all([
    call('POST', '/api/processes', body),
    call('POST', '/api/processes', body),
  ]);
  const ok = answers.filter((answer) => answer.statusCode < 300);
  const refused = answers.filter((answer) => answer.statusCode === 409);
  return { ok, refused };
}

beforeAll(async () => {
  ctx = await createTestApp();
  ({ token } = await settlementCompany(ctx, [1_750_905, 2_600_000], { paymentPeriod: '5' }));
  call = api(ctx, token);
  calendars = (await call('GET', '/api/calendars?type=NM&year=2026')).json();
}, 60_000);
afterAll(() => ctx.close());

describe('no double actions: each request carries the step the clerk saw', () => {
  it('two Procesar at once start one run', async () => {
    const jan = calendars[0] as TCalendar;
    const { ok, refused } = await twice(jan.id, 'PRO');
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((await waitForProcess(ctx, token, ok[0]?.json().id)).status).toBe('TERMINADO');
    expect(await calendar(jan.id)).toMatchObject({ state: 'PROCESSED' });
  });

  it('two Acumular at once accumulate once; the second is told the period changed', async () => {
    const jan = calendars[0] as TCalendar;
    const { ok, refused } = await twice(jan.id, 'CLO');
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.json()).toMatchObject({
      code: 'PROCESS_CHANGED',
      message:
        'El período cambió mientras tanto (otro usuario lo procesó, acumuló o deshizo). Actualice y vuelva a intentarlo.',
    });
    expect(await calendar(jan.id)).toMatchObject({ state: 'ACCUMULATED' });
  });

  it('two Deshacer at once undo one step: the accumulation, not the processing behind it', async () => {
    const jan = calendars[0] as TCalendar;
    const { ok, refused } = await twice(jan.id, 'REV');
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.json().message).toBe(PROCESS_MESSAGES.changedMeanwhile);
    expect(await calendar(jan.id)).toMatchObject({ state: 'PROCESSED' });
    // Again, on the processed period: one undo, the period opens.
    const second = await twice(jan.id, 'REV');
    expect(second.ok).toHaveLength(1);
    expect(second.refused).toHaveLength(1);
    expect(await calendar(jan.id)).toMatchObject({ state: 'OPEN' });
  });

  it('a clerk who saw no step yet is refused once another user processed the period', async () => {
    const feb = calendars[1] as TCalendar;
    const first = await call('POST', '/api/processes', {
      calendarId: feb.id,
      action: 'PRO',
      expectedProcessId: null,
    });
    expect((await waitForProcess(ctx, token, first.json().id)).status).toBe('TERMINADO');
    const stale = await call('POST', '/api/processes', {
      calendarId: feb.id,
      action: 'PRO',
      expectedProcessId: null,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(PROCESS_MESSAGES.changedMeanwhile);
    // Without the field (another API client) the action is judged by the calendar's state alone.
    const plain = await call('POST', '/api/processes', { calendarId: feb.id, action: 'REV' });
    expect(plain.statusCode).toBe(200);
    expect(await calendar(feb.id)).toMatchObject({ state: 'OPEN' });
  });
});
