import { vi } from 'vitest';

/** A JSON answer of the stubbed server, as the API client reads it. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A call the screen made, its JSON body parsed. */
export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

/**
 * Stands in for the server of a screen test: every fetch is recorded and answered by `answer`.
 * Undo it with `vi.unstubAllGlobals()` after each test.
 */
export function stubFetch(
  answer: (url: string, method: string, init?: RequestInit) => Response | Promise<Response>,
): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answer(url, method, init);
    }),
  );
  return calls;
}
