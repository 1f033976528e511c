import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OverdueInvoicesBanner } from './overdue-invoices-banner.tsx';

const renderBanner = (overdue: { count: number; total: number; oldestDueDate: string | null }) =>
  render(
    <MemoryRouter initialEntries={['/Home']}>
      <Routes>
        <Route path="/Home" element={<OverdueInvoicesBanner overdue={overdue} />} />
        <Route path="/PayOrder" element={<p>Pantalla de pagos</p>} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('Home: the overdue invoices banner (issue 31)', () => {
  it('says how many invoices are overdue, their total to the peso and since when', () => {
    renderBanner({ count: 2, total: 193_970, oldestDueDate: '2026-01-20' });
    const text = (screen.getByTestId('overdue-invoices').textContent ?? '').replace(/\s/g, ' ');
    expect(text).toBe(
      'Tiene 2 facturas vencidas por $ 193.970 COP, la más antigua desde el 20-01-2026. Puede pagarlas en línea en Facturación.',
    );
  });

  it('speaks of one invoice in the singular', () => {
    renderBanner({ count: 1, total: 59_500, oldestDueDate: '2026-02-20' });
    expect(screen.getByTestId('overdue-invoices').textContent).toMatch(/^Tiene 1 factura vencida por/);
  });

  it('leads to /PayOrder', () => {
    renderBanner({ count: 1, total: 59_500, oldestDueDate: '2026-02-20' });
    fireEvent.click(screen.getByRole('button', { name: 'Pagar facturas' }));
    expect(screen.getByText('Pantalla de pagos')).toBeTruthy();
  });

  it('shows nothing when no invoice is overdue', () => {
    renderBanner({ count: 0, total: 0, oldestDueDate: null });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
