import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('[PLATFORM][DATA_DIR_LOCK]', () => {
  it('writes the pid and removes it on release', () => {
    dir = mkdtempSync(join(tmpdir(), 'quincena-lock-'));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'server.pid'))).toBe(false);
  });

  it('refuses a folder held by a live process and takes over a stale file', () => {
    dir = mkdtempSync(join(tmpdir(), 'quincena-lock-'));
    // pid 1 (init) is always alive.
    writeFileSync(join(dir, 'server.pid'), '1');
    expect(() => lockDataDir(dir)).toThrow(`Another Quincena server (pid 1) is using ${dir}; stop it first.`);
    // No process has pid 2^22 + 1 on Linux (pid_max is at most 2^22).
    writeFileSync(join(dir, 'server.pid'), String(2 ** 22 + 1));
    lockDataDir(dir)();
  });
});
