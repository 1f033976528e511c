/**
 * Documents benchmark (issue 16 performance): the payslips of a 10,000-employee accumulated payroll
 * period on the embedded database. First the bulk path (the period's stored results read in two
 * queries, each payslip rendered with PDFKit, as sending a whole period does), for every employee;
 * then the API route a person calls for one payslip (session, ownership, reads, PDFKit) on a sample;
 * then the whole period sent by e-mail as the background job, its progress read while it runs.
 * Prints wall time, payslips per second, bytes and peak memory. Targets: < 60 s for 10,000, < 500 MB.
 *
 * Run: npm run bench:documents [-- --employees 10000] [-- --sample 500] [-- --concurrency 4]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { TCalendar, TProcess } from '@quincena/contracts/settlement';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { createPayslipsService } from '../src/features/documents/index.ts';
import { systemClock } from '../src/platform/clock.ts';
import { createLocalStorage } from '../src/platform/storage/storage.ts';
import {
  appConfig,
  megabytes,
  numberArgument,
  preparedAsChild,
  prepareEmbedded,
  prepareInChild,
  printMachine,
  seedEmployees,
  setUp,
} from './bench-company.ts';

interface Prepared {
  companyId: number;
  calendarId: number;
  detail: string;
  headers: Record<string, string>;
}

const prepare = (dataDir: string, employees: number) =>
  prepareEmbedded(dataDir, async (database, app) => {
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
    const prepared: Prepared = { companyId, calendarId: period.id, detail: period.detail, headers };
    return prepared;
  });

async function main(): Promise<void> {
  if (await preparedAsChild(prepare)) return;
  const employees = numberArgument('--employees', 10_000);
  const concurrency = numberArgument('--concurrency', 4);
  const sample = numberArgument('--sample', 500);
  const dataDir = mkdtempSync(join(tmpdir(), 'quincena-bench-documents-'));
  const { companyId, calendarId, detail, headers } = await prepareInChild<Prepared>(
    import.meta.url,
    dataDir,
    [String(employees)],
  );
  const period = { id: calendarId, detail };
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pg') });
  try {
    const app = await buildApp({ db: database.db, config: appConfig(dataDir) });
    const contracts = (
      (await database.db.execute(
        sql`select contract_id from settlement_results r join pay_calendars c
              on c.company_id = r.company_id and c.id = r.calendar_id and c.result_process_id = r.process_id
            where r.company_id = ${companyId} and r.calendar_id = ${period.id} order by contract_id`,
      )) as unknown as { rows: { contract_id: number }[] }
    ).rows.map((row) => row.contract_id);
    console.log(`${contracts.length} comprobantes por generar (periodo ${period.detail})`);

    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);

    // 1. The bulk path: every payslip of the period.
    const service = createPayslipsService({
      db: database.db,
      clock: systemClock,
      storage: createLocalStorage(join(dataDir, 'files')),
      mail: { send: async () => undefined },
    });
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    let bytes = 0;
    let rendered = 0;
    for await (const payslip of service.renderPeriod(companyId, period.id)) {
      if (!payslip.pdf) throw new Error(`payslip of contract ${payslip.contractId} not drawn`);
      bytes += payslip.pdf.length;
      rendered += 1;
    }
    const seconds = (performance.now() - start) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const bulkPeak = Math.max(peak, process.memoryUsage().rss);

    // 2. The route a person calls, on a sample.
    const sampled = contracts.slice(0, sample);
    let next = 0;
    let failures = 0;
    const routeStart = performance.now();
    const worker = async () => {
      while (next < sampled.length) {
        const contractId = sampled[next++] as number;
        const response = await app.inject({
          method: 'GET',
          url: `/api/documents/payslips/${period.id}/${contractId}/pdf`,
          headers,
        });
        if (response.statusCode !== 200) failures += 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const routeMs = (performance.now() - routeStart) / sampled.length;

    // 3. Sending the whole period by e-mail as the background job (development outbox: every
    // message rendered and written as an .eml file), while a person keeps using the API.
    const mailingStart = performance.now();
    const started = await app.inject({
      method: 'POST',
      url: '/api/documents/payslip-mailings',
      headers,
      payload: { calendarId: period.id },
    });
    if (started.statusCode !== 202) throw new Error(`mailing: ${started.body}`);
    const mailingId = (started.json() as { id: number }).id;
    let mailing = started.json() as { status: string; sent: number; failed: number; total: number };
    const pollLatencies: number[] = [];
    while (mailing.status !== 'TERMINADO') {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const pollStart = performance.now();
      const progress = await app.inject({
        method: 'GET',
        url: `/api/documents/payslip-mailings/${mailingId}`,
        headers,
      });
      pollLatencies.push(performance.now() - pollStart);
      mailing = progress.json() as typeof mailing;
    }
    const mailingSeconds = (performance.now() - mailingStart) / 1000;
    pollLatencies.sort((a, b) => a - b);
    const pollP95 = pollLatencies[Math.floor(pollLatencies.length * 0.95)] ?? 0;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    await app.close();

    console.log('\nComprobantes de nómina en PDF (PGlite embebida, servidor y base en un proceso)');
    console.log(
      `  periodo completo:    ${rendered} comprobantes en ${seconds.toFixed(1)} s (objetivo < 60 s para 10.000)`,
    );
    console.log(`  por segundo:         ${(rendered / seconds).toFixed(0)}`);
    console.log(`  CPU de este proceso: ${((cpu.user + cpu.system) / 1_000_000).toFixed(1)} s`);
    console.log(
      `  PDF escritos:        ${megabytes(bytes)} (${(bytes / Math.max(rendered, 1) / 1024).toFixed(1)} KB cada uno)`,
    );
    console.log(
      `  memoria máxima:      ${megabytes(bulkPeak)} (objetivo < 500 MB; ${megabytes(rssBefore)} antes de empezar, servidor iniciado sobre la base existente)`,
    );
    console.log(
      `  por la API:          ${sampled.length} comprobantes, ${routeMs.toFixed(1)} ms cada uno en promedio, ${concurrency} a la vez (${failures} con error)`,
    );
    console.log(
      `  envío por correo:    ${mailing.sent} enviados y ${mailing.failed} con error de ${mailing.total} en ${mailingSeconds.toFixed(1)} s (${(mailing.total / mailingSeconds).toFixed(0)} por segundo, trabajo en segundo plano, buzón de desarrollo)`,
    );
    console.log(
      `  avance consultado:   ${pollLatencies.length} veces durante el envío, p95 ${pollP95.toFixed(0)} ms`,
    );
    console.log(`  memoria máxima total: ${megabytes(peak)}`);
    printMachine();
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
