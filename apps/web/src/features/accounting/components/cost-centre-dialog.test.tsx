import type { TCostCentre } from '@quincena/contracts/accounting';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../../test/render.tsx';
import { CostCentreDialog } from './cost-centre-dialog.tsx';

const administration: TCostCentre = {
  id: 7,
  name: 'Administración',
  code: 'ADM',
  expenseType: { code: '51', name: 'Gastos operacionales de administración' },
  siigoCentre: null,
  siigoSubcentre: null,
};

function renderDialog() {
  renderWithClient(
    <CostCentreDialog
      visible
      editing={administration}
      onHide={() => {}}
      expenseTypes={[administration.expenseType]}
    />,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CostCentreDialog: the Siigo Pyme centre and sub-centre (decision 0315)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(
      async (_url: string, init: RequestInit) =>
        new Response(JSON.stringify({ ...administration, ...JSON.parse(String(init.body)) }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows both optional fields with their widths and refuses a centre without its sub-centre', async () => {
    renderDialog();
    expect(screen.getByText('4 dígitos; solo para el plano de Siigo Pyme')).toBeTruthy();
    type('Centro de costo Siigo', '0001');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText(
        'Agregue el centro de costo Siigo y el subcentro Siigo juntos: Siigo Pyme necesita los dos',
      ),
    ).toBeTruthy();
    type('Subcentro Siigo', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El subcentro Siigo debe tener 3 dígitos')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the mapping with the cost centre', async () => {
    renderDialog();
    type('Centro de costo Siigo', '0001');
    type('Subcentro Siigo', '002');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/api/accounting/cost-centres/7');
    expect(JSON.parse(String(init.body))).toEqual({
      expenseType: '51',
      name: 'Administración',
      code: 'ADM',
      siigoCentre: '0001',
      siigoSubcentre: '002',
    });
  });
});
