import {
  PROCESS_MESSAGES,
  type TCalendar,
  type TProcess,
  type TProcessError,
} from '@quincena/contracts/settlement';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/helpers/test-app.ts';
import { contracts, settlementLines, settlementResults } from '../../../db/schema/index.ts';
import type { JobQueue } from '../../../platform/jobs/index.ts';
import { composeSettlement, type Settlement } from '../index.ts';
import { api, settlementCompany, waitForProcess } from '../settlement.test-support.ts';
import { RUN_INTERRUPTED } from './recovery.ts';
import { recordingQueue } from './runner.test-support.ts';
import { type SettlementJob, STALE_SLICE_MS, WorkerGone } from './runner.ts';

let ctx: TestContext;
let call: ReturnType<typeof api>;
let companyId: number;
let contractIds: number[];
let token: string;
let calendars: TCalendar[];

async function resultCount(processId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(settlementResults)
    .where(and(eq(settlementResults.companyId, companyId), eq(settlementResults.processId, processId)));
  return Number(row?.n);
}

async function lineCount(processId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(settlementLines)
    .where(and(eq(settlementLines.companyId, companyId), eq(settlementLines.processId, processId)));
  return Number(row?.n);
}

/** [contract, result rows] of a process, by contract: each settled unit has exactly one. */
async function resultsPerContract(processId: number): Promise<[number, number][]> {
  const rows = await ctx.db
    .select({ contractId: settlementResults.contractId, n: count() })
    .from(settlementResults)
    .where(and(eq(settlementResults.companyId, companyId), eq(settlementResults.processId, processId)))
    .groupBy(settlementResults.contractId);
  return rows.map((row): [number, number] => [row.contractId, Number(row.n)]).sort((x, y) => x[0] - y[0]);
}

/** A settlement on the test database and clock that queues on `queue`, with the test's own options. */
function onTestDatabase(
  queue: JobQueue,
  options: Omit<Parameters<typeof composeSettlement>[0], 'db' | 'clock' | 'queue'> = {},
): Settlement {
  return composeSettlement({ db: ctx.db, clock: ctx.clock, queue, ...options });
}

async function calendar(id: number): Promise<TCalendar> {
  return (await call('GET', `/api/calendars/${id}`)).json();
}

async function processById(id: number): Promise<TProcess> {
  const list = (await call('GET', '/api/processes')).json() as TProcess[];
  return list.find((process) => process.id === id) as TProcess;
}

beforeAll(async () => {
  ctx = await createTestApp();
  ({ companyId, contractIds, token } = await settlementCompany(
    ctx,
    [1_750_905, 2_000_000, 2_600_000, 3_100_000, 5_000_000],
    { paymentPeriod: '5' },
  ));
  call = api(ctx, token);
  calendars = (await call('GET', '/api/calendars?type=NM&year=2026')).json();
}, 60_000);
afterAll(() => ctx.close());

