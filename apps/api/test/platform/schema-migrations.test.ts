import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));

it('[PLATFORM][MIGRATIONS] the committed migrations match the Drizzle schema', () => {
  const out = mkdtempSync(join(tmpdir(), 'quincena-migrations-'));
  try {
    cpSync(join(apiRoot, 'src/db/migrations'), out, { recursive: true });
    const before = readdirSync(out).sort();
    const result = spawnSync(
      'npx',
      // drizzle-kit resolves --out against the working directory, so it must be relative.
      [
        'drizzle-kit',
        'generate',
        '--dialect',
        'postgresql',
        '--schema',
        './src/db/schema/index.ts',
        '--out',
        relative(apiRoot, out),
      ],
      { cwd: apiRoot, encoding: 'utf8' },
    );
    expect(result.status, result.stderr).toBe(0);
    // drizzle-kit exits 0 even when it fails, so the message is the proof.
    expect(`${result.stdout}${result.stderr}`).toContain('No schema changes');
    expect(readdirSync(out).sort()).toEqual(before);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}, 60_000);
