/**
 * Users at a person's pace (decision 0292): each virtual user starts at a random moment of its first
 * think time, sends one request over its own keep-alive connection, waits for the whole answer, then
 * pauses a think time drawn uniformly from 50–150 % of `thinkMs` before asking again. Unlike a fixed
 * per-connection rate, the users are not synchronised into bursts, as real people are not.
 */
import http from 'node:http';

export interface PacedFigures {
  times: number[];
  errors: number;
  total: number;
  seconds: number;
}

function requestOnce(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers, timeout: 10_000 }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve((response.statusCode ?? 500) < 400));
      response.on('error', () => resolve(false));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve(false));
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runPacedUsers(options: {
  url: string;
  headers: Record<string, string>;
  users: number;
  thinkMs: number;
  seconds: number;
}): Promise<PacedFigures> {
  const url = new URL(options.url);
  const deadline = Date.now() + options.seconds * 1000;
  const times: number[] = [];
  let errors = 0;
  const user = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await pause(Math.random() * options.thinkMs);
    while (Date.now() < deadline) {
      const started = performance.now();
      const ok = await requestOnce(agent, url, options.headers);
      times.push(performance.now() - started);
      if (!ok) errors += 1;
      await pause(options.thinkMs * (0.5 + Math.random()));
    }
    agent.destroy();
  };
  const begun = Date.now();
  await Promise.all(Array.from({ length: options.users }, user));
  return { times, errors, total: times.length, seconds: (Date.now() - begun) / 1000 };
}
