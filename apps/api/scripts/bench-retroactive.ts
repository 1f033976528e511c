/**
 * Retroactive pay benchmark (issue 32, decision 0345): 10,000 employees whose salaries are raised
 * 5 % from 1 January after the six fortnights of January–March 2026 were processed and accumulated;
 * one retroactive change per person is carried by the first fortnight of April, and its Procesar
 * (its own settlement plus the recomputation of six closed fortnights per person) is timed on
 * PostgreSQL with the API only queueing and two `npm run worker` processes settling, as
 * bench-settlement.ts does. Prints seconds, rows and peak memory. Target: < 30 s.
 *
 * Run: DATABASE_URL=postgres://… npm run bench:retroactive [-- --employees 10000]
 * BENCH_KEEP=1 leaves the scratch database in place (its URL is printed) to look at plans afterwards.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { TCalendar } from '@quincena/contracts/settlement';
import { sql } from 'drizzle-orm';
import type { openDatabase } from '../src/db/client.ts';
import { numberArgument, runProcess, seedEmployees, setUp } from './bench-company.ts';
import { backendCpu, childCpuMs, onWorkerCluster, startWorker } from './bench-workers.ts';

async function count(db: Awaited<ReturnType<typeof openDatabase>>['db'], query: ReturnType<typeof sql>) {
  const result = (await db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

async function main(): Promise<void> {
  const employees = numberArgument('--employees', 10_000);
  const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log(
      'Set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server: the target is measured there.',
    );
    return;
  }
  await onWorkerCluster(serverUrl, 'retro', async ({ url, database, app, workers }) => {
    for (const index of [1, 2]) workers.push(startWorker(url, index));
    await Promise.all(workers.map((worker) => worker.ready));
    const { companyId, jobId, headers } = await setUp(database);
    await seedEmployees(database.db, companyId, jobId, employees);
    const calendars = (
      (
        await app.inject({ method: 'GET', url: '/api/calendars?type=NM&year=2026', headers })
      ).json() as TCalendar[]
    ).sort((a, b) => a.periodStart.localeCompare(b.periodStart));
    for (const calendar of calendars.slice(0, 6)) {
      await runProcess(app, headers, calendar.id, 'PRO');
      await runProcess(app, headers, calendar.id, 'CLO');
      console.log(`  ${calendar.detail}: procesado y acumulado`);
    }
    // The raise: every salary row 5 % higher from the day it held (the whole year reached).
    await database.db.execute(
      sql`update contract_salaries set amount = ceil(amount * 1.05) where company_id = ${companyId}`,
    );
    const reached = (await database.db.execute(
      sql`select distinct contract_id as id from settlement_results where company_id = ${companyId}`,
    )) as unknown as { rows: { id: number }[] };
    const april = calendars[6] as TCalendar;
    const created = await app.inject({
      method: 'POST',
      url: '/api/retroactive/changes',
      headers,
      payload: {
        contractIds: reached.rows.map((row) => Number(row.id)),
        from: '2026-01-01',
        carryingCalendarId: april.id,
        source: 'SALARY',
      },
    });
    if (created.statusCode !== 201) throw new Error(`changes: ${created.body}`);
    const workersCpu = () => workers.reduce((sum, worker) => sum + (childCpuMs(worker.child.pid) ?? 0), 0);
    const cpuBefore = workersCpu();
    const postgres = await backendCpu(url);
    const start = performance.now();
    const run = await runProcess(app, headers, april.id, 'PRO');
    const seconds = (performance.now() - start) / 1000;
    // The slice that ends the run returns from its job just after the switch: let it settle.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const cpuSeconds = (workersCpu() - cpuBefore) / 1000;
    const postgresSeconds = (await postgres.stop()) / 1000;
    const lines = await count(
      database.db,
      sql`select count(*)::int as n from settlement_lines where company_id = ${companyId}
            and process_id = ${run.id} and origin_calendar_id is not null`,
    );
    await app.close();
    for (const worker of workers) worker.child.kill('SIGTERM');
    const rss = await Promise.all(workers.map((worker) => worker.rss));
    console.log(
      `\n=== PostgreSQL, API + 2 procesos worker: ${employees} empleados, retroactivo de 6 quincenas ===`,
    );
    console.log(
      `PRO de la primera quincena de abril: ${seconds.toFixed(2)} s (target < 30 s: ${seconds < 30 ? 'OK' : 'OVER TARGET'}); load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`,
    );
    console.log(
      `     CPU of the two workers during PRO: ${cpuSeconds.toFixed(2)} s = ${((cpuSeconds * 1000) / employees).toFixed(2)} ms per employee (wall time on a shared machine also measures the others)`,
    );
    console.log(
      `     CPU of the PostgreSQL backends of the benchmark's database during PRO: ${postgresSeconds.toFixed(2)} s`,
    );
    console.log(
      `     ${run.processed} personas liquidadas, ${run.failed} con error, ${lines} líneas retroactivas`,
    );
    console.log(
      `peak RSS: ${rss.join(', ')}; API process ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
