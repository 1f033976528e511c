/**
 * Benchmarks of the monthly settlements of issue 14 on a 10,000-employee month. A child process loads
 * the company and settles and accumulates both payroll fortnights of March 2026; this process then
 * runs Procesar of the month's calendar and downloads its file:
 * - SS (npm run bench:social-security): one planilla worker per contract, checked by the planilla
 *   package, stored; the Archivo plano. Targets: PRO < 5 s, the download < 2 s.
 * - CB (npm run bench:accounting): every stored payroll line posted through the suggested account
 *   plan (about 300,000 entries); the Plano Contable (generic CSV and Siigo Nube XLS). Targets: PRO
 *   < 60 s embedded, < 15 s on PostgreSQL.
 * With DATABASE_URL or TEST_DATABASE_URL the same runs on a fresh PostgreSQL database too (pg-boss
 * jobs in the API process).
 *
 * Peak resident memory is printed for the run and for each download (decision 0323); the measuring
 * process runs with --expose-gc as `npm start` does (`--no-gc` measures without it).
 *
 * Run: npm run bench:social-security|bench:accounting [-- --employees 10000] [--postgres-only] [--no-gc]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { TCalendar } from '@quincena/contracts/settlement';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { contracts, costCentres } from '../src/db/schema/index.ts';
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
import { scratchDatabase } from './bench-workers.ts';

type Kind = 'SS' | 'CB';

const KIND = (
  process.argv.includes('--kind') ? process.argv[process.argv.indexOf('--kind') + 1] : 'SS'
) as Kind;

interface Prepared {
  calendarId: number;
  headers: Record<string, string>;
}

/** Loads the company and accumulates March 2026 through `app`; answers the month's calendar of `kind` and the session. */
async function prepareMonth(
  database: DatabaseHandle,
  app: FastifyInstance,
  employees: number,
  kind: Kind,
): Promise<Prepared> {
  const { companyId, headers } = await companyWithMarchAccumulated(database, app, employees);
  if (kind === 'CB') {
    // The books: one administration cost centre for every contract and the suggested PUC plan.
    const [centre] = await database.db
      .insert(costCentres)
      .values({ companyId, code: 'ADM', name: 'Administración', expenseType: '51' })
      .returning({ id: costCentres.id });
    await database.db
      .update(contracts)
      .set({ costCenterId: centre?.id ?? null })
      .where(eq(contracts.companyId, companyId));
    const plan = await app.inject({ method: 'POST', url: '/api/accounting/account-plan/defaults', headers });
    console.log(`  plan de cuentas sugerido: ${plan.json().created} cuentas`);
  }
  const monthly = (
    await app.inject({ method: 'GET', url: `/api/calendars?type=${kind}&year=2026`, headers })
  ).json() as TCalendar[];
  const march = monthly.find((row) => row.month === 3) as TCalendar;
  return { calendarId: march.id, headers };
}

const prepare = (dataDir: string, employees: number) =>
  prepareEmbedded(dataDir, (database, app) => prepareMonth(database, app, employees, KIND));

/**
 * Downloads a file of the run over HTTP as a browser would, counting bytes and line ends as they
 * arrive: the benchmark holds no copy of the file, so the peak it prints is the server's.
 */
async function download(app: FastifyInstance, headers: Record<string, string>, url: string) {
  const start = performance.now();
  const { port } = app.server.address() as AddressInfo;
  const { bytes, lines } = await new Promise<{ bytes: number; lines: number }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: url, headers }, (response) => {
      let bytes = 0;
      let lines = 0;
      let body = '';
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines += 1;
        if (response.statusCode !== 200 && body.length < 2000) body += chunk.toString('utf8');
      });
      response.on('end', () =>
        response.statusCode === 200
          ? resolve({ bytes, lines })
          : reject(new Error(`${url}: ${response.statusCode} ${body}`)),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
  return { bytes, lines, seconds: (performance.now() - start) / 1000 };
}

