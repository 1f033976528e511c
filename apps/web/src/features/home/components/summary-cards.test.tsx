import type { TDashboard } from '@quincena/contracts/home';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryCards } from './summary-cards.tsx';

const series = { name: '', labels: [], months: [], data: [] };
const dashboard = (
  pendingInvoices: number,
  pendingInvoicesTotal: number,
  overdueInvoices: TDashboard['overdueInvoices'] = { count: 0, total: 0, oldestDueDate: null },
): TDashboard => ({
  lastPayroll: null,
  pendingInvoices,
  pendingInvoicesTotal,
  overdueInvoices,
  helpChatUrl: null,
  payrollBudget: { name: '', labels: [], months: [], datasets: [] } as unknown as TDashboard['payrollBudget'],
  employeeBudget: series,
  passiveLabour: { cutDate: null, items: [], total: 0 },
  absenceTypes: { name: '', items: [] },
  absenceDays: series,
});

const renderCards = (data: TDashboard) =>
  render(
    <MemoryRouter>
      <SummaryCards dashboard={data} />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe("Home: 'Facturas pendientes' (decision 0334)", () => {
  it('shows the number of unpaid invoices and what they add up to', () => {
    renderCards(dashboard(2, 183_260));
    expect(screen.getByTestId('pending-invoices').textContent).toBe('2');
    const total = screen.getByTestId('pending-invoices-total').textContent ?? '';
    expect(total.replace(/\s/g, ' ')).toMatch(/183\.260 COP por pagar$/);
  });

  it('shows 0 and no amount when nothing is owed', () => {
    renderCards(dashboard(0, 0));
    expect(screen.getByTestId('pending-invoices').textContent).toBe('0');
    expect(screen.queryByTestId('pending-invoices-total')).toBeNull();
  });
});
