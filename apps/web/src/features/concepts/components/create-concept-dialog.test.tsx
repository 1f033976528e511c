import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../../test/render.tsx';
import { notify } from '../../../components/notify.tsx';
import { CreateConceptDialog } from './create-concept-dialog.tsx';

function mockServer(answer: { status: number; body: unknown }) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/reference/version') return Response.json({ version: 'v1' });
      if (url === '/api/reference/lists/income-withholding-groups') {
        return Response.json({
          key: 'income-withholding-groups',
          version: 'v1',
          items: [
            { code: 'SALARIOS', name: 'Pagos por salarios o emolumentos eclesiásticos', section: 'income' },
          ],
        });
      }
      if (url === '/api/concepts' && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return Response.json(answer.body, { status: answer.status });
      }
      return Response.json([], { status: 200 });
    }),
  );
  return posts;
}

function renderDialog(onHide = vi.fn()) {
  renderWithClient(<CreateConceptDialog visible module="STA" onHide={onHide} />);
  return onHide;
}

async function choose(inputId: string, optionLabel: string) {
  fireEvent.click(document.getElementById(inputId)?.closest('.p-dropdown') as Element);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.p-dropdown-item')].find(
      (item) => item.textContent === optionLabel,
    );
    if (!found) throw new Error(`no option ${optionLabel}`);
    return found;
  });
  fireEvent.click(option);
}

describe('CreateConceptDialog', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('announces the first missing field and sends nothing', async () => {
    const posts = mockServer({ status: 201, body: {} });
    const warn = vi.spyOn(notify, 'warn');
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingrese el nombre del concepto')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Ingrese el nombre del concepto', { title: 'Alerta' });
    expect(posts).toEqual([]);
  });

  it('shows concept type and withholding base only for an earning and sends the fixed module', async () => {
    const posts = mockServer({
      status: 201,
      body: {
        code: 'C0001',
        displayCode: 'C0001',
        name: 'Auxilio de alimentación',
        nature: 'earning',
        module: 'STA',
        category: 'aid',
        dianElement: 'Auxilios',
        dianAttribute: null,
        salary: false,
        withholdingBase: true,
        incomeWithholdingGroup: null,
        origin: 'COMPANY',
      },
    });
    const success = vi.spyOn(notify, 'success');
    const onHide = renderDialog();
    expect(document.getElementById('concept-salary')).toBeNull();
    fireEvent.change(screen.getByLabelText('Nombre *'), { target: { value: 'Auxilio de alimentación' } });
    await choose('concept-nature', 'Devengo');
    await choose('concept-salary', 'No salarial');
    await choose('concept-withholding', 'Sí');
    await choose('concept-dian', 'Auxilios');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          name: 'Auxilio de alimentación',
          nature: 'earning',
          module: 'STA',
          dianElement: 'Auxilios',
          salary: false,
          withholdingBase: true,
          incomeWithholdingGroup: null,
        },
      ]),
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Concepto agregado exitosamente', { life: 4000 }),
    );
    expect(onHide).toHaveBeenCalled();
  });

  it('shows a refused creation as a sticky error toast', async () => {
    mockServer({ status: 409, body: { code: 'CONFLICT', message: 'Ya existe un concepto con ese nombre' } });
    const error = vi.spyOn(notify, 'error');
    renderDialog();
    fireEvent.change(screen.getByLabelText('Nombre *'), { target: { value: 'Libranza' } });
    await choose('concept-nature', 'Deducción');
    await choose('concept-dian', 'Libranzas');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Ya existe un concepto con ese nombre', { sticky: true }),
    );
  });
});
