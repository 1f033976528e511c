import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

it('[PLATFORM][START] starts on an empty data folder, prints the demo block, and closes cleanly on SIGTERM', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'quincena-start-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    // The embedded mode on a fresh folder, whatever the developer's own settings are.
    env: {
      ...process.env,
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const started = Date.now();
    while (!output.includes('=====\n\n') && Date.now() - started < 45_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(output).toContain(`Quincena está listo en http://localhost:${port}`);
    expect(output).toContain('Administrador: admin@demo.quincena.test  /  Demo.Admin.2026');
    expect(output).toContain('Empleado:      empleado@demo.quincena.test  /  Demo.Empleado.2026');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(existsSync(join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
