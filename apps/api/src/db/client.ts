import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** One Drizzle handle for both engines; a transaction (`tx`) has the same type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies every committed migration not yet applied. */
  migrate(): Promise<void>;
  /** Closes connections; for PGlite this flushes and releases the data folder. */
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget =
  // No dataDir: in memory (tests). `image`: a dumped data folder to start from (dumpDataDir),
  // so a test file skips initdb and the migrations.
  { kind: 'pglite'; dataDir?: string; image?: Blob | File } | { kind: 'postgres'; url: string };

/**
 * The embedded database shares the API's process, and WebAssembly memory never shrinks: its buffer
 * pool is memory the server keeps for good once a long run has filled it. PostgreSQL's default of
 * 128 MB is meant for a dedicated server; 16 MB brings a 10,000-employee run under the 500 MB
 * target at the same speed, the data files staying in the operating system's page cache
 * (decision 0291).
 * `PGLITE_SHARED_BUFFERS` / `PGLITE_WORK_MEM` (PostgreSQL units, e.g. 64MB) override them.
 */
function pgliteMemorySettings(): string[] {
  const setting = (value: string | undefined, fallback: string) =>
    value && /^\d{1,6}(kB|MB|GB)$/.test(value) ? value : fallback;
  return [
    '-c',
    `shared_buffers=${setting(process.env.PGLITE_SHARED_BUFFERS, '16MB')}`,
    '-c',
    `work_mem=${setting(process.env.PGLITE_WORK_MEM, '4MB')}`,
  ];
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server ends (restart, failover, an administrator's terminate) must not
    // crash the process: the pool drops it and the next query opens a new one.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const options = {
    startParams: [...PGlite.defaultStartParams, ...pgliteMemorySettings()],
    ...(target.image ? { loadDataDir: target.image } : {}),
  };
  const client = target.dataDir ? new PGlite(target.dataDir, options) : new PGlite(options);
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
