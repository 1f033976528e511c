import type { TInstanceInvoice } from '@quincena/contracts/billing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../../test/render.tsx';
import { IssuedInvoicesSection } from './issued-invoices-section.tsx';

vi.mock('../../../components/notify.tsx', () => import('../../../../test/notify-mock.ts'));
const { notify } = await import('../../../components/notify.tsx');

const invoice = (id: number, status: TInstanceInvoice['status'], companyName: string): TInstanceInvoice => ({
  id,
  number: `QN${1000 + id}`,
  year: 2026,
  month: id,
  issueDate: '2026-03-05',
  dueDate: '2026-03-20',
  employees: 12,
  subtotal: 104_000,
  vat: 19_760,
  total: 123_760,
  status,
  statusName: { PEN: 'Pendiente', PAG: 'Pagada', ANU: 'Anulada' }[status],
  companyId: 40 + id,
  companyName,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let posted: { url: string; body: unknown }[] = [];

beforeEach(() => {
  posted = [];
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.warn).mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') posted.push({ url, body: JSON.parse(String(init.body)) });
      if (url === '/api/billing/all-invoices')
        return json([
          invoice(2, 'PEN', 'Distribuciones Andinas S.A.S.'),
          invoice(1, 'PAG', 'Compañía Vecina Ltda.'),
        ]);
      if (url === '/api/billing/issue')
        return json({
          issued: 3,
          existing: 1,
          nothingToBill: 0,
          warning: 'Se agotó el rango de numeración de facturas',
        });
      if (url === '/api/billing/credit-notes')
        return json({ id: 9, message: 'Factura anulada con nota crédito' }, 201);
      return json({ code: 'NOT_FOUND', message: 'No existe' }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderSection = () => renderWithClient(<IssuedInvoicesSection />);

describe('/TI: Facturas emitidas (issue 31)', () => {
  it('lists every company’s invoice with its month, total in pesos and status in Spanish', async () => {
    renderSection();
    const table = await screen.findByRole('table', { name: 'Facturas emitidas' });
    const row = (await within(table).findByText('QN1002')).closest('tr') as HTMLElement;
    const text = (row.textContent ?? '').replace(/\s/g, ' ');
    expect(text).toContain('Distribuciones Andinas S.A.S.');
    expect(text).toContain('febrero 2026');
    expect(text).toContain('20-03-2026');
    expect(text).toContain('$ 123.760');
    expect(text).toContain('Pendiente');
    // Only the pending invoice can be cancelled.
    expect(screen.getByRole('button', { name: 'Anular con nota crédito QN1002' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Anular con nota crédito QN1001' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Descargar PDF QN1001' })).toBeTruthy();
  });

  it('issues a month and reports the count and the warning', async () => {
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Emitir facturas del mes' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Emitir' }));
    await waitFor(() => expect(notify.warn).toHaveBeenCalled());
    expect(posted[0]?.url).toBe('/api/billing/issue');
    expect(vi.mocked(notify.warn).mock.calls[0]?.[0]).toBe(
      '3 facturas emitidas; 1 ya emitida antes; 0 empresas sin nada que facturar. Se agotó el rango de numeración de facturas',
    );
  });

  it('cancels a pending invoice only with a reason and after a confirmation', async () => {
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Anular con nota crédito QN1002' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Anular' }));
    expect(await screen.findByText('Ingrese el motivo de la nota crédito')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Motivo de la nota crédito *'), {
      target: { value: 'Error en el número de empleados' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Anular' }));
    expect(
      await screen.findByText(
        '¿Anular la factura QN1002 de Distribuciones Andinas S.A.S. por $ 123.760 con una nota crédito? Esta acción no se puede deshacer.',
        { normalizer: (text) => text.replace(/\s/g, ' ') },
      ),
    ).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Factura anulada con nota crédito'));
    expect(posted).toEqual([
      {
        url: '/api/billing/credit-notes',
        body: { companyId: 42, invoiceId: 2, reason: 'Error en el número de empleados' },
      },
    ]);
  });
});
