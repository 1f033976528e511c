/**
 * The company the benchmarks share: an administrator and `count` employees with the variety of a real
 * payroll (seeded by test/helpers/many-employees.ts, which the tests that need a long run use too).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { TCalendar, TProcess } from '@quincena/contracts/settlement';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { companies, jobs, users } from '../src/db/schema/index.ts';
import { systemClock } from '../src/platform/clock.ts';
import { tokenFor } from '../test/factories.ts';
import { seedEmployees } from '../test/helpers/many-employees.ts';

export { seedEmployees };

export function numberArgument(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

export async function setUp(database: DatabaseHandle) {
  const { db } = database;
  const [company] = await db
    .insert(companies)
    .values({
      name: 'Empresa de prueba de liquidación S.A.S.',
      paymentPeriod: '4',
      taxpayerType: '1',
      law1607Exempt: true,
    })
    .returning();
  const [job] = await db
    .insert(jobs)
    .values({ companyId: company!.id, name: 'Operario', area: 'Producción' })
    .returning();
  const [admin] = await db
    .insert(users)
    .values({
      email: `bench-${randomBytes(4).toString('hex')}@quincena.test`,
      passwordHash: 'not-a-password-hash',
      role: 'ADMIN',
      enabled: true,
      termsAcceptedAt: new Date(),
      companyId: company!.id,
    })
    .returning();
  // Signed as the tests sign theirs (a real session when sessions are stored).
  const token = await tokenFor(db, systemClock, { id: admin!.id, role: 'ADMIN', companyId: company!.id });
  return { companyId: company!.id, jobId: job!.id, headers: { authorization: `Bearer ${token}` } };
}

/** Runs an action on a calendar and waits for its process to end; answers the process. */
export async function runProcess(
  app: FastifyInstance,
  headers: Record<string, string>,
  calendarId: number,
  action: 'PRO' | 'CLO',
): Promise<TProcess> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/processes',
    headers,
    payload: { calendarId, action },
  });
  if (started.statusCode >= 400) throw new Error(`${action}: ${started.body}`);
  let run = started.json() as TProcess;
  while (run.status === 'PENDIENTE' || run.status === 'EN PROCESO') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const list = (
      await app.inject({ method: 'GET', url: `/api/processes?calendarId=${calendarId}`, headers })
    ).json() as TProcess[];
    run = list.find((row) => row.id === run.id) as TProcess;
  }
  if (run.status !== 'TERMINADO') throw new Error(`${action} ended ${run.status}`);
  return run;
}

/**
 * The benchmark company with Datos empresa complete (what the planilla, the books and the DIAN read),
 * `count` employees, and both fortnights of March 2026 processed and accumulated through `app`.
 */
export async function companyWithMarchAccumulated(
  database: DatabaseHandle,
  app: FastifyInstance,
  count: number,
) {
  const { companyId, jobId, headers } = await setUp(database);
  await database.db
    .update(companies)
    .set({
      documentType: 'NI',
      nit: '900123456',
      checkDigit: '8',
      companyName: 'Empresa de prueba de liquidación S.A.S.',
      arlCode: '14-23',
      pilaOperatorCode: '83',
      countryCode: 'CO',
      departmentCode: '11',
      municipalityCode: '11001',
      address: 'Calle 26 # 68-35',
    })
    .where(eq(companies.id, companyId));
  await seedEmployees(database.db, companyId, jobId, count);
  const payroll = (
    await app.inject({ method: 'GET', url: '/api/calendars?type=NM&year=2026', headers })
  ).json() as TCalendar[];
  for (const calendar of payroll.filter((row) => row.month === 3)) {
    await runProcess(app, headers, calendar.id, 'PRO');
    await runProcess(app, headers, calendar.id, 'CLO');
    console.log(`  ${calendar.detail}: procesado y acumulado`);
  }
  return { companyId, headers };
}

export const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

