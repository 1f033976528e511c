import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));

export function freePort(): Promise<number> {
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

export interface ServerProcess {
  child: ChildProcessByStdio<null, Readable, Readable>;
  port: number;
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  exited: Promise<number | null>;
}

/**
 * `npm start`'s server as its own process (`node` may be another runtime's binary), in the embedded
 * mode on a fresh data folder and a free port, whatever the developer's own settings are.
 */
export async function startServerProcess(
  node: string,
  { nodeOptions = [], env = {} }: { nodeOptions?: string[]; env?: Record<string, string> } = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quincena-start-'));
  const port = await freePort();
  const child = spawn(node, [...nodeOptions, '--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
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
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, dataDir, output: () => output, exited };
}

/** Waits until the server printed its start-up block (or exited, or `ms` passed). */
export async function untilStarted(server: ServerProcess, ms: number): Promise<void> {
  const started = Date.now();
  while (
    !server.output().includes('=====\n\n') &&
    server.child.exitCode === null &&
    Date.now() - started < ms
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
