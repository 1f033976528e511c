/**
 * Settlement benchmark (issue 12 performance): 10,000 employees, PRO then CLO then REV of one
 * fortnightly payroll period, on the embedded database (PGlite in a temporary folder, the run as an
 * in-process job of the API) and, when DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL with
 * the API only queueing and two `npm run worker` processes settling. Prints wall times, rows written
 * and peak memory. Targets: PRO < 30 s embedded, < 5 s PostgreSQL; CLO and REV < 2 s; < 500 MB.
 * Then Revisar prenómina (issue 27): its first page right after PRO, and the second fortnight's
 * review against the first (target: first page < 300 ms on PostgreSQL).
 *
 * The novelties tables are not in this build yet (issue 13): the contracts carry the variety
 * instead — 50 salary levels, integral salaries, contracts without transport aid, withholding
 * procedure 2, voluntary pension and AFC, contracts starting or ending inside the period.
 *
 * Run: npm run bench:settlement [-- --employees 10000] [-- --skip-embedded]
 * Profiles: BENCH_CPU_PROF=<folder> writes a V8 CPU profile of each worker (its whole life) and of
 * this process during the first PRO; CPU is what issue 29 measures (API + workers per employee).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { TCalendar, TProcess } from '@quincena/contracts/settlement';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { settlementProcesses } from '../src/db/schema/index.ts';
import { appConfig, megabytes, numberArgument, runProcess, seedEmployees, setUp } from './bench-company.ts';
import { benchReview } from './bench-review.ts';
import { childCpuMs, onWorkerCluster, startWorker } from './bench-workers.ts';

async function countRows(db: DatabaseHandle['db'], table: string, processId: number): Promise<number> {
  const result = (await db.execute(
    sql.raw(`select count(*)::int as n from ${table} where process_id = ${processId}`),
  )) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}

/**
 * BENCH_CPU_PROF=<folder>: this process (the API) writes a V8 CPU profile of the first PRO there,
 * beside the workers' own profiles of their whole life.
 */
async function profileThisProcess(): Promise<{ stop(label: string): Promise<void> } | null> {
  const folder = process.env.BENCH_CPU_PROF;
  if (!folder) return null;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(label) {
      const { profile } = await session.post('Profiler.stop');
      const name = label.startsWith('PostgreSQL') ? 'postgres' : 'embedded';
      writeFileSync(join(folder, `api-pro-${name}-${process.pid}.cpuprofile`), JSON.stringify(profile));
      session.disconnect();
    },
  };
}

interface Figures {
  label: string;
  employees: number;
  proMs: number;
  cloMs: number;
  revCloMs: number;
  revProMs: number;
  results: number;
  lines: number;
  errors: number;
  /** CPU this process spent during PRO (on a shared machine, wall time also measures the others). */
  proCpuMs: number;
  /** CPU the worker processes spent during PRO (PostgreSQL only; null when not measured). */
  workersCpuMs: number | null;
  rssMb: string;
  proTarget: number;
  /** Revisar prenómina timings: right after PRO, and against a previous period of the same size. */
  review: string[];
}