/** The app's settings for a benchmark server on `dataDir` (a proof of work light enough to solve). */
export const appConfig = (dataDir: string) => ({
  dataDir,
  webDist: join(dataDir, 'no-web'),
  publicUrl: 'http://localhost:3000',
  mailFrom: 'Quincena <no-responder@quincena.local>',
  altchaMaxNumber: 1000,
});

/** The peak resident memory of each phase, sampled every 50 ms (the embedded database included). */
export function phaseMeter() {
  const before = process.memoryUsage().rss;
  let peak = before;
  let overall = before;
  const sample = () => {
    const rss = process.memoryUsage().rss;
    peak = Math.max(peak, rss);
    overall = Math.max(overall, rss);
  };
  const sampler = setInterval(sample, 50);
  const phases: { label: string; peak: number; after: number }[] = [];
  return {
    before,
    /** Ends the phase running now under `label` and starts the next one. */
    mark(label: string) {
      sample();
      const after = process.memoryUsage().rss;
      phases.push({ label, peak, after });
      peak = after;
    },
    stop() {
      clearInterval(sampler);
      sample();
      return { overall, phases };
    },
  };
}

/**
 * Runs `script` again as a child process with `--prepare <dataDir> <args…>`, which creates the
 * embedded database and settles what the benchmark needs (PGlite's first start alone peaks near
 * 900 MB), then saves what it made with `savePrepared`. The parent then measures a server started on
 * an existing database, as every later `npm start` is.
 */
export async function prepareInChild<T>(script: string, dataDir: string, args: string[]): Promise<T> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', new URL(script).pathname, '--prepare', dataDir, ...args],
    {
      stdio: 'inherit',
    },
  );
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`preparing the benchmark's data failed (${code})`);
  return JSON.parse(readFileSync(join(dataDir, 'prepared.json'), 'utf8')) as T;
}

/** In the child of `prepareInChild`: what the parent reads back. */
export function savePrepared(dataDir: string, prepared: unknown): void {
  writeFileSync(join(dataDir, 'prepared.json'), JSON.stringify(prepared));
}

/**
 * The child's side of `prepareInChild`: a new embedded database in `dataDir/pg`, migrated, and the app
 * on it; `make` settles what the benchmark needs and answers what the parent reads back.
 */
export async function prepareEmbedded(
  dataDir: string,
  make: (database: DatabaseHandle, app: FastifyInstance) => Promise<unknown>,
): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pg') });
  await database.migrate();
  const app = await buildApp({ db: database.db, config: appConfig(dataDir) });
  const prepared = await make(database, app);
  await app.close();
  await database.close();
  savePrepared(dataDir, prepared);
}

/**
 * In a benchmark's `main`: when this process is the child `prepareInChild` started, runs
 * `prepare(dataDir, employees)` with its arguments and answers true; otherwise answers false.
 */
export async function preparedAsChild(
  prepare: (dataDir: string, employees: number) => Promise<void>,
): Promise<boolean> {
  const prepareAt = process.argv.indexOf('--prepare');
  if (prepareAt < 0) return false;
  await prepare(process.argv[prepareAt + 1] as string, Number(process.argv[prepareAt + 2]));
  return true;
}

/** The report's memory lines: the overall peak (and the start), then each phase's peak and what it left. */
export function printMemory(
  before: number,
  measured: ReturnType<ReturnType<typeof phaseMeter>['stop']>,
): void {
  console.log(
    `  memoria máxima:      ${megabytes(measured.overall)} (${megabytes(before)} antes de empezar)`,
  );
  for (const phase of measured.phases)
    console.log(
      `    ${`${phase.label}:`.padEnd(22)}máximo ${megabytes(phase.peak)}, al terminar ${megabytes(phase.after)}`,
    );
}

/** The report's line on the machine: its cores and its load averages. */
export function printMachine(): void {
  console.log(
    `  máquina:             ${cpus().length} núcleos, carga ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
}
