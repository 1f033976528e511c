import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: two servers on one data folder would corrupt it.
 * Takes `<dataDir>/server.pid`, or throws when a live process holds it; a stale file (its
 * process is gone) is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.pid');
  let holder: number | undefined;
  try {
    holder = Number(readFileSync(file, 'utf8').trim());
  } catch {
    holder = undefined;
  }
  if (holder && holder !== process.pid && isRunning(holder)) {
    throw new Error(`Another Quincena server (pid ${holder}) is using ${dataDir}; stop it first.`);
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
