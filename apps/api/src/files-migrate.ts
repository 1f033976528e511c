import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { copyFolderIntoStorage } from './platform/storage/copy-folder.ts';
import { fileStorageSettings, localFilesFolder, openStorage } from './platform/storage/open-storage.ts';

/**
 * `npm run files:migrate [-- --from <folder>]` (decision 0330): copies the files an installation kept
 * in DATA_DIR/files (or another machine's copied folder) into the store FILE_STORAGE chooses, under
 * the same keys. Running it again copies nothing new; the folder is never changed.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  const env = loadEnv();
  const folder = values.from ? resolve(values.from) : localFilesFolder(env.DATA_DIR);
  if (env.FILE_STORAGE === 'local' && folder === localFilesFolder(env.DATA_DIR)) {
    console.log(
      `FILE_STORAGE=local: los archivos ya están en ${folder}; nada que copiar. ` +
        'Defina FILE_STORAGE=database o s3 para llevarlos a un almacén compartido.',
    );
    return;
  }
  // The embedded database belongs to one process: the server must be stopped meanwhile.
  const release = env.DATABASE_URL ? () => undefined : lockDataDir(env.DATA_DIR);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: join(env.DATA_DIR, 'pg') },
  );
  try {
    await database.migrate();
    const storage = await openStorage(fileStorageSettings(env), { db: database.db, dataDir: env.DATA_DIR });
    const result = await copyFolderIntoStorage(folder, storage);
    console.log(`Archivos de ${folder} → FILE_STORAGE=${env.FILE_STORAGE}`);
    console.log(`  copiados: ${result.copied}`);
    console.log(`  ya estaban: ${result.unchanged}`);
    console.log(`  omitidos (nombre no válido como clave): ${result.skipped.length}`);
    for (const key of result.skipped) console.log(`    ${key}`);
    console.log('La carpeta de origen no se modificó.');
  } finally {
    await database.close();
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
