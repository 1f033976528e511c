import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { startServerProcess, untilStarted } from '../helpers/server-process.ts';

it('[PLATFORM][START] starts on an empty data folder, prints the demo block, and closes cleanly on SIGTERM', async () => {
  const server = await startServerProcess(process.execPath);
  const { child, dataDir, port, exited } = server;
  try {
    await untilStarted(server, 45_000);
    const output = server.output();
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
