import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { rowsOf } from '../sql/rows.ts';
import { createDatabaseStorage } from './database-storage.ts';
import { openStorage } from './open-storage.ts';
import { createS3Storage, objectName, type S3Settings } from './s3-storage.ts';
import { contentHash, createLocalStorage, type Storage } from './storage.ts';

let database: DatabaseHandle;
let folder: string;
let s3rver: S3rver;
let s3: S3Settings;

beforeAll(async () => {
  database = await createTestDatabase();
  folder = mkdtempSync(join(tmpdir(), 'quincena-file-stores-'));
  // A real S3-compatible server on localhost, checking the signature's access key.
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(folder, 's3'),
    configureBuckets: [{ name: 'quincena-archivos', configs: [] }],
  });
  const { port } = await s3rver.run();
  s3 = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'quincena-archivos',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
});
afterAll(async () => {
  await s3rver?.close();
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

const LOGO = Buffer.from('logo de la empresa, versión 1');
const LOGO_2 = Buffer.from('logo de la empresa, versión 2');

const stores: Record<'local' | 'database' | 's3', () => Storage> = {
  local: () => createLocalStorage(join(folder, 'files')),
  database: () => createDatabaseStorage(database.db),
  s3: () => createS3Storage(s3, database.db),
};

describe.each(Object.keys(stores) as (keyof typeof stores)[])('[STORAGE] %s store', (kind) => {
  it('gives back what was put, the newer bytes after a replacement, and nothing after removal', async () => {
    const storage = stores[kind]();
    const key = `companies/${kind}/logo.png`;
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, LOGO);
    expect((await storage.get(key))?.equals(LOGO)).toBe(true);
    await storage.put(key, LOGO_2);
    expect((await storage.get(key))?.equals(LOGO_2)).toBe(true);
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    // Removing what is not there is not an error (a replaced file already gone).
    await storage.remove(key);
  });

  it('keeps binary content byte for byte', async () => {
    const storage = stores[kind]();
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await storage.put(`companies/${kind}/dian/certificado-firma.p12`, bytes);
    expect((await storage.get(`companies/${kind}/dian/certificado-firma.p12`))?.equals(bytes)).toBe(true);
  });

  it('refuses a key that tries to leave its files', async () => {
    const storage = stores[kind]();
    for (const key of [
      '../secreto',
      'companies/../../etc/passwd',
      '/etc/passwd',
      'a\\..\\b',
      '.env',
      'a//b',
      '',
    ]) {
      await expect(storage.put(key, LOGO), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.remove(key), key).rejects.toThrow(/invalid storage key/);
    }
  });
});

async function blobCount(hash: string): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from file_blobs where hash = ${hash}`,
  );
  return rows[0]?.n ?? 0;
}

describe('[STORAGE] database store: content-addressed', () => {
  it('keeps the same bytes under two keys once, and removing one key leaves the other readable', async () => {
    const storage = createDatabaseStorage(database.db);
    const bytes = Buffer.from('firma del representante legal');
    const hash = contentHash(bytes);
    await storage.put('companies/1/signatures/a.png', bytes);
    await storage.put('companies/2/signatures/b.png', bytes);
    expect(await blobCount(hash)).toBe(1);

    await storage.remove('companies/1/signatures/a.png');
    expect(await storage.get('companies/1/signatures/a.png')).toBeNull();
    expect((await storage.get('companies/2/signatures/b.png'))?.equals(bytes)).toBe(true);
    expect(await blobCount(hash)).toBe(1);

    await storage.remove('companies/2/signatures/b.png');
    expect(await blobCount(hash)).toBe(0);
  });

  it('drops the old bytes of a replaced key when no other key names them', async () => {
    const storage = createDatabaseStorage(database.db);
    const first = Buffer.from('rut de 2025');
    await storage.put('companies/3/rut.pdf', first);
    await storage.put('companies/3/rut.pdf', Buffer.from('rut de 2026'));
    expect(await blobCount(contentHash(first))).toBe(0);
  });

  it('never drops bytes that a put still in progress in another process is pointing a key at', async (context) => {
    // Two connections at once need a PostgreSQL server; PGlite runs one statement at a time.
    if (database.kind !== 'postgres') return context.skip();
    const storage = createDatabaseStorage(database.db);
    const bytes = Buffer.from('logo compartido');
    const hash = contentHash(bytes);
    await storage.put('race/old.png', bytes);
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const other = await pool.connect();
    try {
      // Another server's put, half done: it holds the content's lock and has named the blob.
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`file:${hash}`]);
      await other.query('insert into file_keys (key, hash) values ($1, $2)', ['race/new.png', hash]);
      const removal = storage.remove('race/old.png');
      // The removal waits (for the content's lock) before it looks for other keys.
      while (!(await waitingForALock())) await new Promise((resolve) => setImmediate(resolve));
      await other.query('commit');
      await removal;
    } finally {
      other.release();
    }
    expect(await storage.get('race/old.png')).toBeNull();
    expect((await storage.get('race/new.png'))?.equals(bytes)).toBe(true);
    expect(await blobCount(hash)).toBe(1);
  });
});

async function waitingForALock(): Promise<boolean> {
  const rows = await rowsOf<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from pg_locks l join pg_stat_activity a using (pid)
        where not l.granted and a.datname = current_database()`,
  );
  return (rows[0]?.n ?? 0) > 0;
}

describe('[STORAGE] S3 store: content-addressed objects', () => {
  async function objects(): Promise<string[]> {
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    client.destroy();
    return (listed.Contents ?? []).map((object) => object.Key ?? '');
  }

  it('stores the same bytes under two keys as one object, removed with the last key', async () => {
    const storage = createS3Storage(s3, database.db);
    const bytes = Buffer.from('certificado de existencia');
    const name = objectName(contentHash(bytes));
    await storage.put('companies/7/camara-de-comercio.pdf', bytes);
    await storage.put('companies/8/camara-de-comercio.pdf', bytes);
    expect((await objects()).filter((key) => key === name)).toHaveLength(1);

    await storage.remove('companies/7/camara-de-comercio.pdf');
    expect((await storage.get('companies/8/camara-de-comercio.pdf'))?.equals(bytes)).toBe(true);
    expect(await objects()).toContain(name);

    await storage.remove('companies/8/camara-de-comercio.pdf');
    expect(await objects()).not.toContain(name);
  });

  it('sends its credentials: the server refuses an unknown access key and nothing is kept', async () => {
    const storage = createS3Storage({ ...s3, accessKeyId: 'OTRA-LLAVE' }, database.db);
    await expect(storage.put('companies/9/logo.png', LOGO)).rejects.toThrow();
    expect(await createS3Storage(s3, database.db).get('companies/9/logo.png')).toBeNull();
  });
});

describe('[STORAGE] openStorage: the store FILE_STORAGE names', () => {
  it('builds each kind; what one database or bucket store wrote, another process reads', async () => {
    const deps = (dataDir: string) => ({ db: database.db, dataDir: join(folder, dataDir) });
    for (const settings of [{ kind: 'database' as const }, { kind: 's3' as const, s3 }]) {
      await (await openStorage(settings, deps('uno'))).put(`shared/${settings.kind}.png`, LOGO);
      const other = await openStorage(settings, deps('otro'));
      expect((await other.get(`shared/${settings.kind}.png`))?.equals(LOGO), settings.kind).toBe(true);
    }
    await (await openStorage({ kind: 'local' }, deps('uno'))).put('shared/local.png', LOGO);
    expect(await (await openStorage({ kind: 'local' }, deps('otro'))).get('shared/local.png')).toBeNull();
  });
});
