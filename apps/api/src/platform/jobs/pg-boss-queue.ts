import PgBoss from 'pg-boss';
import type { JobHandler, JobQueue } from './job-queue.ts';

export interface PgBossQueueOptions {
  connectionString: string;
  /** Seconds between polls of an idle queue (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  onError?: (error: unknown) => void;
}

/**
 * The PostgreSQL-backed queue (pg-boss 10, schema `pgboss` in the same database): any number of API
 * servers and `npm run worker` processes share it, and each job is fetched by exactly one of them
 * (SKIP LOCKED). A job is not retried by the queue: a settlement run that dies is recovered by the
 * runner (ERROR, partial rows deleted), and the user decides to run it again.
 */
export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const boss = new PgBoss({ connectionString: options.connectionString, max: 4 });
  boss.on('error', (error) => options.onError?.(error));
  const created = new Set<string>();
  let started: Promise<unknown> | null = null;

  async function ensureQueue(name: string): Promise<void> {
    if (created.has(name)) return;
    await boss.createQueue(name, { name, retryLimit: 0, expireInSeconds: 60 * 60 });
    created.add(name);
  }

  return {
    kind: 'pg-boss',
    async enqueue(name, payload) {
      await ensureQueue(name);
      const id = await boss.send(name, payload, { retryLimit: 0 });
      if (!id) throw new Error(`pg-boss did not accept the job ${name}`);
      return id;
    },
    async work<P extends object>(name: string, handler: JobHandler<P>) {
      await ensureQueue(name);
      await boss.work<P>(
        name,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data, { id: job.id });
        },
      );
    },
    async start() {
      started ??= boss.start();
      await started;
    },
    async stop() {
      if (!started) return;
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
      started = null;
    },
  };
}
