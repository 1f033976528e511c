import { PROCESS_MESSAGES, type TCalendar, type TProcess } from '@quincena/contracts/settlement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userToken } from '../../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../../test/helpers/test-app.ts';
import { composeSettlement } from '../index.ts';
import { api, runProcess, settlementCompany } from '../settlement.test-support.ts';
import { recordingQueue } from './runner.test-support.ts';
import type { SettlementJob } from './runner.ts';

let ctx: TestContext;
let call: ReturnType<typeof api>;
let companyId: number;
let token: string;
let calendars: TCalendar[];

beforeAll(async () => {
  ctx = await createTestApp();
  ({ companyId, token } = await settlementCompany(ctx, [1_750_905, 2_600_000], { paymentPeriod: '5' }));
  call = api(ctx, token);
  calendars = (await call('GET', '/api/calendars?type=NM&year=2026')).json();
}, 60_000);
afterAll(() => ctx.close());

describe('GET /api/processes/:id', () => {
  it('answers one process of the company in the shape the list gives it', async () => {
    const jan = calendars[0] as TCalendar;
    const { process } = await runProcess(ctx, token, jan.id, 'PRO');
    const id = (process as TProcess).id;
    const response = await call('GET', `/api/processes/${id}`);
    expect(response.statusCode).toBe(200);
    const list = (await call('GET', `/api/processes?calendarId=${jan.id}&action=PRO`)).json() as TProcess[];
    expect(response.json()).toEqual(list.find((row) => row.id === id));
    expect(response.json()).toMatchObject({ id, calendarId: jan.id, action: 'PRO', status: 'TERMINADO' });
  });

  it("answers 404 for another company's process, as for an unknown id: its existence never shows", async () => {
    const other = await settlementCompany(ctx, [1_750_905], { paymentPeriod: '5' });
    const otherCalendars = (
      await api(ctx, other.token)('GET', '/api/calendars?type=NM&year=2026')
    ).json() as TCalendar[];
    const { process } = await runProcess(ctx, other.token, (otherCalendars[0] as TCalendar).id, 'PRO');
    const foreign = await call('GET', `/api/processes/${(process as TProcess).id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(PROCESS_MESSAGES.notFound);
    const unknown = await call('GET', '/api/processes/2000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: foreign.json().code, message: PROCESS_MESSAGES.notFound });
    expect((await call('GET', '/api/processes/0')).statusCode).toBe(400);
  });

  it('is read by the same roles as the list (ADMIN)', async () => {
    const client = await userToken(ctx, { companyId, role: 'CLIENT', employeeNumberId: '1020304000' });
    const list = await api(ctx, client)('GET', '/api/processes');
    const one = await api(ctx, client)('GET', '/api/processes/1');
    expect(one.statusCode).toBe(list.statusCode);
    expect(one.statusCode).toBe(403);
  });

  it("follows a running process's progress batch by batch", async () => {
    const feb = calendars[1] as TCalendar;
    const { queue, jobs } = recordingQueue();
    let batchesDone = 0;
    let thaw: () => void = () => undefined;
    const worker = composeSettlement({
      db: ctx.db,
      clock: ctx.clock,
      queue,
      batchSize: 1,
      sliceHeartbeatMs: 0,
      // After its first batch the worker waits: the process is caught half-way.
      afterBatch: () => {
        batchesDone += 1;
        if (batchesDone > 1) return;
        return new Promise<void>((resolve) => {
          thaw = resolve;
        });
      },
    });
    const { process } = await worker.runner.execute(companyId, null, { calendarId: feb.id, action: 'PRO' });
    const queued = await call('GET', `/api/processes/${process.id}`);
    expect(queued.json()).toMatchObject({ id: process.id, status: 'PENDIENTE', percentage: 0 });
    const running = worker.runner.runJob(jobs[0] as SettlementJob, { id: 'job-1' });
    while (batchesDone === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await call('GET', `/api/processes/${process.id}`)).json()).toMatchObject({
      status: 'EN PROCESO',
      total: 2,
      processed: 1,
      percentage: 50,
      job: 'job-1',
    });
    thaw();
    await running;
    expect((await call('GET', `/api/processes/${process.id}`)).json()).toMatchObject({
      status: 'TERMINADO',
      total: 2,
      processed: 2,
      percentage: 100,
    });
  });
});
