import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const runtimes = fileURLToPath(new URL('../../../../.tmp/node-runtimes/', import.meta.url));

/**
 * Node 20 is past its end of life; the floor stays 20.19 (this machine's), and the server must run
 * on the current releases too (issue 30). The npm registry's `node` package ships the official
 * binary, so the test needs nothing but the registry; it is kept under .tmp/ between runs.
 */
export function nodeBinary(major: number): string {
  const prefix = join(runtimes, String(major));
  const binary = join(prefix, 'node_modules', '.bin', 'node');
  if (existsSync(binary)) return binary;
  mkdirSync(prefix, { recursive: true });
  const installed = spawnSync(
    'npm',
    ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--no-save', `node@${major}`],
    { encoding: 'utf8', timeout: 240_000 },
  );
  if (installed.status !== 0 || !existsSync(binary)) {
    throw new Error(`npm install node@${major} failed:\n${installed.stderr}`);
  }
  return binary;
}
