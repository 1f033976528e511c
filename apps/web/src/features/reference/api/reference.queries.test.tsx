import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReferenceList, useReferenceLists } from './reference.queries.ts';
import { REFERENCE_CACHE_KEY, readReferenceCache, storeReferenceLists } from './reference-cache.ts';

const VACATION_SYSTEMS = [
  { code: 'MONDAY_TO_FRIDAY', name: 'Lunes a viernes (el sábado no es día hábil)' },
  { code: 'MONDAY_TO_SATURDAY', name: 'Lunes a sábado (el sábado es día hábil)' },
];
const SALARY_TYPES = [
  { code: 'F', name: 'Fijo' },
  { code: 'V', name: 'Variable' },
];

function mockServer(version: string) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url === '/api/reference/version') return Response.json({ version });
      if (url === '/api/reference/lists/vacation-systems') {
        return Response.json({ key: 'vacation-systems', version, items: VACATION_SYSTEMS });
      }
      if (url === '/api/reference/lists?keys=salary-types') {
        return Response.json({ version, lists: { 'salary-types': SALARY_TYPES } });
      }
      return Response.json({ code: 'NOT_FOUND', message: 'No encontramos lo que buscas' }, { status: 404 });
    }),
  );
  return calls;
}

function VacationNames() {
  const list = useReferenceList('vacation-systems');
  return <p>{list.data ? list.data.map((item) => item.name).join(' | ') : 'cargando'}</p>;
}

function Both() {
  const lists = useReferenceLists(['vacation-systems', 'salary-types']);
  return (
    <p>
      {lists.data
        ? `${lists.data['vacation-systems'].length} sistemas, ${lists.data['salary-types'].length} tipos`
        : 'cargando'}
    </p>
  );
}

/** A fresh QueryClient stands for a page reload: only localStorage survives. */
function renderPage(element: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

describe('reference lists in the browser', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('fetches a list once and reads it from localStorage after a reload', async () => {
    const calls = mockServer('v1');
    renderPage(<VacationNames />);
    await screen.findByText(
      'Lunes a viernes (el sábado no es día hábil) | Lunes a sábado (el sábado es día hábil)',
    );
    expect(calls).toEqual(['/api/reference/version', '/api/reference/lists/vacation-systems']);
    expect(readReferenceCache()?.version).toBe('v1');

    cleanup();
    calls.length = 0;
    renderPage(<VacationNames />);
    // The cached copy shows at once; only the version is confirmed with the server.
    expect(
      screen.getByText(
        'Lunes a viernes (el sábado no es día hábil) | Lunes a sábado (el sábado es día hábil)',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(calls).toEqual(['/api/reference/version']));
  });

  it('drops the copy of an older version and fetches the lists again', async () => {
    storeReferenceLists('v0', { 'vacation-systems': [{ code: 'OLD', name: 'Sistema retirado' }] });
    const calls = mockServer('v2');
    renderPage(<VacationNames />);
    await screen.findByText(
      'Lunes a viernes (el sábado no es día hábil) | Lunes a sábado (el sábado es día hábil)',
    );
    expect(calls).toContain('/api/reference/lists/vacation-systems');
    const stored = JSON.parse(localStorage.getItem(REFERENCE_CACHE_KEY) ?? '{}');
    expect(stored).toEqual({ version: 'v2', lists: { 'vacation-systems': VACATION_SYSTEMS } });
  });

  it('asks in one request only for the lists the browser lacks', async () => {
    storeReferenceLists('v3', { 'vacation-systems': VACATION_SYSTEMS });
    const calls = mockServer('v3');
    renderPage(<Both />);
    await screen.findByText('2 sistemas, 2 tipos');
    expect(calls).toEqual(['/api/reference/version', '/api/reference/lists?keys=salary-types']);
    expect(Object.keys(readReferenceCache()?.lists ?? {}).sort()).toEqual([
      'salary-types',
      'vacation-systems',
    ]);
  });
});
