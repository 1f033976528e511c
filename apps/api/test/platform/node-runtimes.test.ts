import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { signInOverHttp, startServerProcess, untilStarted } from '../helpers/server-process.ts';

const runtimes = fileURLToPath(new URL('../../../../.tmp/node-runtimes/', import.meta.url));

/**
 * Node 20 is past its end of life; the floor stays 20.19 (this machine's), and the server must run
 * on the current releases too (issue 30). The npm registry's `node` package ships the official
 * binary, so the test needs nothing but the registry; it is kept under .tmp/ between runs.
 */
function nodeBinary(major: number): string {
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

// A runtime check, not a database one: the PostgreSQL pass of the suite leaves it out.
describe.skipIf(process.env.QUINCENA_TEST_DB === 'postgres')('[PLATFORM][RUNTIME] Node 24', () => {
  it('starts the server on an empty data folder and signs the demo administrator in', async () => {
    const node = nodeBinary(24);
    expect(spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout).toMatch(/^v24\./);
    const server = await startServerProcess(node, {
      nodeOptions: ['--expose-gc'],
      env: { ALTCHA_MAX_NUMBER: '200' },
    });
    const { child, dataDir, port, exited } = server;
    const base = `http://127.0.0.1:${port}`;
    try {
      await untilStarted(server, 150_000);
      expect(server.output()).toContain(`Quincena está listo en http://localhost:${port}`);

      const headers = await signInOverHttp(base, 'admin@demo.quincena.test', 'Demo.Admin.2026');
      const session = (await (await fetch(`${base}/api/access/session`, { headers })).json()) as {
        company: { name: string };
      };
      expect(session.company.name).toBe('Demo Quincena S.A.S.');
      const employees = await fetch(`${base}/api/employees`, {
        headers,
      });
      expect(employees.status).toBe(200);

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 420_000);
});
