import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeBinary } from '../helpers/node-runtimes.ts';
import { signInOverHttp, startServerProcess, untilStarted } from '../helpers/server-process.ts';

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
