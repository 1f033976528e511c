import { afterAll, describe, expect, it } from 'vitest';
import { createInProcessQueue } from './in-process-queue.ts';
import { createPgBossQueue, retryOnDeadlock } from './pg-boss-queue.ts';

describe('in-process queue', () => {
  it('runs jobs one at a time, in the order they were queued, and keeps going after a failure', async () => {
    const errors: unknown[] = [];
    const queue = createInProcessQueue({ onError: (error) => errors.push(error) });
    const seen: string[] = [];
    let concurrent = 0;
    let maxConcurrent = 0;
    await queue.work<{ n: number }>('t', async ({ n }, job) => {
      concurrent += 1;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      await new Promise((resolve) => setTimeout(resolve, 2));
      concurrent -= 1;
      if (n === 2) throw new Error('boom');
      seen.push(`${n}:${job.id.length}`);
    });
    for (const n of [1, 2, 3]) await queue.enqueue('t', { n });
    expect(seen).toEqual([]); // not started: nothing runs
    await queue.start();
    await queue.idle();
    expect(seen).toEqual(['1:36', '3:36']);
    expect(errors).toHaveLength(1);
    expect(maxConcurrent).toBe(1);
    const [figures] = await queue.figures();
    expect(figures).toMatchObject({
      name: 't',
      states: { created: 0, active: 0, completed: 2, failed: 1 },
      ended: 3,
    });
    await queue.stop();
  });
});

describe('retryOnDeadlock', () => {
  it('runs a step again when PostgreSQL aborted it as a deadlock victim, and only then', async () => {
    let calls = 0;
    const value = await retryOnDeadlock(async () => {
      calls += 1;
      if (calls < 3) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      return 'hecho';
    });
    expect(value).toBe('hecho');
    expect(calls).toBe(3);

    let otherCalls = 0;
    const other = retryOnDeadlock(async () => {
      otherCalls += 1;
      throw Object.assign(new Error('unique violation'), { code: '23505' });
    });
    await expect(other).rejects.toThrow('unique violation');
    expect(otherCalls).toBe(1);

    let stubborn = 0;
    const always = retryOnDeadlock(async () => {
      stubborn += 1;
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    }, 2);
    await expect(always).rejects.toThrow('deadlock detected');
    expect(stubborn).toBe(2);
  });
});

const pgUrl = process.env.QUINCENA_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe.skipIf(!pgUrl)('pg-boss queue', () => {
  const queues: ReturnType<typeof createPgBossQueue>[] = [];
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
  });

  it('hands each job to exactly one of two workers', async () => {
    const name = `test-${Date.now()}`;
    const done: string[] = [];
    for (const worker of ['a', 'b']) {
      const queue = createPgBossQueue({ connectionString: pgUrl as string });
      queues.push(queue);
      await queue.start();
      await queue.work<{ n: number }>(name, async ({ n }) => {
        done.push(`${worker}${n}`);
      });
    }
    const sender = queues[0] as (typeof queues)[number];
    for (let n = 0; n < 6; n += 1) await sender.enqueue(name, { n });
    const deadline = Date.now() + 20_000;
    while (done.length < 6 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(done.map((entry) => Number(entry.slice(1))).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    // Any process of the installation reads the same figures from the queue's tables (a job is marked
    // completed just after its handler returns).
    const other = queues[1] as (typeof queues)[number];
    let figures = (await other.figures()).find((f) => f.name === name);
    while (figures?.states.completed !== 6 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      figures = (await other.figures()).find((f) => f.name === name);
    }
    expect(figures?.states.completed).toBe(6);
    expect(figures?.ended).toBe(6);
    expect(figures?.seconds).toBeGreaterThanOrEqual(0);
  }, 30_000);

  it('takes queued jobs one after another without waiting the polling interval between them', async () => {
    // A 60 s interval: waiting it after each of the five jobs would take minutes, past the timeout.
    const queue = createPgBossQueue({ connectionString: pgUrl as string, pollingIntervalSeconds: 60 });
    queues.push(queue);
    await queue.start();
    const name = `drain-${Date.now()}`;
    for (let n = 0; n < 5; n += 1) await queue.enqueue(name, { n });
    const done: number[] = [];
    await queue.work<{ n: number }>(name, async ({ n }) => {
      done.push(n);
    });
    while (done.length < 5) await new Promise((r) => setTimeout(r, 100));
    expect(done.sort()).toEqual([0, 1, 2, 3, 4]);
  }, 50_000);

  it('lets two workers started together create the same new queues (a deadlock between them is retried)', async () => {
    const names = Array.from({ length: 6 }, (_, n) => `together-${Date.now()}-${n}`);
    const pair = [0, 1].map(() => createPgBossQueue({ connectionString: pgUrl as string }));
    queues.push(...pair);
    await Promise.all(pair.map((queue) => queue.start()));
    await Promise.all(pair.flatMap((queue) => names.map((name) => queue.work(name, async () => undefined))));
  }, 30_000);
});
