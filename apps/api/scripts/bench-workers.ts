/**
 * What the PostgreSQL benchmarks share: a scratch database on the server, and `npm run worker`
 * processes with their CPU and peak memory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { createPgBossQueue } from '../src/platform/jobs/index.ts';
import { appConfig, megabytes } from './bench-company.ts';

const API_DIR = new URL('..', import.meta.url).pathname;

/** A new database on the server of `serverUrl`; `drop()` removes it (connections included). */
export async function scratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** CPU (user + system) a child process has used so far, from /proc (Linux); null elsewhere. */
export function childCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

export interface WorkerProcess {
  child: ChildProcess;
  ready: Promise<void>;
  /** The worker's peak memory and work, printed when it stops. */
  rss: Promise<string>;
}

/**
 * `npm run worker` on `url` with two slices per run. BENCH_CPU_PROF=<folder> makes it write a V8
 * CPU profile of its whole life there.
 */
export function startWorker(url: string, index: number, env: Record<string, string> = {}): WorkerProcess {
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--expose-gc', '--import', 'tsx', 'src/worker.ts'], {
    cwd: API_DIR,
    env: { ...process.env, DATABASE_URL: url, SETTLEMENT_SLICES: '2', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listo')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`worker ${index} exited with ${code}`)));
  });
  const rss = new Promise<string>((resolve) => {
    child.once('exit', () => {
      const rssMatch = /maxRSS=(\d+)/.exec(output);
      const cpuMatch = /jobs=(\d+) cpuMs=(\d+)/.exec(output);
      const work = cpuMatch
        ? `, ${cpuMatch[1]} jobs, ${(Number(cpuMatch[2]) / 1000).toFixed(1)} s CPU in all`
        : '';
      resolve(`worker ${index}: ${rssMatch ? megabytes(Number(rssMatch[1]) * 1024) : '?'}${work}`);
    });
  });
  // A worker that exits early never becomes ready; the caller sees that through `ready`.
  ready.catch(() => undefined);
  return { child, ready, rss };
}

/**
 * CPU of the PostgreSQL backends serving one database while a measurement runs (same machine only):
 * their pids are sampled twice a second from pg_stat_activity, so a pooled connection closed
 * meanwhile keeps the CPU it was last seen with. `stop()` answers the milliseconds spent since start.
 */
export async function backendCpu(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  /** CPU of the backends already there at the start: only what they spend later counts. */
  const atStart = new Map<number, number>();
  const last = new Map<number, number>();
  const sample = async () => {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    for (const { pid } of rows) {
      const ms = childCpuMs(pid);
      if (ms !== null) last.set(pid, ms);
    }
  };
  await sample();
  for (const [pid, ms] of last) atStart.set(pid, ms);
  const timer = setInterval(() => void sample().catch(() => undefined), 500);
  return {
    async stop(): Promise<number> {
      clearInterval(timer);
      await sample().catch(() => undefined);
      await client.end();
      let total = 0;
      for (const [pid, ms] of last) total += ms - (atStart.get(pid) ?? 0);
      return total;
    },
  };
}

/** What `onWorkerCluster` hands a benchmark. */
export interface WorkerCluster {
  /** The scratch database's URL, for the workers. */
  url: string;
  database: DatabaseHandle;
  app: Awaited<ReturnType<typeof buildApp>>;
  /** The workers the benchmark starts (startWorker); killed at the end if still running. */
  workers: WorkerProcess[];
}

/**
 * A migrated scratch database on `serverUrl` and the API on it queuing on pg-boss, running no job
 * itself (WORKERS_IN_API=false), so that the worker processes `body` starts do the work. Afterwards
 * the workers still running are killed, the database is dropped (kept, with its URL printed, when
 * BENCH_KEEP is set) and the data folder removed.
 */
export async function onWorkerCluster<T>(
  serverUrl: string,
  name: string,
  body: (cluster: WorkerCluster) => Promise<T>,
): Promise<T> {
  const scratch = await scratchDatabase(serverUrl, `quincena_bench_${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), `quincena-bench-${name}-`));
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  const workers: WorkerProcess[] = [];
  try {
    await database.migrate();
    const app = await buildApp({
      db: database.db,
      jobs: createPgBossQueue({ connectionString: scratch.url }),
      config: { ...appConfig(dataDir), databaseUrl: scratch.url, workersInApi: false },
    });
    return await body({ url: scratch.url, database, app, workers });
  } finally {
    for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
    await database.close();
    if (process.env.BENCH_KEEP) console.log('KEPT', scratch.url);
    else await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