async function runScenario(
  label: string,
  database: DatabaseHandle,
  employees: number,
  app: Awaited<ReturnType<typeof buildApp>>,
  proTarget: number,
  rss: () => string,
  workersCpuMs: () => number | null = () => null,
): Promise<Figures> {
  const { companyId, jobId, headers } = await setUp(database);
  const seedStart = performance.now();
  await seedEmployees(database.db, companyId, jobId, employees);
  console.log(
    `[${label}] ${employees} empleados cargados en ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  const listed = await app.inject({ method: 'GET', url: '/api/calendars?type=NM&year=2026', headers });
  if (listed.statusCode !== 200) throw new Error(`calendars: ${listed.body}`);
  const calendars = listed.json() as TCalendar[];
  const period = calendars.find((c) => c.periodStart === '2026-03-01') as TCalendar;
  const act = async (action: 'PRO' | 'CLO' | 'REV') => {
    const start = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/processes',
      headers,
      payload: { calendarId: period.id, action },
    });
    if (response.statusCode >= 400) throw new Error(`${action}: ${response.body}`);
    let process = response.json() as TProcess;
    // Polled every 50 ms straight from the table: through the API (which the web app polls once a
    // second) the polling itself cost this process more CPU than queueing the run (issue 29).
    let status: string = process.status;
    while (status === 'PENDIENTE' || status === 'EN PROCESO') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [row] = await database.db
        .select({ status: settlementProcesses.status })
        .from(settlementProcesses)
        .where(eq(settlementProcesses.id, process.id));
      status = row?.status ?? 'ERROR';
    }
    const list = (
      await app.inject({ method: 'GET', url: `/api/processes?calendarId=${period.id}`, headers })
    ).json() as TProcess[];
    process = list.find((row) => row.id === process.id) as TProcess;
    if (process.status !== 'TERMINADO')
      throw new Error(`${action} ended ${process.status}: ${process.error}`);
    return { ms: performance.now() - start, process };
  };
  const profiler = await profileThisProcess();
  const cpuBefore = process.cpuUsage();
  const workersBefore = workersCpuMs();
  const pro = await act('PRO');
  const cpu = process.cpuUsage(cpuBefore);
  await profiler?.stop(label);
  const proCpuMs = (cpu.user + cpu.system) / 1000;
  // The slice that ends the run returns from its job just after the switch: let it settle.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const workersAfter = workersCpuMs();
  const proWorkersCpuMs =
    workersBefore === null || workersAfter === null ? null : workersAfter - workersBefore;
  const results = await countRows(database.db, 'settlement_results', pro.process.id);
  const lines = await countRows(database.db, 'settlement_lines', pro.process.id);
  const review = (await benchReview(app, headers, period.id, 'after PRO, no previous period')).lines;
  const clo = await act('CLO');
  const revClo = await act('REV');
  const revPro = await act('REV');
  // Peak memory of the run itself, before the review's extra runs below.
  const rssMb = rss();
  // The review compares with the previous period: settle and accumulate the first fortnight, then
  // process the second and review it against the first (every employee has both results).
  const second = calendars.find((c) => c.periodStart === '2026-03-16') as TCalendar;
  await runProcess(app, headers, period.id, 'PRO');
  await runProcess(app, headers, period.id, 'CLO');
  await runProcess(app, headers, second.id, 'PRO');
  review.push(...(await benchReview(app, headers, second.id, 'second fortnight against the first')).lines);
  return {
    label,
    employees,
    proMs: pro.ms,
    cloMs: clo.ms,
    revCloMs: revClo.ms,
    revProMs: revPro.ms,
    results,
    lines,
    errors: pro.process.failed,
    proCpuMs,
    workersCpuMs: proWorkersCpuMs,
    rssMb,
    proTarget,
    review,
  };
}

function report(f: Figures): void {
  const verdict = (ms: number, target: number) => (ms < target ? 'OK' : 'OVER TARGET');
  console.log(`\n=== ${f.label}: ${f.employees} empleados, quincena 1-15 de marzo de 2026 ===`);
  console.log(
    `PRO  ${(f.proMs / 1000).toFixed(2)} s  (target < ${f.proTarget / 1000} s: ${verdict(f.proMs, f.proTarget)})`,
  );
  console.log(
    `     CPU of this process during PRO: ${(f.proCpuMs / 1000).toFixed(2)} s; machine load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`,
  );
  if (f.workersCpuMs !== null) {
    const all = f.proCpuMs + f.workersCpuMs;
    console.log(
      `     CPU of the workers during PRO: ${(f.workersCpuMs / 1000).toFixed(2)} s; API + workers ${(all / 1000).toFixed(2)} s = ${(all / f.employees).toFixed(3)} ms per employee`,
    );
  }
  console.log(`     rows written: ${f.results} results + ${f.lines} lines (+ ${f.errors} employee errors)`);
  console.log(`CLO  ${(f.cloMs / 1000).toFixed(2)} s  (target < 2 s: ${verdict(f.cloMs, 2000)})`);
  console.log(
    `REV  ${(f.revCloMs / 1000).toFixed(2)} s  undoing CLO (target < 2 s: ${verdict(f.revCloMs, 2000)})`,
  );
  console.log(
    `REV  ${(f.revProMs / 1000).toFixed(2)} s  undoing PRO: deletes its ${f.results + f.lines} rows (target < 2 s: ${verdict(f.revProMs, 2000)})`,
  );
  console.log(`peak RSS: ${f.rssMb}`);
  for (const line of f.review) console.log(line);
}

/**
 * PGlite's first start (initdb) alone peaks near 900 MB; `npm start` pays it once per data folder.
 * The folder is created and migrated in a child process, so this process measures a server
 * started on an existing database, as every later `npm start` is.
 */
async function initialiseInChild(dataDir: string): Promise<void> {
  const script = new URL(import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', script, '--init-only', dataDir], {
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`initialising the embedded database failed (${code})`);
}

/** Samples this process's resident memory while the run goes on (the run's peak, not start-up's). */
function sampleRss() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss);
  };
}

async function embedded(employees: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quincena-bench-settlement-'));
  await initialiseInChild(dataDir);
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pg') });
  try {
    await database.migrate();
    const app = await buildApp({ db: database.db, config: appConfig(dataDir) });
    const afterStart = process.memoryUsage().rss;
    const stop = sampleRss();
    const figures = await runScenario(
      'PGlite (embebida), trabajo en el proceso del servidor',
      database,
      employees,
      app,
      30_000,
      () =>
        `${megabytes(stop())} during the run, server and embedded database in one process (${megabytes(afterStart)} after start-up; target < 500 MB)`,
    );
    await app.close();
    report(figures);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres(serverUrl: string, employees: number): Promise<void> {
  // The API only queues (WORKERS_IN_API=false); two worker processes settle.
  await onWorkerCluster(serverUrl, 'settlement', async ({ url, database, app, workers }) => {
    for (const index of [1, 2]) workers.push(startWorker(url, index));
    await Promise.all(workers.map((worker) => worker.ready));
    const rssLines: string[] = [];
    const figures = await runScenario(
      'PostgreSQL, API + 2 procesos worker',
      database,
      employees,
      app,
      5_000,
      () => '',
      () => {
        const used = workers.map((worker) => childCpuMs(worker.child.pid));
        return used.some((ms) => ms === null) ? null : used.reduce<number>((sum, ms) => sum + (ms ?? 0), 0);
      },
    );
    await app.close();
    for (const worker of workers) worker.child.kill('SIGTERM');
    for (const worker of workers) rssLines.push(await worker.rss);
    figures.rssMb = `${rssLines.join(', ')}; API process ${megabytes(process.resourceUsage().maxRSS * 1024)} (includes the embedded run if any)`;
    report(figures);
  });
}

async function main(): Promise<void> {
  const initOnly = process.argv.indexOf('--init-only');
  if (initOnly >= 0) {
    const dataDir = process.argv[initOnly + 1] as string;
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pg') });
    await database.migrate();
    await database.close();
    return;
  }
  const employees = numberArgument('--employees', 10_000);
  const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!process.argv.includes('--skip-embedded')) await embedded(employees);
  if (serverUrl) await postgres(serverUrl, employees);
  else console.log('\n(PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to a server to run it)');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