describe('settlement runner', () => {
  it('a monthly company gets twelve periods', () => {
    expect(calendars).toHaveLength(12);
    expect(calendars[0]).toMatchObject({
      fortnight: null,
      periodEnd: '2026-01-31',
      detail: 'Nómina enero de 2026',
    });
  });

  it('isolates one employee whose settlement fails: an error row naming the contract, the others settle', async () => {
    const broken = contractIds[2] as number;
    await ctx.db.update(contracts).set({ contractType: '5' }).where(eq(contracts.id, broken));
    try {
      const jan = calendars[0] as TCalendar;
      const started = (await call('POST', '/api/processes', { calendarId: jan.id, action: 'PRO' })).json();
      const process = await waitForProcess(ctx, token, started.id);
      expect(process).toMatchObject({ status: 'TERMINADO', total: 5, processed: 4, failed: 1, error: null });
      expect(await resultCount(process.id)).toBe(4);
      const errors = (await call('GET', `/api/processes/${process.id}/errors`)).json() as TProcessError[];
      expect(errors).toEqual([
        {
          contractId: broken,
          documentNumber: '1020304002',
          name: 'Ana María Pérez Gómez',
          message: `Contrato ${broken} (1020304002 Ana María Pérez Gómez): El tipo de contrato 5 no se liquida como nómina laboral`,
        },
      ]);
      expect(await calendar(jan.id)).toMatchObject({ state: 'PROCESSED' });
    } finally {
      await ctx.db.update(contracts).set({ contractType: '2' }).where(eq(contracts.id, broken));
    }
  });

  it('a crash between batches leaves the period as it was before the run', async () => {
    const jan = calendars[0] as TCalendar;
    const before = (
      await call('GET', `/api/processes?calendarId=${jan.id}&action=PRO`)
    ).json()[0] as TProcess;
    const linesBefore = await lineCount(before.id);
    const { queue, jobs } = recordingQueue();
    const published: { type: string; data: unknown }[] = [];
    const crashing = onTestDatabase(queue, {
      events: { publish: (_company, type, data) => published.push({ type, data }) },
      batchSize: 2,
      afterBatch: (index) => {
        if (index === 1) throw new Error('simulated crash');
      },
    });
    const { process } = await crashing.runner.execute(companyId, null, { calendarId: jan.id, action: 'PRO' });
    await expect(crashing.runner.runJob(jobs[0] as SettlementJob, { id: 'job-1' })).rejects.toThrow(
      'simulated crash',
    );
    const ended = await processById(process.id);
    expect(ended).toMatchObject({ status: 'ERROR' });
    expect(ended.error).toContain('el período quedó como estaba');
    // Webhooks hear of it (decision 0338), with the reason the clerk reads.
    expect(published).toEqual([
      {
        type: 'proceso.fallido',
        data: expect.objectContaining({ processId: process.id, calendarId: jan.id, error: ended.error }),
      },
    ]);
    expect(await resultCount(process.id)).toBe(0);
    expect(await lineCount(process.id)).toBe(0);
    const after = await calendar(jan.id);
    expect(after.state).toBe('PROCESSED');
    expect(await lineCount(before.id)).toBe(linesBefore);
    // The previous result is still the calendar's: Acumular works on it after a fresh PRO check.
    expect(after.needsReprocess).toBe(true);
  });

  it('a worker that dies mid-slice is taken over by another: every unit settled once, the period processed', async () => {
    const feb = calendars[1] as TCalendar;
    const a = recordingQueue();
    const b = recordingQueue();
    let batchesDone = 0;
    let thaw: () => void = () => undefined;
    const dying = onTestDatabase(a.queue, {
      batchSize: 1,
      slices: 2,
      sliceHeartbeatMs: 0,
      // After its first committed batch the worker freezes, silent, as a killed process would.
      afterBatch: () => {
        batchesDone += 1;
        return new Promise<void>((resolve) => {
          thaw = resolve;
        });
      },
    });
    const taker = onTestDatabase(b.queue, { batchSize: 1, sliceHeartbeatMs: 0 });
    const { process } = await dying.runner.execute(companyId, null, { calendarId: feb.id, action: 'PRO' });
    const frozen = dying.runner.runJob(a.jobs[0] as SettlementJob, { id: 'a-1' });
    while (batchesDone === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await processById(process.id)).toMatchObject({
      status: 'EN PROCESO',
      processed: 1,
      percentage: 20,
    });
    // Another PRO meanwhile is refused: one running process per calendar.
    const second = await call('POST', '/api/processes', { calendarId: feb.id, action: 'PRO' });
    expect(second.statusCode).toBe(409);

    // The other slice is settled by a live worker; the run waits for the silent one.
    await taker.runner.runJob(a.jobs[1] as SettlementJob, { id: 'b-1' });
    expect(await processById(process.id)).toMatchObject({ status: 'EN PROCESO', processed: 3 });
    expect(await taker.runner.takeOverStale(STALE_SLICE_MS)).toBe(0);

    // Past the stale limit the check hands the silent slice to another worker.
    ctx.clock.advance({ minutes: 1 });
    expect(await taker.runner.takeOverStale(STALE_SLICE_MS)).toBe(1);
    const takeover = b.jobs.at(-1) as SettlementJob;
    expect(takeover.slice).toMatchObject({ index: 0, attempt: 1 });
    // The stale worker comes back: its next batch is fenced out and it stops without a word.
    thaw();
    await frozen;
    expect(await resultCount(process.id)).toBe(3);
    await taker.runner.runJob(takeover, { id: 'b-2' });
    // A duplicate delivery of the same job finds the slice done.
    await taker.runner.runJob(takeover, { id: 'b-3' });

    expect(await processById(process.id)).toMatchObject({
      status: 'TERMINADO',
      total: 5,
      processed: 5,
      failed: 0,
      percentage: 100,
    });
    expect(await resultsPerContract(process.id)).toEqual(contractIds.map((id) => [id, 1]));
    expect(await calendar(feb.id)).toMatchObject({ state: 'PROCESSED' });
  });

  it('two workers never settle the same calendar twice, and a PRO split in slices is switched once', async () => {
    const mar = calendars[2] as TCalendar;
    const a = recordingQueue();
    const b = recordingQueue();
    const workerA = onTestDatabase(a.queue, { batchSize: 1, slices: 2 });
    const workerB = onTestDatabase(b.queue, { batchSize: 1, slices: 2 });
    const { process } = await workerA.runner.execute(companyId, null, { calendarId: mar.id, action: 'PRO' });
    const plan = a.jobs[0] as SettlementJob;
    // Both workers receive the same job (a duplicate delivery): only one claims it.
    await Promise.all([
      workerA.runner.runJob(plan, { id: 'a-1' }),
      workerB.runner.runJob(plan, { id: 'b-1' }),
    ]);
    const slices = [...a.jobs, ...b.jobs].filter((job) => job.slice);
    expect(slices).toHaveLength(1);
    const halfway = await processById(process.id);
    expect(halfway.status).toBe('EN PROCESO');
    expect(await calendar(mar.id)).toMatchObject({ state: 'OPEN' });
    // The other slice runs on worker B (twice, as a duplicate delivery would): rows are written once.
    await workerB.runner.runJob(slices[0] as SettlementJob, { id: 'b-2' });
    await workerB.runner.runJob(slices[0] as SettlementJob, { id: 'b-3' }).catch(() => undefined);
    const done = await processById(process.id);
    expect(done).toMatchObject({ status: 'TERMINADO', total: 5, processed: 5, failed: 0, percentage: 100 });
    expect(await resultCount(process.id)).toBe(5);
    const perContract = await ctx.db
      .select({ contractId: settlementResults.contractId, n: count() })
      .from(settlementResults)
      .where(eq(settlementResults.processId, process.id))
      .groupBy(settlementResults.contractId);
    expect(perContract.every((row) => Number(row.n) === 1)).toBe(true);
    expect(await calendar(mar.id)).toMatchObject({ state: 'PROCESSED' });
  });

  it('a later processed period must be processed again when an earlier one changes', async () => {
    const [, feb, mar] = calendars as [TCalendar, TCalendar, TCalendar];
    expect(await calendar(mar.id)).toMatchObject({ state: 'PROCESSED', needsReprocess: false });
    const started = (await call('POST', '/api/processes', { calendarId: feb.id, action: 'PRO' })).json();
    expect((await waitForProcess(ctx, token, started.id)).status).toBe('TERMINADO');
    expect(await calendar(mar.id)).toMatchObject({ state: 'PROCESSED', needsReprocess: true });
    const refused = await call('POST', '/api/processes', { calendarId: mar.id, action: 'CLO' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PROCESS_MESSAGES.needsReprocess);
  });

  it('an embedded server that restarts mid-run resumes the slice where it stopped instead of failing the run', async () => {
    const apr = calendars[3] as TCalendar;
    const a = recordingQueue();
    const dead = onTestDatabase(a.queue, {
      batchSize: 2,
      sliceHeartbeatMs: 0,
      afterBatch: () => {
        throw new WorkerGone();
      },
    });
    const { process } = await dead.runner.execute(companyId, null, { calendarId: apr.id, action: 'PRO' });
    await dead.runner.runJob(a.jobs[0] as SettlementJob, { id: 'a-1' });
    expect(await processById(process.id)).toMatchObject({ status: 'EN PROCESO', processed: 2 });
    // The server starts again: its in-process queue lost every job.
    const b = recordingQueue();
    const restarted = onTestDatabase(b.queue, { sliceHeartbeatMs: 0 });
    await restarted.runner.recover({ staleAfterMs: 0, pending: true });
    expect(b.jobs).toEqual([{ companyId, processId: process.id, slice: { index: 0, attempt: 1 } }]);
    await restarted.runner.runJob(b.jobs[0] as SettlementJob, { id: 'b-1' });
    expect(await processById(process.id)).toMatchObject({
      status: 'TERMINADO',
      processed: 5,
      percentage: 100,
    });
    expect(await resultsPerContract(process.id)).toEqual(contractIds.map((id) => [id, 1]));
    expect(await calendar(apr.id)).toMatchObject({ state: 'PROCESSED' });
  });

  it('a slice that kills every worker ends the run as ERROR after three takeovers; the period stays as it was', async () => {
    const may = calendars[4] as TCalendar;
    const queued = recordingQueue();
    const dying = onTestDatabase(queued.queue, {
      batchSize: 1,
      sliceHeartbeatMs: 0,
      afterBatch: () => {
        throw new WorkerGone();
      },
    });
    const { process } = await dying.runner.execute(companyId, null, { calendarId: may.id, action: 'PRO' });
    await dying.runner.runJob(queued.jobs[0] as SettlementJob, { id: 'job-1' });
    for (let takeover = 1; takeover <= 3; takeover += 1) {
      ctx.clock.advance({ minutes: 1 });
      expect(await dying.runner.takeOverStale(STALE_SLICE_MS)).toBe(1);
      const job = queued.jobs.at(-1) as SettlementJob;
      expect(job.slice?.attempt).toBe(takeover);
      await dying.runner.runJob(job, { id: `job-${takeover + 1}` });
    }
    expect(await processById(process.id)).toMatchObject({ status: 'EN PROCESO' });
    ctx.clock.advance({ minutes: 1 });
    await dying.runner.takeOverStale(STALE_SLICE_MS);
    expect(await processById(process.id)).toMatchObject({ status: 'ERROR', error: RUN_INTERRUPTED });
    expect(await resultCount(process.id)).toBe(0);
    expect(await calendar(may.id)).toMatchObject({ state: 'OPEN' });
  });

  it('SIGTERM: the worker takes no new batch and gives its slice back for another worker to finish', async () => {
    const jun = calendars[5] as TCalendar;
    const a = recordingQueue();
    let stopping: Settlement | undefined;
    stopping = onTestDatabase(a.queue, {
      batchSize: 2,
      sliceHeartbeatMs: 0,
      afterBatch: () => stopping?.runner.stopTaking(),
    });
    const { process } = await stopping.runner.execute(companyId, null, { calendarId: jun.id, action: 'PRO' });
    await stopping.runner.runJob(a.jobs[0] as SettlementJob, { id: 'a-1' });
    expect(await processById(process.id)).toMatchObject({ status: 'EN PROCESO', processed: 2 });
    // Given back at once, same attempt: no stale limit to wait for.
    const handedBack = a.jobs.at(-1) as SettlementJob;
    expect(handedBack).toEqual({ companyId, processId: process.id, slice: { index: 0, attempt: 0 } });
    const other = onTestDatabase(recordingQueue().queue, { sliceHeartbeatMs: 0 });
    await other.runner.runJob(handedBack, { id: 'b-1' });
    expect(await processById(process.id)).toMatchObject({ status: 'TERMINADO', processed: 5 });
    expect(await resultsPerContract(process.id)).toEqual(contractIds.map((id) => [id, 1]));
  });
});
