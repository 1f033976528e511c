import type { TInstancePayment } from '@quincena/contracts/billing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../../test/render.tsx';
import { ReceivedPaymentsSection } from './received-payments-section.tsx';

const payment = (id: number, overrides: Partial<TInstancePayment>): TInstancePayment => ({
  id,
  invoiceId: 2,
  invoiceNumber: 'QE2',
  reference: `QE2-${id}`,
  providerTransactionId: `SIM-${id}`,
  provider: 'simulator',
  status: 'PAG',
  statusName: 'Pagado',
  method: 'PSE',
  amount: 10_710,
  createdAt: '2026-03-03T15:00:00.000Z',
  confirmedAt: '2026-03-03T15:01:00.000Z',
  message: 'Pago aprobado. La factura quedó pagada.',
  companyId: 41,
  companyName: 'Novedades 874611964 S.A.S.',
  duplicate: false,
  note: null,
  ...overrides,
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json([
        payment(3, {
          duplicate: true,
          note: 'Pago duplicado: la factura ya estaba pagada o anulada; reembolsar',
          provider: 'wompi',
        }),
        payment(2, {}),
        payment(1, { status: 'REF', statusName: 'Rechazado' }),
      ]),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/TI: Pagos recibidos (issue 31)', () => {
  it('lists every attempt in Spanish and flags a duplicate payment to refund', async () => {
    renderWithClient(<ReceivedPaymentsSection />);
    const table = await screen.findByRole('table', { name: 'Pagos recibidos' });
    const rowOf = async (reference: string) =>
      ((await within(table).findByText(`Ref. ${reference}`)).closest('tr')?.textContent ?? '').replace(
        /\s/g,
        ' ',
      );
    const duplicate = await rowOf('QE2-3');
    expect(duplicate).toContain('Wompi');
    expect(duplicate).toContain('Reembolsar');
    expect(duplicate).toContain('$ 10.710');
    expect(await rowOf('QE2-2')).toContain('Simulador de pagos · PSE');
    expect(await rowOf('QE2-1')).toContain('Rechazado');
    expect(table.textContent).not.toMatch(/\b(PEN|PAG|REF|PRO|simulator|wompi)\b/);
  });
});
