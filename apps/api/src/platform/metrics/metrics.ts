import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { publicAccess } from '../auth/guard.ts';
import type { JobFigures, JobQueue } from '../jobs/job-queue.ts';
import { rowsOf } from '../sql/rows.ts';

export interface MetricsDeps {
  db: Database;
  /** The server's queue, asked when scraped (pg-boss reads its tables; in-process its memory). */
  jobs: () => Pick<JobQueue, 'figures'>;
  /** METRICS_TOKEN: a scraper presents it as a bearer token. Without one the endpoint does not exist. */
  token: string | undefined;
}

/** Request durations in seconds: most API answers take milliseconds, files and runs seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * GET /api/metrics in Prometheus' text format (decision 0328). Request latency is observed as
 * requests end, labelled by the route's pattern (never the URL, whose ids and filters could name a
 * person); everything about runs and jobs is read from the database when scraped, so every server
 * and worker of an installation reports the same totals, and the runner keeps no counters of its
 * own. The registry is the app's own: two apps in one process (tests) never mix their figures.
 */
export function registerMetrics(app: FastifyInstance, deps: MetricsDeps): void {
  if (!deps.token) return;
  const registry = new Registry();

  const latency = new Histogram({
    name: 'quincena_http_request_duration_seconds',
    help: 'Duration of API requests, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routePattern(request);
    if (!route) return;
    latency.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  // One read of the processes per scrape feeds the three process series (set before collecting).
  let processes: ProcessFigures[] = [];
  new Gauge({
    name: 'quincena_settlement_processes',
    help: 'Settlement processes by calendar type, action (PRO, CLO, REV) and status (PENDIENTE, EN PROCESO, TERMINADO, ERROR…).',
    labelNames: ['type', 'action', 'status'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const row of processes) this.set(labels(row), row.count);
    },
  });
  new Gauge({
    name: 'quincena_settlement_process_seconds_sum',
    help: 'Total seconds the finished settlement processes ran, by calendar type, action and status.',
    labelNames: ['type', 'action', 'status'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const row of processes) if (row.finished > 0) this.set(labels(row), row.seconds);
    },
  });
  new Gauge({
    name: 'quincena_settlement_process_seconds_count',
    help: 'Finished settlement processes, by calendar type, action and status.',
    labelNames: ['type', 'action', 'status'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const row of processes) if (row.finished > 0) this.set(labels(row), row.finished);
    },
  });
  // One read of the queue per scrape feeds the three job series.
  let jobs: JobFigures[] = [];
  new Gauge({
    name: 'quincena_jobs',
    help: 'Jobs by job name and state (created = queued, active = running, completed, failed…).',
    labelNames: ['name', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const job of jobs)
        for (const [state, count] of Object.entries(job.states)) this.set({ name: job.name, state }, count);
    },
  });
  new Gauge({
    name: 'quincena_job_seconds_sum',
    help: 'Total seconds the ended jobs (completed or failed) ran, by job name.',
    labelNames: ['name'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const job of jobs) if (job.ended > 0) this.set({ name: job.name }, job.seconds);
    },
  });
  new Gauge({
    name: 'quincena_job_seconds_count',
    help: 'Ended jobs (completed or failed) with a start and an end, by job name.',
    labelNames: ['name'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const job of jobs) if (job.ended > 0) this.set({ name: job.name }, job.ended);
    },
  });
  const pool = poolOf(deps.db);
  if (pool) {
    new Gauge({
      name: 'quincena_db_pool_connections',
      help: 'PostgreSQL connections of this process by state (total, idle, waiting requests).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  const expected = Buffer.from(`Bearer ${deps.token}`);
  app.get('/api/metrics', { preHandler: publicAccess(), schema: { hide: true } }, async (request, reply) => {
    const presented = Buffer.from(request.headers.authorization ?? '');
    if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
      return reply.code(401).send({ message: 'Token de métricas inválido' });
    }
    [processes, jobs] = await Promise.all([processFigures(deps.db), deps.jobs().figures()]);
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}

/** The route's pattern (/api/employees/:id), or nothing for a request no route answered. */
function routePattern(request: FastifyRequest): string | undefined {
  const url = request.routeOptions.url;
  return url?.startsWith('/api/') && url !== '/api/metrics' ? url : undefined;
}

interface ProcessFigures {
  type: string;
  action: string;
  status: string;
  /** Processes in the group. */
  count: number;
  /** Of them, those with a start and an end, and the seconds those ran. */
  finished: number;
  seconds: number;
}

const labels = (row: ProcessFigures) => ({ type: row.type, action: row.action, status: row.status });

async function processFigures(db: Database): Promise<ProcessFigures[]> {
  return rowsOf<ProcessFigures>(
    db,
    sql`
      select c.type, p.action, p.status, count(*)::int as count,
        count(p.finished_at - p.started_at)::int as finished,
        coalesce(sum(extract(epoch from p.finished_at - p.started_at)), 0)::float8 as seconds
      from settlement_processes p
      join pay_calendars c on c.company_id = p.company_id and c.id = p.calendar_id
      group by c.type, p.action, p.status`,
  );
}

interface PoolFigures {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** node-postgres' pool behind the Drizzle handle; PGlite has none. */
function poolOf(db: Database): PoolFigures | undefined {
  const client = (db as unknown as { $client?: Partial<PoolFigures> }).$client;
  return client && typeof client.totalCount === 'number' ? (client as PoolFigures) : undefined;
}
