import { periodLabel } from '@quincena/contracts/retroactive';
import { vi } from 'vitest';
import { jsonResponse } from './fetch-stub.ts';

export { jsonResponse };

/** The server's 201 to POST /api/retroactive/changes: the differences are registered. */
export const carriedResponse = () =>
  jsonResponse(
    { changes: [], message: 'Las diferencias se liquidarán al procesar el período elegido.' },
    201,
  );

/** The answer to any request the stubbed server does not know. */
export const notFoundResponse = (message = 'No existe') => jsonResponse({ code: 'NOT_FOUND', message }, 404);

/**
 * Stands in for POST /api/retroactive/changes (every other request is not found): each body is
 * recorded in the returned list; while `refusal()` gives a message, the server refuses with a 409.
 * Undo it with `vi.unstubAllGlobals()` after each test.
 */
export function stubRetroactiveChanges(refusal: () => string | null = () => null): unknown[] {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/retroactive/changes' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        const refused = refusal();
        if (refused) return jsonResponse({ code: 'CONFLICT', message: refused }, 409);
        return carriedResponse();
      }
      return notFoundResponse();
    }),
  );
  return posted;
}

/** A fortnight of a retroactive impact or change, with the label the screens show ('Nómina <id>'). */
export function fortnightOf(calendarId: number, month: number, half: 1 | 2, year = 2026) {
  const start = `${year}-${String(month).padStart(2, '0')}-${half === 1 ? '01' : '16'}`;
  const period = { calendarId, year, month, fortnight: half, detail: `Nómina ${calendarId}` };
  return { ...period, periodStart: start, periodEnd: start, label: periodLabel(period) };
}
