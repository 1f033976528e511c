/**
 * Documents benchmark (issue 16 performance): the payslips of a 10,000-employee accumulated payroll
 * period, each rendered as a PDF through the API route a user calls (session, ownership, the stored
 * results read back, PDFKit), on the embedded database. Prints wall time, payslips per second, the
 * bytes written and peak memory. Targets: < 60 s for 10,000 payslips, < 500 MB.
 *
 * Run: npm run bench:documents [-- --employees 10000] [-- --concurrency 4]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { TCalendar, TProcess } from '@quincena/contracts/settlement';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { numberArgument, seedEmployees, setUp } from './bench-company.ts';

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

/** PGlite's first start peaks near 900 MB: the folder is created in a child, as `npm start` pays it once. */
async function initialiseInChild(dataDir: string): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', new URL(import.meta.url).pathname, '--init-only', dataDir],
    {
      stdio: 'inherit',
    },
  );
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`initialising the embedded database failed (${code})`);
}

async function main(): Promise<void> {
  const initOnly = process.argv.indexOf('--init-only');
  const dataDirArgument = process.argv[initOnly + 1];
  if (initOnly >= 0 && dataDirArgument) {
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDirArgument, 'pg') });
    await database.migrate();
    await database.close();
    return;
  }
  const employees = numberArgument('--employees', 10_000);
  const concurrency = numberArgument('--concurrency', 4);
  const dataDir = mkdtempSync(join(tmpdir(), 'quincena-bench-documents-'));
  await initialiseInChild(dataDir);
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pg') });
  try {
    const app = await buildApp({
      db: database.db,
      config: {
        dataDir,
        webDist: join(dataDir, 'no-web'),
        publicUrl: 'http://localhost:3000',
        mailFrom: 'Quincena <no-responder@quincena.local>',
        altchaMaxNumber: 1000,
      },
    });
    const { companyId, jobId, headers } = await setUp(database);
    await seedEmployees(database.db, companyId, jobId, employees);
    const calendars = (
      await app.inject({ method: 'GET', url: '/api/calendars?type=NM&year=2026', headers })
    ).json() as TCalendar[];
    const period = calendars.find((calendar) => calendar.periodStart === '2026-03-01') as TCalendar;
    for (const action of ['PRO', 'CLO'] as const) {
      const started = await app.inject({
        method: 'POST',
        url: '/api/processes',
        headers,
        payload: { calendarId: period.id, action },
      });
      if (started.statusCode >= 400) throw new Error(`${action}: ${started.body}`);
      let run = started.json() as TProcess;
      while (run.status === 'PENDIENTE' || run.status === 'EN PROCESO') {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const list = (
          await app.inject({ method: 'GET', url: `/api/processes?calendarId=${period.id}`, headers })
        ).json() as TProcess[];
        run = list.find((row) => row.id === run.id) as TProcess;
      }
      if (run.status !== 'TERMINADO') throw new Error(`${action} ended ${run.status}`);
    }
    const contracts = (
      (await database.db.execute(
        sql`select contract_id from settlement_results r join pay_calendars c
              on c.company_id = r.company_id and c.id = r.calendar_id and c.result_process_id = r.process_id
            where r.company_id = ${companyId} and r.calendar_id = ${period.id} order by contract_id`,
      )) as unknown as { rows: { contract_id: number }[] }
    ).rows.map((row) => row.contract_id);
    console.log(
      `${contracts.length} comprobantes por generar (periodo ${period.detail}), ${concurrency} a la vez`,
    );

    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    let next = 0;
    let bytes = 0;
    let failures = 0;
    const worker = async () => {
      while (next < contracts.length) {
        const contractId = contracts[next++] as number;
        const response = await app.inject({
          method: 'GET',
          url: `/api/documents/payslips/${period.id}/${contractId}/pdf`,
          headers,
        });
        if (response.statusCode !== 200) failures += 1;
        bytes += response.rawPayload.length;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - start) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    await app.close();

    console.log('\nComprobantes de nómina en PDF (PGlite embebida, servidor y base en un proceso)');
    console.log(`  comprobantes:        ${contracts.length} (${failures} con error)`);
    console.log(`  tiempo total:        ${seconds.toFixed(1)} s (objetivo < 60 s para 10.000)`);
    console.log(`  por segundo:         ${(contracts.length / seconds).toFixed(0)}`);
    console.log(`  CPU de este proceso: ${((cpu.user + cpu.system) / 1_000_000).toFixed(1)} s`);
    console.log(
      `  PDF escritos:        ${megabytes(bytes)} (${(bytes / contracts.length / 1024).toFixed(1)} KB cada uno)`,
    );
    console.log(`  memoria máxima:      ${megabytes(peak)} (objetivo < 500 MB)`);
    console.log(
      `  máquina:             ${cpus().length} núcleos, carga ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
