import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A local receiver for webhook tests: answers the queued status codes in turn (200 once they run
 * out) and keeps every request with its exact body.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  let held: (() => void)[] | null = null;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = answers.shift() ?? 200;
      const answer = () => {
        response.writeHead(status, { 'content-type': 'text/plain' });
        response.end(status < 300 ? 'recibido' : 'fallo temporal del receptor');
      };
      if (held) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/quincena`,
    received,
    /** The next answers, in order. */
    answer: (...codes: number[]) => answers.push(...codes),
    /** Keeps the next requests unanswered until `release` (a receiver that is slow to answer). */
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const answer of waiting) answer();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `check` holds (the in-process queue delivers on later ticks). */
export async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let round = 0; round < 1000; round += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never happened: ${what}`);
}
