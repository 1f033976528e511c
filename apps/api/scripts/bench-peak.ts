/**
 * Month-end peak benchmark (issue 30): `--companies` companies (200) of `--employees` employees (50)
 * on PostgreSQL, every one pressing Procesar on its first March fortnight at a random moment within
 * `--spread` seconds (30), with the API only queueing and two `npm run worker` processes settling.
 * Each company then watches its run as the Liquidar screen does (one GET a second), over real HTTP.
 *
 * Prints: the time from the first press until the last run is done (target < 60 s), how long each
 * company waited for its run to start and to end (the spread: no company may wait for another's
 * whole run), the p50/p95/max of every API request made during the peak, and the errors (target 0):
 * answers ≥ 400, runs not TERMINADO, and runs whose results are not one per employee.
 *
 * Run: npm run bench:peak [-- --companies 200 --employees 50 --spread 30]
 * Needs DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server; a scratch database is made and dropped).
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { TCalendar, TProcess } from '@quincena/contracts/settlement';
import { sql } from 'drizzle-orm';
import type { buildApp } from '../src/app.ts';
import type { openDatabase } from '../src/db/client.ts';
import { numberArgument, seedEmployees, setUp } from './bench-company.ts';
import { childCpuMs, onWorkerCluster, startWorker } from './bench-workers.ts';

interface Company {
  companyId: number;
  headers: { authorization: string };
  calendarId: number;
}

interface Outcome {
  company: Company;
  pressedAt: number;
  doneAt: number;
  process: TProcess | null;
  problem: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Every request the companies make during the peak, timed. */
