import pg from 'pg';
import PgBoss from 'pg-boss';
import type { JobFigures, JobHandler, JobQueue } from './job-queue.ts';

export interface PgBossQueueOptions {
  connectionString: string;
  /** Seconds between polls of an idle queue (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  onError?: (error: unknown) => void;
}

const DEADLOCK = '40P01';

/**
 * Runs `step` again when PostgreSQL chose it as a deadlock victim (creating a queue's partition can
 * still meet a job being inserted into the partitioned table); the retry finds the other side done.
 */
export async function retryOnDeadlock<T>(step: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== DEADLOCK || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 50));
    }
  }
}

/** Any fixed key: every Quincena process that creates a queue takes this lock first. */
const QUEUE_CREATION_LOCK = 741_020_260;

/**
 * pg-boss creates a queue as a row plus a partition of its job table; two creations at once (of the
 * same queue or of two) lock those in opposite orders and PostgreSQL aborts one. A session advisory
 * lock on a connection of its own makes the processes sharing the database create queues one at a
 * time; it happens once per queue name and process, so the extra connection costs nothing later.
 */
async function oneCreatorAtATime(connectionString: string, create: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [QUEUE_CREATION_LOCK]);
    await create();
  } finally {
    await client.end(); // ending the session releases the lock
  }
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
    await oneCreatorAtATime(options.connectionString, () =>
      retryOnDeadlock(() => boss.createQueue(name, { name, retryLimit: 0, expireInSeconds: 60 * 60 })),
    );
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
      let workerId: string | null = null;
      workerId = await boss.work<P>(
        name,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data, { id: job.id });
          // pg-boss 10 waits the polling interval after every fetch, even one that found a job: at
          // month end a worker then took at most two small runs a second while hundreds waited.
          // A worker that just finished a job looks again at once; an empty fetch still waits.
          if (workerId) boss.notifyWorker(workerId);
        },
      );
    },
    async start() {
      started ??= boss.start();
      await started;
    },
    async figures() {
      if (!started) return [];
      await started;
      // Every process of the installation answers the same figures: they are read from the queue's
      // tables. Ended jobs stay in `job` for a while and then move to `archive`; both are counted.
      const { rows } = await boss.getDb().executeSql(
        `select name, state::text as state, count(*)::int as count,
                coalesce(sum(extract(epoch from completed_on - started_on)), 0)::float8 as seconds,
                count(completed_on - started_on)::int as ended
           from (select name, state, started_on, completed_on from pgboss.job
                 union all
                 select name, state, started_on, completed_on from pgboss.archive) jobs
          group by name, state`,
        [],
      );
      const byName = new Map<string, JobFigures>();
      for (const row of rows as {
        name: string;
        state: string;
        count: number;
        seconds: number;
        ended: number;
      }[]) {
        const figures = byName.get(row.name) ?? { name: row.name, states: {}, seconds: 0, ended: 0 };
        figures.states[row.state] = row.count;
        if (row.state === 'completed' || row.state === 'failed') {
          figures.seconds += row.seconds;
          figures.ended += row.ended;
        }
        byName.set(row.name, figures);
      }
      return [...byName.values()];
    },
    async stop() {
      if (!started) return;
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
      started = null;
    },
  };
}
