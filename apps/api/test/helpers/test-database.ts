import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with
 * QUINCENA_TEST_DB=postgres a uniquely named database on TEST_DATABASE_URL, dropped afterwards.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.QUINCENA_TEST_DB !== 'postgres') {
    const handle = await openDatabase({ kind: 'pglite' });
    await handle.migrate();
    return handle;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('QUINCENA_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `quincena_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
