import type { TRetroactiveChange } from '@quincena/contracts/retroactive';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../../test/render.tsx';
import { fortnightOf, jsonResponse, notFoundResponse } from '../../../../test/retroactive-api.ts';
import { RetroactiveChangesButton } from './retroactive-changes-dialog.tsx';

vi.mock('../../../components/notify.tsx', () => import('../../../../test/notify-mock.ts'));
const { notify } = await import('../../../components/notify.tsx');

const carrying = fortnightOf(9, 4, 1);
const change = (
  id: number,
  name: string,
  overrides: Partial<TRetroactiveChange> = {},
): TRetroactiveChange => ({
  id,
  contractId: id + 100,
  documentNumber: String(1_020_304_000 + id),
  employeeName: name,
  from: '2026-01-01',
  source: 'SALARY',
  sourceName: 'Salario',
  description: null,
  carrying,
  reaches: [fortnightOf(1, 1, 1), fortnightOf(2, 1, 2), fortnightOf(3, 2, 1)],
  status: 'PENDING',
  statusName: 'Pendiente',
  createdAt: '2026-04-02T15:30:00.000Z',
  registeredBy: 'nomina@empresa.com.co',
  ...overrides,
});

let changes: TRetroactiveChange[] = [];
let deleted: string[] = [];
let refuse: string | null = null;

beforeEach(() => {
  changes = [
    change(1, 'Ana Pérez'),
    change(2, 'Beto Gómez', {
      source: 'NOVELTY',
      sourceName: 'Novedad',
      from: '2026-02-05',
      reaches: [fortnightOf(3, 2, 1)],
    }),
  ];
  deleted = [];
  refuse = null;
  vi.clearAllMocks();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/retroactive/changes?calendarId=9' && (init?.method ?? 'GET') === 'GET') {
        return jsonResponse({ changes });
      }
      if (init?.method === 'DELETE') {
        deleted.push(url);
        if (refuse) return jsonResponse({ code: 'CONFLICT', message: refuse }, 409);
        changes = changes.filter((item) => url !== `/api/retroactive/changes/${item.id}`);
        return jsonResponse({ message: 'El cambio retroactivo se quitó.' });
      }
      return notFoundResponse('no');
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const calendar = { id: 9, year: 2026, month: 4, fortnight: 1, state: 'OPEN' };

async function openList(onChanged = vi.fn()) {
  renderWithClient(<RetroactiveChangesButton calendar={calendar} onChanged={onChanged} />);
  const button = await screen.findByRole('button', { name: 'Cambios retroactivos (2)' });
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: 'Cambios retroactivos de primera quincena de abril de 2026' });
}

describe('the retroactive changes a payroll period carries', () => {
  it('lists who, what changed in Spanish, from when, the periods reached and who registered it', async () => {
    const dialog = await openList();
    const rows = await within(dialog).findAllByRole('row');
    // Header and two changes.
    expect(rows).toHaveLength(3);
    const ana = within(rows[1] as HTMLElement);
    expect(ana.getByText('Ana Pérez')).toBeTruthy();
    expect(ana.getByText('1020304001')).toBeTruthy();
    expect(ana.getByText('Salario')).toBeTruthy();
    expect(ana.getByText('01-01-2026')).toBeTruthy();
    expect(
      ana.getByText('3 períodos: primera quincena de enero de 2026 a primera quincena de febrero de 2026'),
    ).toBeTruthy();
    expect(ana.getByText('nomina@empresa.com.co')).toBeTruthy();
    expect(ana.getByText('Pendiente')).toBeTruthy();
    const beto = within(rows[2] as HTMLElement);
    expect(beto.getByText('Novedad')).toBeTruthy();
    expect(beto.getByText('Primera quincena de febrero de 2026')).toBeTruthy();
    // Never an internal code.
    expect(dialog.textContent).not.toMatch(/SALARY|NOVELTY|PENDING/);
    expect(
      within(dialog).getByText(
        'Al procesar este período, Quincena liquida las diferencias de estos cambios en los períodos acumulados que alcanzan.',
      ),
    ).toBeTruthy();
  });

  it('Quitar asks first, removes the change and reloads the list', async () => {
    const onChanged = vi.fn();
    const dialog = await openList(onChanged);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Quitar el cambio de Ana Pérez' }));
    const confirm = await screen.findByRole('dialog', { name: 'Quitar cambio retroactivo' });
    expect(
      within(confirm).getByText(
        '¿Quitar el cambio retroactivo de Ana Pérez (1020304001): salario desde el 01-01-2026? Sus diferencias no se liquidarán en la primera quincena de abril de 2026.',
      ),
    ).toBeTruthy();
    expect(deleted).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('El cambio retroactivo se quitó.'));
    expect(deleted).toEqual(['/api/retroactive/changes/1']);
    expect(onChanged).toHaveBeenCalled();
    await waitFor(() => expect(within(dialog).queryByText('Ana Pérez')).toBeNull());
    expect(within(dialog).getByText('Beto Gómez')).toBeTruthy();
  });

  it('Cancelar removes nothing; a refusal of the server is shown in Spanish and the change stays', async () => {
    const dialog = await openList();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Quitar el cambio de Beto Gómez' }));
    let confirm = await screen.findByRole('dialog', { name: 'Quitar cambio retroactivo' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Quitar cambio retroactivo' })).toBeNull(),
    );
    expect(deleted).toEqual([]);

    refuse = 'El cambio ya se pagó en un período acumulado y no se puede quitar.';
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitar el cambio de Beto Gómez' }));
    confirm = await screen.findByRole('dialog', { name: 'Quitar cambio retroactivo' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Quitar' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      'El cambio ya se pagó en un período acumulado y no se puede quitar.',
    );
    expect(notify.success).not.toHaveBeenCalled();
    expect(within(dialog).getByText('Beto Gómez')).toBeTruthy();
  });

  it('says so when the period carries no change', async () => {
    changes = [];
    renderWithClient(<RetroactiveChangesButton calendar={calendar} />);
    const button = await screen.findByRole('button', { name: 'Cambios retroactivos' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        /^Este período no lleva cambios retroactivos\. Se registran al guardar/,
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('table')).toBeNull();
  });
});
