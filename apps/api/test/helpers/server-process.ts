import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

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
 * `npm start`'s server (or, with `entry: 'src/worker.ts'`, `npm run worker`) as its own process
 * (`node` may be another runtime's binary), in the embedded mode on a fresh data folder and a free
 * port, whatever the developer's own settings are; `env` overrides any of that.
 */
export async function startServerProcess(
  node: string,
  {
    nodeOptions = [],
    env = {},
    entry = 'src/server.ts',
  }: { nodeOptions?: string[]; env?: Record<string, string>; entry?: string } = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quincena-start-'));
  const port = await freePort();
  const child = spawn(node, [...nodeOptions, '--import', 'tsx', entry], {
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

/** Waits until the process printed `text` (or exited, or `ms` passed). */
export async function untilPrinted(server: ServerProcess, text: string, ms: number): Promise<void> {
  const started = Date.now();
  while (!server.output().includes(text) && server.child.exitCode === null && Date.now() - started < ms) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the server printed its start-up block (or exited, or `ms` passed). */
export const untilStarted = (server: ServerProcess, ms: number) => untilPrinted(server, '=====\n\n', ms);

/** Signs in over HTTP as the sign-in screen does (the human check solved), answering bearer headers. */
export async function signInOverHttp(
  base: string,
  email: string,
  password: string,
): Promise<{ authorization: string }> {
  const challenge = (await (await fetch(`${base}/api/access/captcha`)).json()) as Parameters<
    typeof solveChallenge
  >[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey });
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const login = await fetch(`${base}/api/access/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, altcha }),
  });
  const body = (await login.json()) as { token?: string };
  if (login.status !== 200 || !body.token)
    throw new Error(`sign-in failed: ${login.status} ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.token}` };
}