/** Times Procesar of the month and its file downloads, and prints them. */
async function measure(
  label: string,
  app: FastifyInstance,
  headers: Record<string, string>,
  calendarId: number,
  database: DatabaseHandle,
): Promise<void> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const meter = phaseMeter();

  const cpuBefore = process.cpuUsage();
  const proStart = performance.now();
  const run = await runProcess(app, headers, calendarId, 'PRO');
  const proSeconds = (performance.now() - proStart) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  meter.mark('Procesar');

  const lines: string[] = [];
  if (run.failed > 0) {
    const errors = (
      await app.inject({ method: 'GET', url: `/api/processes/${run.id}/errors`, headers })
    ).json() as { message: string }[];
    const reasons = new Set(errors.map((error) => error.message.replace(/^Contrato[^:]*: /, '')));
    for (const reason of [...reasons].slice(0, 3))
      lines.push(`  error:               ${reason.slice(0, 160)}`);
  }
  if (KIND === 'SS') {
    const file = await download(app, headers, `/api/settlement/planilla-file?calendarId=${calendarId}`);
    meter.mark('Archivo plano');
    lines.push(
      `  Archivo plano:       ${file.lines} registros, ${megabytes(file.bytes)} en ${file.seconds.toFixed(2)} s (objetivo < 2 s)`,
    );
  } else {
    const result = (await database.db.execute(
      sql`select count(*)::int as entries from accounting_entries where process_id = ${run.id}`,
    )) as unknown as { rows: { entries: number }[] };
    lines.push(`  asientos guardados:  ${result.rows[0]?.entries ?? 0}`);
    for (const [name, query] of [
      ['Plano CSV genérico', 'layout=GENERICO&format=CSV'],
      ['Plano Siigo Nube XLS', 'layout=SIIGO_NUBE&format=XLS'],
    ] as const) {
      const file = await download(
        app,
        headers,
        `/api/settlement/accounting-file?calendarId=${calendarId}&${query}`,
      );
      meter.mark(name);
      lines.push(`  ${`${name}:`.padEnd(21)}${megabytes(file.bytes)} en ${file.seconds.toFixed(2)} s`);
    }
  }
  const measured = meter.stop();
  await app.close();

  const target = KIND === 'SS' ? 'objetivo < 5 s' : 'objetivo < 60 s embebida, < 15 s PostgreSQL';
  const unit = KIND === 'SS' ? 'cotizantes' : 'contratos';
  console.log(`\n${KIND === 'SS' ? 'Seguridad social' : 'Contabilidad'} (${label})`);
  console.log(
    `  Procesar:            ${run.processed} ${unit} (${run.failed} con error) en ${proSeconds.toFixed(2)} s (${target})`,
  );
  console.log(`  CPU de este proceso: ${((cpu.user + cpu.system) / 1_000_000).toFixed(1)} s`);
  for (const line of lines) console.log(line);
  printMemory(meter.before, measured);
  console.log(
    `  recolección de basura: ${(globalThis as { gc?: unknown }).gc ? 'con --expose-gc (como npm start)' : 'sin --expose-gc'}`,
  );
  printMachine();
}

async function main(): Promise<void> {
  if (await preparedAsChild(prepare)) return;
  if (!(globalThis as { gc?: unknown }).gc && !process.argv.includes('--no-gc')) {
    // Measured as the server runs: `npm start` passes --expose-gc, so long jobs collect between batches (decision 0306).
    const child = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', new URL(import.meta.url).pathname, ...process.argv.slice(2)],
      { stdio: 'inherit' },
    );
    process.exit(child.status ?? 1);
  }
  const employees = numberArgument('--employees', 10_000);
  const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (process.argv.includes('--postgres-only') && serverUrl) {
    await onPostgres(serverUrl, employees);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), `quincena-bench-${KIND.toLowerCase()}-`));
  console.log(`Preparando ${employees} empleados con marzo de 2026 acumulado…`);
  const { calendarId, headers } = await prepareInChild<Prepared>(import.meta.url, dataDir, [
    String(employees),
    '--kind',
    KIND,
  ]);
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pg') });
  try {
    const app = await buildApp({ db: database.db, config: appConfig(dataDir) });
    await measure('PGlite embebida, servidor y base en un proceso', app, headers, calendarId, database);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (serverUrl) await onPostgres(serverUrl, employees);
}

/** The same on a fresh PostgreSQL database, the runs as pg-boss jobs of the API process. */
async function onPostgres(serverUrl: string, employees: number): Promise<void> {
  const scratch = await scratchDatabase(serverUrl, `quincena_bench_${KIND.toLowerCase()}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'quincena-bench-ss-pg-'));
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  try {
    await database.migrate();
    const config = { ...appConfig(dataDir), databaseUrl: scratch.url };
    const loader = await buildApp({ db: database.db, config });
    console.log(`\nPostgreSQL: preparando ${employees} empleados con marzo de 2026 acumulado…`);
    const { calendarId, headers } = await prepareMonth(database, loader, employees, KIND);
    await loader.close();
    const app = await buildApp({ db: database.db, config });
    await measure(
      'PostgreSQL, trabajo pg-boss en el proceso del servidor',
      app,
      headers,
      calendarId,
      database,
    );
  } finally {
    await database.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
