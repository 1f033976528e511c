import type { TPaymentAttempt, TPaymentOrderRow } from '@quincena/contracts/billing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../../test/render.tsx';
import { browser } from '../checkout.ts';
import { PayOrderPage } from './pay-order-page.tsx';

vi.mock('../../../components/notify.tsx', () => import('../../../../test/notify-mock.ts'));
const { notify } = await import('../../../components/notify.tsx');

const row = (month: number, overrides: Partial<TPaymentOrderRow>): TPaymentOrderRow => ({
  invoiceId: month,
  invoiceNumber: `QN${1000 + month}`,
  transactionId: null,
  service: `Servicio Quincena – ${['enero', 'febrero', 'marzo', 'abril', 'mayo'][month - 1]} 2026`,
  year: 2026,
  month,
  status: 'PEN',
  statusName: 'Pendiente',
  historyStatus: null,
  historyStatusName: null,
  badge: 'PAGAR',
  badgeText: 'Pendiente',
  canPay: true,
  paymentMethod: null,
  total: 123_760,
  paymentDate: null,
  dueDate: '2026-03-20',
  paymentId: null,
  ...overrides,
});

/** One row per badge rule of spec 03 §4, newest first as the server answers. */
const ROWS: TPaymentOrderRow[] = [
  row(5, { transactionId: 'QN1005-1', historyStatus: 'REF', historyStatusName: 'Rechazado', paymentId: 7 }),
  row(4, {
    transactionId: 'QN1004-1',
    historyStatus: 'PEN',
    historyStatusName: 'Pendiente',
    badge: 'VALIDANDO',
    badgeText: 'Validando',
    canPay: false,
    paymentMethod: 'PSE',
  }),
  row(3, {
    transactionId: 'QN1003-1',
    historyStatus: 'PRO',
    historyStatusName: 'En proceso',
    badge: 'VALIDANDO',
    badgeText: 'Validando',
    canPay: false,
  }),
  row(2, {
    transactionId: 'SIM-884422',
    status: 'PAG',
    statusName: 'Pagada',
    historyStatus: 'PAG',
    historyStatusName: 'Pagado',
    badge: 'PAG',
    badgeText: 'Pagada',
    canPay: false,
    paymentMethod: 'Tarjeta de crédito',
    total: 59_500,
    paymentDate: '2026-03-03T15:04:00.000Z',
  }),
  row(1, { status: 'ANU', statusName: 'Anulada', badge: 'ANU', badgeText: 'Anulada', canPay: false }),
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const attempt: TPaymentAttempt = {
  id: 9,
  invoiceId: 5,
  invoiceNumber: 'QN1005',
  reference: 'QN1005-2',
  providerTransactionId: 'SIM-1',
  provider: 'simulator',
  status: 'PAG',
  statusName: 'Pagado',
  method: 'PSE',
  amount: 123_760,
  createdAt: '2026-03-03T15:00:00.000Z',
  confirmedAt: '2026-03-03T15:01:00.000Z',
  message: 'Pago aprobado. La factura quedó pagada.',
};

let posted: { url: string; body: unknown }[] = [];
let startAnswer: Response | null = null;
let assigned: string[] = [];

beforeEach(() => {
  posted = [];
  assigned = [];
  startAnswer = null;
  vi.spyOn(browser, 'assign').mockImplementation((url) => void assigned.push(url));
  for (const fn of Object.values(notify)) vi.mocked(fn).mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push({ url, body: JSON.parse(String(init.body)) });
        return (
          startAnswer ??
          json(
            {
              paymentId: 9,
              reference: 'QN1005-2',
              status: 'PRO',
              checkout: { kind: 'simulator', url: '/simulador-pagos/abc' },
            },
            201,
          )
        );
      }
      if (url === '/api/billing/payments') return json(ROWS);
      if (url === '/api/billing/payments/settings')
        return json({
          provider: 'simulator',
          enabled: true,
          publicKey: null,
          checkoutUrl: null,
          disabledMethods: [],
          test: true,
          message: null,
          retryMinutes: 30,
        });
      if (url === '/api/billing/payments/9') return json(attempt);
      return json({ code: 'NOT_FOUND', message: 'No existe' }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = (path = '/PayOrder') => renderWithClient(<PayOrderPage />, { path: path });

const rowText = async (text: string) => {
  const table = await screen.findByRole('table', { name: 'Facturas y pagos' });
  const cell = await within(table).findByText(text, { exact: false });
  return ((cell.closest('tr') as HTMLElement).textContent ?? '').replace(/\s/g, ' ');
};

describe('/PayOrder (spec 03 §2.17, §4)', () => {
  it('shows the two 30-minute notes and the spec’s columns', async () => {
    renderPage();
    expect(screen.getByText(/podrá intentarla de nuevo después de 30 minutos/)).toBeTruthy();
    expect(screen.getByText(/'Validando' puede tardar hasta 30 minutos en confirmarse/)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Facturas y pagos' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim());
    for (const name of [
      'Id. Transacción',
      'Servicio',
      'Estado',
      'Método de pago',
      'Total pago',
      'Fecha de pago',
      'Pagos',
      'Factura',
    ])
      expect(headers.some((header) => header?.startsWith(name))).toBe(true);
  });

  it('shows five rows by default, the newest period first', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Facturas y pagos' });
    await within(table).findByText(/mayo 2026/);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]?.textContent).toContain('mayo 2026');
    expect(rows[4]?.textContent).toContain('enero 2026');
  });

  it('paints each badge as the spec says, in Spanish, and offers Pagar only on the warning', async () => {
    renderPage();
    const paid = await rowText('febrero 2026');
    expect(paid).toContain('Pagada');
    expect(paid).toContain('Tarjeta de crédito');
    expect(paid).toContain('$ 59.500');
    expect(paid).toContain('03-03-2026');
    expect(await rowText('abril 2026')).toContain('Validando');
    expect(await rowText('marzo 2026')).toContain('Validando');
    const rejected = await rowText('mayo 2026');
    expect(rejected).toContain('Pendiente');
    expect(rejected).toContain('Último pago rechazado');
    expect(
      screen.getAllByRole('button', { name: /^Pagar / }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Pagar QN1005']);
    const badges = document.querySelectorAll('.p-tag');
    expect([...badges].map((badge) => badge.className.match(/p-tag-(\w+)/)?.[1])).toEqual([
      'warning',
      'info',
      'info',
      'success',
      'secondary',
    ]);
    // No internal code reaches the user.
    const table = screen.getByRole('table', { name: 'Facturas y pagos' });
    expect(table.textContent).not.toMatch(/\b(PEN|PAG|REF|PRO|ANU|PAGAR|VALIDANDO)\b/);
  });

  it('registers the transaction and opens the simulator’s checkout on Pagar', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar QN1005' }));
    await waitFor(() => expect(assigned).toEqual(['/simulador-pagos/abc']));
    expect(posted).toEqual([{ url: '/api/billing/payments', body: { invoiceId: 5 } }]);
  });

  it('shows the server’s refusal and opens nothing', async () => {
    startAnswer = json(
      {
        code: 'CONFLICT',
        message:
          'Ya hay un pago de esta factura en validación. Puede tardar hasta 30 minutos en confirmarse; espere antes de intentarlo de nuevo.',
      },
      409,
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar QN1005' }));
    await waitFor(() => expect(notify.serverError).toHaveBeenCalled());
    expect(vi.mocked(notify.serverError).mock.calls[0]?.[0]).toMatch(
      /^Ya hay un pago de esta factura en validación/,
    );
    expect(assigned).toEqual([]);
  });

  it('says how the payment went when the browser comes back from the checkout', async () => {
    renderPage('/PayOrder?pago=9');
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Pago aprobado. La factura quedó pagada.', { life: 6_000 }),
    );
    expect(notify.success).toHaveBeenCalledTimes(1);
  });
});
