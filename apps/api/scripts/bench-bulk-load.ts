/**
 * Bulk-load benchmark (issue 5 performance): loads 5,000 employees with contracts through
 * POST /api/bulk-loads/employees on the embedded database (PGlite in a temporary data folder,
 * as `npm start` runs it), then reads GET /api/employees. Prints the load time and the list's
 * server time, and how long another user's request waited during the load (the embedded database
 * serves one statement at a time). Targets: load under 20 s, list under 300 ms.
 *
 * Run: npm run bench:employees [-- --rows 5000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { appConfig } from './bench-company.ts';
import { seedCompanyWithEmployees } from './bench-seed.ts';

const LOAD_TARGET_MS = 20_000;
const LIST_TARGET_MS = 300;
const LIST_RUNS = 5;

function rowsArgument(): number {
  const index = process.argv.indexOf('--rows');
  const value = index >= 0 ? Number(process.argv[index + 1]) : 5000;
  return Number.isSafeInteger(value) && value > 0 ? value : 5000;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function main(): Promise<void> {
  const rowCount = rowsArgument();
  const dataDir = mkdtempSync(join(tmpdir(), 'quincena-bench-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pg') });
  try {
    await database.migrate();
    const app = await buildApp({ db: database.db, config: appConfig(dataDir) });
    // Another user of the same server during the load: a readiness check (one database round trip)
    // every 25 ms. Its slowest answers are how long the load stalls everyone else (issue 30).
    const neighbour: number[] = [];
    let loading = true;
    const probing = (async () => {
      while (loading) {
        // From the moment the request was due: a blocked event loop delays the timer too.
        const due = performance.now() + 25;
        await new Promise((resolve) => setTimeout(resolve, 25));
        await app.inject({ method: 'GET', url: '/api/ready' });
        neighbour.push(performance.now() - due);
      }
    })();
    const { headers, loadMs, payloadBytes } = await seedCompanyWithEmployees(app, database.db, rowCount);
    loading = false;
    await probing;
    neighbour.sort((a, b) => a - b);

    const listTimes: number[] = [];
    let listed = 0;
    for (let run = 0; run < LIST_RUNS; run++) {
      const start = performance.now();
      const list = await app.inject({ method: 'GET', url: '/api/employees?pageSize=100', headers });
      listTimes.push(performance.now() - start);
      listed = (list.json() as { rows: unknown[] }).rows.length;
    }
    const listMs = median(listTimes);
    await app.close();

    const verdict = (ms: number, target: number) => (ms < target ? 'OK' : 'OVER TARGET');
    console.log(
      `Bulk load of ${rowCount} employees with contracts (PGlite, ${(payloadBytes / 1e6).toFixed(1)} MB body)`,
    );
    console.log(
      `  load:  ${(loadMs / 1000).toFixed(2)} s  (target < ${LOAD_TARGET_MS / 1000} s) ${verdict(loadMs, LOAD_TARGET_MS)}`,
    );
    console.log(
      `  list:  ${listMs.toFixed(0)} ms median of ${LIST_RUNS}, first ${listTimes[0]?.toFixed(0)} ms, ` +
        `${listed} rows  (target < ${LIST_TARGET_MS} ms) ${verdict(listMs, LIST_TARGET_MS)}`,
    );
    console.log(
      `  another user during the load: ${neighbour.length} requests, p95 ${(neighbour[Math.floor(neighbour.length * 0.95)] ?? 0).toFixed(0)} ms, slowest ${(neighbour.at(-1) ?? 0).toFixed(0)} ms (GET /api/ready)`,
    );
    if (loadMs >= LOAD_TARGET_MS || listMs >= LIST_TARGET_MS) process.exitCode = 1;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
