/**
 * Electronic payroll benchmark (issue 17 performance): a 10,000-employee company with March 2026
 * accumulated (both fortnights); Procesar of its NIE calendar builds, signs and stores one document
 * per worker, then Transferir sends them all to the DIAN simulator this server answers on, over HTTP
 * with WS-Security, each checked there (CUNE, SoftwareSC, totals, XAdES signature) in the simulator's
 * worker thread. Embedded database, everything in this process. Targets: Procesar < 60 s, the
 * transfer < 120 s. Peak memory is printed for each phase (two V8 heaps: the server's and the
 * simulator thread's). As in bench-monthly-settlement.ts, a child process loads the company and
 * settles its payroll, so the peak measured is this server's for the NIE run and transfer, not what
 * the payroll runs left in the embedded database (decision 0323).
 *
 * Run: npm run bench:electronic-payroll [-- --employees 10000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { TNieDocument } from '@quincena/contracts/electronic-payroll';
import type { TCalendar } from '@quincena/contracts/settlement';
import { makeTestPkcs12 } from '@quincena/dian';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import {
  appConfig,
  companyWithMarchAccumulated,
  megabytes,
  numberArgument,
  phaseMeter,
  preparedAsChild,
  prepareEmbedded,
  prepareInChild,
  printMachine,
  printMemory,
  runProcess,
} from './bench-company.ts';

interface Prepared {
  companyId: number;
  headers: Record<string, string>;
  calendarId: number;
}

/** In the child: the company, its March payroll accumulated, DIAN enablement; answers the NIE calendar. */
const prepare = (dataDir: string, employees: number) =>
  prepareEmbedded(dataDir, async (database, app) => {
    const { companyId, headers } = await companyWithMarchAccumulated(database, app, employees);
    const certificate = makeTestPkcs12({ password: 'Clave.Bench.2026', nit: '900123456' });
    const enabled = await app.inject({
      method: 'PUT',
      url: '/api/electronic-payroll/enablement',
      headers,
      payload: {
        enabledAnswer: '2059',
        testSetId: crypto.randomUUID(),
        softwareId: crypto.randomUUID(),
        pin: '13579',
        certificate: {
          fileName: 'firma.p12',
          contentBase64: Buffer.from(certificate.p12).toString('base64'),
        },
        certificatePassword: certificate.password,
      },
    });
    if (enabled.statusCode !== 200) throw new Error(`enablement: ${enabled.body}`);
    const nie = (
      (
        await app.inject({ method: 'GET', url: '/api/calendars?type=NIE&year=2026', headers })
      ).json() as TCalendar[]
    ).find((row) => row.month === 3) as TCalendar;
    const prepared: Prepared = { companyId, headers, calendarId: nie.id };
    return prepared;
  });

async function main(): Promise<void> {
  if (await preparedAsChild(prepare)) return;
  const employees = numberArgument('--employees', 10_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'quincena-bench-nie-'));
  console.log(`Preparando ${employees} empleados con marzo de 2026 acumulado…`);
  let database: DatabaseHandle | undefined;
  try {
    const { companyId, headers, calendarId } = await prepareInChild<Prepared>(import.meta.url, dataDir, [
      String(employees),
    ]);
    database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pg') });
    await measure(database, dataDir, { companyId, headers, calendarId });
  } finally {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(database: DatabaseHandle, dataDir: string, prepared: Prepared): Promise<void> {
  const { companyId, headers } = prepared;
  const app = await buildApp({ db: database.db, config: appConfig(dataDir) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const meter = phaseMeter();
    const cpuBefore = process.cpuUsage();
    const proStart = performance.now();
    const run = await runProcess(app, headers, prepared.calendarId, 'PRO');
    const proSeconds = (performance.now() - proStart) / 1000;
    const proCpu = process.cpuUsage(cpuBefore);
    meter.mark('Procesar');

    const documents = (
      await app.inject({
        method: 'GET',
        url: `/api/electronic-payroll/documents?calendarId=${prepared.calendarId}`,
        headers,
      })
    ).json() as TNieDocument[];
    meter.mark('Lista de documentos');
    const transferStart = performance.now();
    const queued = await app.inject({
      method: 'POST',
      url: '/api/electronic-payroll/transfer',
      headers,
      payload: { calendarId: prepared.calendarId, ids: documents.map((document) => document.id) },
    });
    if (queued.statusCode !== 202) throw new Error(`transfer: ${queued.body}`);
    const counts = async () =>
      (
        (await database.db.execute(
          sql`select status, count(*)::int as n from nie_documents where company_id = ${companyId} group by status`,
        )) as unknown as { rows: { status: string; n: number }[] }
      ).rows;
    for (;;) {
      const byStatus = await counts();
      if (!byStatus.some((row) => row.status === 'EN TRANSFERENCIA')) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const transferSeconds = (performance.now() - transferStart) / 1000;
    meter.mark('Transferir');
    const measured = meter.stop();
    const byStatus = await counts();
    const [bytes] = (
      (await database.db.execute(
        sql`select coalesce(sum(octet_length(xml)), 0)::bigint as total from nie_documents where company_id = ${companyId}`,
      )) as unknown as { rows: { total: string }[] }
    ).rows;

    console.log(
      '\nNómina electrónica (PGlite embebida; servidor, base y simulador DIAN en un proceso, el simulador en su hilo)',
    );
    console.log(
      `  Procesar:            ${run.processed} documentos firmados (${run.failed} con error) en ${proSeconds.toFixed(1)} s (objetivo < 60 s)`,
    );
    console.log(`  CPU durante Procesar: ${((proCpu.user + proCpu.system) / 1_000_000).toFixed(1)} s`);
    console.log(
      `  XML guardados:       ${megabytes(Number(bytes?.total ?? 0))} (${(Number(bytes?.total ?? 0) / Math.max(documents.length, 1) / 1024).toFixed(1)} KB cada uno)`,
    );
    console.log(
      `  Transferir:          ${documents.length} documentos en ${transferSeconds.toFixed(1)} s (objetivo < 120 s): ${byStatus
        .map((row) => `${row.n} ${row.status}`)
        .join(', ')}`,
    );
    printMemory(meter.before, measured);
    printMachine();
  } finally {
    await app.close();
  }
}

await main();