function timedClient(base: string) {
  const durations: number[] = [];
  const failures: string[] = [];
  return {
    durations,
    failures,
    async call<T>(
      method: 'GET' | 'POST',
      path: string,
      headers: Company['headers'],
      body?: unknown,
    ): Promise<T | null> {
      const started = performance.now();
      try {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        durations.push(performance.now() - started);
        if (response.status >= 400) {
          failures.push(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
          return null;
        }
        return JSON.parse(text) as T;
      } catch (error) {
        durations.push(performance.now() - started);
        failures.push(`${method} ${path}: ${(error as Error).message}`);
        return null;
      }
    },
  };
}

async function seedCompanies(
  database: Awaited<ReturnType<typeof openDatabase>>,
  app: Awaited<ReturnType<typeof buildApp>>,
  count: number,
  employees: number,
): Promise<Company[]> {
  const companies: Company[] = [];
  for (let index = 0; index < count; index += 1) {
    const { companyId, jobId, headers } = await setUp(database);
    await seedEmployees(database.db, companyId, jobId, employees);
    const listed = await app.inject({ method: 'GET', url: '/api/calendars?type=NM&year=2026', headers });
    if (listed.statusCode !== 200) throw new Error(`calendars: ${listed.body}`);
    const calendar = (listed.json() as TCalendar[]).find((row) => row.periodStart === '2026-03-01');
    if (!calendar) throw new Error(`company ${companyId} has no first March fortnight`);
    companies.push({ companyId, headers, calendarId: calendar.id });
  }
  return companies;
}

/** One company's clerk: waits for their moment, presses Procesar, watches the run until it ends. */
async function pressAndWatch(
  client: ReturnType<typeof timedClient>,
  company: Company,
  delayMs: number,
): Promise<Outcome> {
  await sleep(delayMs);
  const pressedAt = performance.now();
  const started = await client.call<TProcess>('POST', '/api/processes', company.headers, {
    calendarId: company.calendarId,
    action: 'PRO',
  });
  if (!started)
    return { company, pressedAt, doneAt: performance.now(), process: null, problem: 'Procesar refused' };
  let run: TProcess | undefined = started;
  while (run && (run.status === 'PENDIENTE' || run.status === 'EN PROCESO')) {
    await sleep(1000);
    const list = await client.call<TProcess[]>(
      'GET',
      `/api/processes?calendarId=${company.calendarId}`,
      company.headers,
    );
    if (list) run = list.find((row) => row.id === started.id);
  }
  const doneAt = performance.now();
  if (!run) return { company, pressedAt, doneAt, process: null, problem: 'run disappeared' };
  const problem = run.status === 'TERMINADO' ? null : `run ended ${run.status}: ${run.error}`;
  return { company, pressedAt, doneAt, process: run, problem };
}

async function main(): Promise<void> {
  const companyCount = numberArgument('--companies', 200);
  const employees = numberArgument('--employees', 50);
  const spreadMs = numberArgument('--spread', 30) * 1000;
  const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.error('bench:peak needs DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server).');
    process.exit(1);
  }
  await onWorkerCluster(serverUrl, 'peak', async ({ url, database, app, workers }) => {
    const seedStart = performance.now();
    const companies = await seedCompanies(database, app, companyCount, employees);
    console.log(
      `${companyCount} companies of ${employees} employees seeded in ${seconds(performance.now() - seedStart)}`,
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address !== 'object') throw new Error('the API is not listening');
    for (const index of [1, 2]) workers.push(startWorker(url, index));
    await Promise.all(workers.map((worker) => worker.ready));
    const cpuBefore = workers.map((worker) => childCpuMs(worker.child.pid) ?? 0);
    const apiCpuBefore = process.cpuUsage();

    const client = timedClient(`http://127.0.0.1:${address.port}`);
    const peakStart = performance.now();
    const outcomes = await Promise.all(
      companies.map((company) => pressAndWatch(client, company, Math.random() * spreadMs)),
    );
    const peakEnd = Math.max(...outcomes.map((outcome) => outcome.doneAt));
    const apiCpu = process.cpuUsage(apiCpuBefore);
    const workersCpu = workers.reduce(
      (sum, worker, index) => sum + ((childCpuMs(worker.child.pid) ?? 0) - (cpuBefore[index] ?? 0)),
      0,
    );

    // One result per employee, exactly once, for every finished run.
    const counts = (await database.db.execute(sql`
      select r.process_id, count(*)::int as results, count(distinct r.contract_id)::int as contracts
        from settlement_results r
       where r.process_id = any(${`{${outcomes.map((o) => o.process?.id ?? 0).join(',')}}`}::int[])
       group by r.process_id`)) as unknown as {
      rows: { process_id: number; results: number; contracts: number }[];
    };
    const byProcess = new Map(counts.rows.map((row) => [row.process_id, row]));
    const problems: string[] = [];
    for (const outcome of outcomes) {
      if (outcome.problem) problems.push(`company ${outcome.company.companyId}: ${outcome.problem}`);
      const id = outcome.process?.id;
      if (id === undefined || outcome.problem) continue;
      const row = byProcess.get(id);
      if (!row || row.results !== employees || row.contracts !== employees)
        problems.push(
          `company ${outcome.company.companyId}: ${row?.results ?? 0} results for ${row?.contracts ?? 0} of ${employees} employees`,
        );
    }

    // Waiting: from the press to the run's start (queue), and to its end as the clerk saw it.
    const startOf = (outcome: Outcome) =>
      outcome.process?.startedAt ? Date.parse(outcome.process.startedAt) : Number.NaN;
    const wall = outcomes.map((outcome) => outcome.doneAt - outcome.pressedAt).sort((a, b) => a - b);
    const runs = outcomes
      .map((outcome) =>
        outcome.process?.finishedAt ? Date.parse(outcome.process.finishedAt) - startOf(outcome) : Number.NaN,
      )
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    const requestMs = [...client.durations].sort((a, b) => a - b);
    const total = companyCount * employees;
    const lastDoneMs = peakEnd - peakStart;

    console.log(
      `\n=== Month-end peak: ${companyCount} companies × ${employees} employees on PostgreSQL, API + 2 workers ===`,
    );
    console.log(
      `presses spread over ${seconds(spreadMs)}; last run done ${seconds(lastDoneMs)} after the first moment (target < 60 s: ${lastDoneMs < 60_000 ? 'OK' : 'OVER TARGET'})`,
    );
    console.log(
      `press → done as each clerk saw it (polling every second): median ${seconds(percentile(wall, 50))}, p95 ${seconds(percentile(wall, 95))}, max ${seconds(wall.at(-1) ?? 0)}`,
    );
    console.log(
      `one run, start → end: median ${seconds(percentile(runs, 50))}, max ${seconds(runs.at(-1) ?? 0)} (a company's wait beyond that is the queue)`,
    );
    console.log(
      `API requests during the peak: ${requestMs.length}; p50 ${percentile(requestMs, 50).toFixed(0)} ms, p95 ${percentile(requestMs, 95).toFixed(0)} ms, max ${(requestMs.at(-1) ?? 0).toFixed(0)} ms`,
    );
    console.log(
      `CPU: API ${seconds((apiCpu.user + apiCpu.system) / 1000)}, workers ${seconds(workersCpu)} = ${((apiCpu.user / 1000 + apiCpu.system / 1000 + workersCpu) / total).toFixed(2)} ms per employee; load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`,
    );
    const errors = client.failures.length + problems.length;
    console.log(`errors: ${errors} (target 0)`);
    for (const line of [...client.failures, ...problems].slice(0, 20)) console.log(`  ${line}`);
    await app.close();
    for (const worker of workers) worker.child.kill('SIGTERM');
    for (const worker of workers) console.log(await worker.rss);
    if (errors > 0) process.exitCode = 1;
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
