import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, MIGRATIONS_FOLDER, openDatabase } from '../../src/db/client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with
 * QUINCENA_TEST_DB=postgres a uniquely named database on TEST_DATABASE_URL, dropped afterwards.
 *
 * Starting an empty PGlite (initdb inside WebAssembly) and applying every migration costs about
 * three seconds of CPU, and a hundred test files pay it. The first file to need it keeps a migrated
 * image (a dumped PGlite data folder; on PostgreSQL a template database), named after the
 * migrations' content so a new migration makes a new one; later files start from a copy of it.
 * Each file still gets its own database, and `migrate()` still runs (finding nothing to apply).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.QUINCENA_TEST_DB !== 'postgres') return pgliteFromImage();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('QUINCENA_TEST_DB=postgres needs TEST_DATABASE_URL');
  const template = await postgresTemplate(serverUrl);
  const name = `quincena_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) =>
    whileInUse(() => admin.query(`create database ${name} template ${template}`)),
  );

  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** A short digest of every migration file (SQL and journal): the images' name. */
function migrationsKey(): string {
  const digest = createHash('sha256');
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) digest.update(file.slice(MIGRATIONS_FOLDER.length)).update(readFileSync(file));
  return digest.digest('hex').slice(0, 16);
}

const pgliteImagePath = () => join(tmpdir(), `quincena-test-pglite-${migrationsKey()}.tar`);

/**
 * An embedded database in `<dataDir>` as a started server leaves it (migrated), copied from the
 * image, for tests that run a command on an installation's DATA_DIR.
 */
export async function migratedPgliteDataDir(dataDir: string): Promise<void> {
  if (!existsSync(pgliteImagePath())) await (await pgliteFromImage()).close();
  const image = new File([readFileSync(pgliteImagePath())], 'image.tar');
  const handle = await openDatabase({ kind: 'pglite', dataDir, image });
  await handle.close();
}

async function pgliteFromImage(): Promise<DatabaseHandle> {
  const imagePath = pgliteImagePath();
  if (existsSync(imagePath)) {
    const image = new File([readFileSync(imagePath)], 'image.tar');
    const handle = await openDatabase({ kind: 'pglite', image });
    await handle.migrate();
    return handle;
  }
  const handle = await openDatabase({ kind: 'pglite' });
  await handle.migrate();
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const image = await client.dumpDataDir('none');
  // Written aside and renamed: two workers may build it at once, and a reader never sees half.
  const partial = `${imagePath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  renameSync(partial, imagePath);
  return handle;
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The migrated template database, built once per set of migrations under an advisory lock. */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const template = `quincena_template_${migrationsKey()}`;
  await withAdmin(serverUrl, async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount) return;
      // Built under another name and renamed when complete: a crash mid-way leaves no half template.
      const building = `${template}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, building) });
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
      await whileInUse(() => admin.query(`alter database ${building} rename to ${template}`));
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  return template;
}

/**
 * PostgreSQL refuses to copy or rename a database while a session is still leaving it (a closed
 * pool's backends exit a moment later): try again briefly.
 */
async function whileInUse<T>(statement: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await statement();
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
