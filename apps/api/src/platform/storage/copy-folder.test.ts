import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, migratedPgliteDataDir } from '../../../test/helpers/test-database.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { copyFolderIntoStorage } from './copy-folder.ts';
import { createDatabaseStorage } from './database-storage.ts';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

/** A DATA_DIR/files folder as a server left it before decision 0330. */
const FILES: Record<string, Buffer> = {
  'companies/1/logo.png': Buffer.from('logo empresa 1'),
  'companies/1/rut.pdf': Buffer.from('%PDF rut empresa 1'),
  'companies/1/dian/certificado-firma.p12': Buffer.from([0x30, 0x82, 0x0a, 0x00, 0xff]),
  'companies/2/logo.png': Buffer.from('logo empresa 1'),
  'support/4f1c.pdf': Buffer.from('%PDF soporte'),
};

function writeFolder(root: string): void {
  for (const [key, bytes] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, key)), { recursive: true });
    writeFileSync(join(root, key), bytes);
  }
  // Not a storage key (a hidden editor file): reported and left alone.
  writeFileSync(join(root, 'companies/1/.logo.png.swp'), 'x');
}

function folderListing(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `${join(entry.parentPath, entry.name)}:${readFileSync(join(entry.parentPath, entry.name)).length}`,
    )
    .sort();
}

let scratch: string;
let database: DatabaseHandle;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'quincena-files-migrate-'));
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('[STORAGE] moving an existing DATA_DIR/files into the shared store', () => {
  it('copies every file under its key once, a second run copies nothing, and the folder is untouched', async () => {
    const folder = join(scratch, 'files');
    writeFolder(folder);
    const before = folderListing(folder);
    const storage = createDatabaseStorage(database.db);

    expect(await copyFolderIntoStorage(folder, storage)).toEqual({
      copied: 5,
      unchanged: 0,
      skipped: ['companies/1/.logo.png.swp'],
    });
    for (const [key, bytes] of Object.entries(FILES))
      expect((await storage.get(key))?.equals(bytes), key).toBe(true);

    expect(await copyFolderIntoStorage(folder, storage)).toEqual({
      copied: 0,
      unchanged: 5,
      skipped: ['companies/1/.logo.png.swp'],
    });
    expect(folderListing(folder)).toEqual(before);
  });

  it('copies a file changed in the folder since the last run', async () => {
    const folder = join(scratch, 'changed');
    mkdirSync(join(folder, 'companies/5'), { recursive: true });
    writeFileSync(join(folder, 'companies/5/logo.png'), 'viejo');
    const storage = createDatabaseStorage(database.db);
    await copyFolderIntoStorage(folder, storage);
    writeFileSync(join(folder, 'companies/5/logo.png'), 'nuevo');
    expect(await copyFolderIntoStorage(folder, storage)).toMatchObject({ copied: 1, unchanged: 0 });
    expect((await storage.get('companies/5/logo.png'))?.toString()).toBe('nuevo');
  });

  it('finds nothing to copy when the folder does not exist', async () => {
    const storage = createDatabaseStorage(database.db);
    expect(await copyFolderIntoStorage(join(scratch, 'nunca'), storage)).toEqual({
      copied: 0,
      unchanged: 0,
      skipped: [],
    });
  });

  it('npm run files:migrate does it on an installation, printing the counts', async () => {
    const dataDir = join(scratch, 'installation');
    writeFolder(join(dataDir, 'files'));
    await migratedPgliteDataDir(join(dataDir, 'pg'));
    const run = () =>
      spawnSync('npm', ['run', '--silent', 'files:migrate'], {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', FILE_STORAGE: 'database' },
      });
    const first = run();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('copiados: 5');
    expect(first.stdout).toContain('omitidos (nombre no válido como clave): 1');
    const second = run();
    expect(second.stdout).toContain('copiados: 0');
    expect(second.stdout).toContain('ya estaban: 5');

    const embedded = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pg') });
    try {
      const stored = await createDatabaseStorage(embedded.db).get('companies/1/dian/certificado-firma.p12');
      expect(stored?.equals(FILES['companies/1/dian/certificado-firma.p12'] as Buffer)).toBe(true);
    } finally {
      await embedded.close();
    }
  }, 60_000);
});
