/**
 * API benchmark (issue 10 "Large companies at speed"): a 5,000-employee company, 50 concurrent users
 * listing employees (first page of 10, and a filtered search), with autocannon over loopback, each
 * scenario bounded in time. Prints req/s, p50/p95/p99 and errors on the embedded database and, when
 * TEST_DATABASE_URL or DATABASE_URL is set, on PostgreSQL (a throwaway database, dropped afterwards).
 * Targets: p95 < 50 ms on PostgreSQL, < 200 ms embedded, 0 errors, for users at a person's pace
 * (each user asks again `--think-ms` after its answer arrived, 1,000 ms by default). The same list is
 * then driven with no pause at all, which prints the capacity (req/s) and is not held to the target
 * (decision 0292).
 *
 * Run: npm run bench:api [-- --rows 5000 --seconds 10 --connections 50 --think-ms 1000]
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { appConfig } from './bench-company.ts';
import { seedCompanyWithEmployees } from './bench-seed.ts';
import { scratchDatabase } from './bench-workers.ts';
import { runPacedUsers } from './paced-users.ts';

function numberArgument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

const ROWS = numberArgument('rows', 5000);
const SECONDS = Math.min(numberArgument('seconds', 10), 60);
const CONNECTIONS = numberArgument('connections', 50);
const THINK_MS = numberArgument('think-ms', 1000);
const TARGET_P95_MS = { pglite: 200, postgres: 50 } as const;

const filters = encodeURIComponent(
  JSON.stringify([{ field: 'statusName', mode: 'equals', value: 'Activo' }]),
);
const SCENARIOS = [
  { name: 'first page (pageSize 10)', path: '/api/employees?page=1&pageSize=10' },
  { name: 'filtered search', path: `/api/employees?page=1&pageSize=10&search=100012&filters=${filters}` },
];

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  total: number;
}

/** A user's pace: `paced` users pause about a think time between answers; otherwise they ask again at once. */
const MODES = [
  { name: `${CONNECTIONS} users, pausing about ${THINK_MS} ms between answers`, paced: true },
  { name: `saturation, ${CONNECTIONS} users with no pause (capacity only)`, paced: false },
] as const;

async function run(url: string, headers: Record<string, string>, paced: boolean): Promise<Figures> {
  if (paced) {
    const figures = await runPacedUsers({
      url,
      headers,
      users: CONNECTIONS,
      thinkMs: THINK_MS,
      seconds: SECONDS,
    });
    const times = [...figures.times].sort((a, b) => a - b);
    return {
      requestsPerSecond: figures.total / figures.seconds,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      errors: figures.errors,
      total: figures.total,
    };
  }
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers,
        timeout: 10,
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          requestsPerSecond: result.requests.total / result.duration,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          errors: result.errors + result.timeouts + result.non2xx,
          total: result.requests.total,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

async function throwawayPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const scratch = await scratchDatabase(serverUrl, 'quincena_bench');
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * The server side, in its own process (`--serve pglite|postgres`): the load generator must not share
 * the server's event loop, or the figures would measure autocannon as much as the API.
 */
async function serve(kind: 'pglite' | 'postgres', serverUrl?: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quincena-bench-api-'));
  const database =
    kind === 'postgres' && serverUrl
      ? await throwawayPostgres(serverUrl)
      : await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pg') });
  await database.migrate();
  const app = await buildApp({ db: database.db, config: appConfig(dataDir) });
  const shutdown = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'stop') void shutdown();
    // The server's own CPU time (user + system, µs): the machine is shared, so CPU per request is
    // the figure to compare between changes, not only the wall-clock percentiles.
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  });
  try {
    app.log.level = 'warn';
    const seeded = await seedCompanyWithEmployees(app, database.db, ROWS);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    process.send?.({ port, headers: seeded.headers, loadMs: seeded.loadMs });
  } catch (error) {
    console.error(error);
    await shutdown();
  }
}

async function benchOn(kind: 'pglite' | 'postgres', serverUrl?: string): Promise<boolean> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', kind, ...process.argv.slice(2)], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_SERVER_URL: serverUrl ?? '' },
  });
  const ready = await new Promise<{ port: number; headers: Record<string, string>; loadMs: number }>(
    (resolve, reject) => {
      child.once('message', (message) => resolve(message as never));
      child.once('exit', (code) => reject(new Error(`the bench server stopped (${code})`)));
    },
  );
  let ok = true;
  try {
    console.log(
      `\n${kind === 'pglite' ? 'Embedded database (PGlite)' : 'PostgreSQL'}: ${ROWS} employees ` +
        `(loaded in ${(ready.loadMs / 1000).toFixed(1)} s), ${CONNECTIONS} concurrent users, ${SECONDS} s per scenario`,
    );
    const cpuNow = () =>
      new Promise<number>((resolve) => {
        const onMessage = (message: unknown) => {
          const cpu = (message as { cpu?: NodeJS.CpuUsage }).cpu;
          if (!cpu) return;
          child.off('message', onMessage);
          resolve(cpu.user + cpu.system);
        };
        child.on('message', onMessage);
        child.send('cpu');
      });
    for (const mode of MODES) {
      console.log(`  ${mode.name}:`);
      for (const scenario of SCENARIOS) {
        const cpuBefore = await cpuNow();
        const figures = await run(
          `http://127.0.0.1:${ready.port}${scenario.path}`,
          { ...ready.headers, 'accept-encoding': 'gzip, deflate, br' },
          mode.paced,
        );
        const cpuPerRequestMs = ((await cpuNow()) - cpuBefore) / 1000 / Math.max(1, figures.total);
        const target = TARGET_P95_MS[kind];
        const verdict = !mode.paced
          ? ''
          : figures.p95 < target && figures.errors === 0
            ? `(target p95 < ${target} ms, 0 errors) OK`
            : `(target p95 < ${target} ms, 0 errors) OVER TARGET`;
        if (mode.paced && verdict.endsWith('OVER TARGET')) ok = false;
        console.log(
          `    ${scenario.name.padEnd(26)} ${figures.requestsPerSecond.toFixed(0).padStart(6)} req/s  ` +
            `p50 ${figures.p50.toFixed(1)} ms  p95 ${figures.p95.toFixed(1)} ms  p99 ${figures.p99.toFixed(1)} ms  ` +
            `errors ${figures.errors} of ${figures.total}  server CPU ${cpuPerRequestMs.toFixed(2)} ms/req  ${verdict}`,
        );
      }
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.send('stop');
    await exited;
  }
  return ok;
}

async function main(): Promise<void> {
  const serveIndex = process.argv.indexOf('--serve');
  if (serveIndex >= 0) {
    const kind = process.argv[serveIndex + 1] === 'postgres' ? 'postgres' : 'pglite';
    return serve(kind, process.env.BENCH_SERVER_URL || undefined);
  }
  let ok = await benchOn('pglite');
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (serverUrl) ok = (await benchOn('postgres', serverUrl)) && ok;
  else console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL)');
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
