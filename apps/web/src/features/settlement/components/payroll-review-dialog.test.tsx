import type { TReviewEmployee, TReviewPage, TReviewRow } from '@quincena/contracts/settlement';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../../test/render.tsx';
import { PayrollReviewDialog } from './payroll-review-dialog.tsx';

vi.mock('../../../components/notify.tsx', () => import('../../../../test/notify-mock.ts'));

const row = (overrides: Partial<TReviewRow>): TReviewRow => ({
  contractId: 1,
  documentNumber: '52111222',
  employeeName: 'Ana Pérez',
  days: 15,
  earnings: 1_041_667,
  deductions: 80_000,
  netPay: 961_667,
  employerCost: 1_244_967,
  previousNetPay: 1_020_000,
  change: -58_333,
  changePercent: -5.72,
  largeChange: false,
  retroactive: null,
  newConcepts: [{ code: null, name: 'Hora extra diurna' }],
  missingConcepts: [{ code: null, name: 'Auxilio de transporte' }],
  problems: [],
  ...overrides,
});

const page: TReviewPage = {
  calendar: {
    id: 7,
    detail: 'Nómina 2026-02 Q1',
    type: 'NM',
    state: 'PROCESSED',
    periodStart: '2026-02-01',
    periodEnd: '2026-02-15',
  },
  previous: { calendarId: 6, detail: 'Nómina 2026-01 Q2' },
  threshold: 20,
  rows: [
    row({}),
    row({
      contractId: 3,
      documentNumber: '1010555666',
      employeeName: 'Carla Ríos',
      netPay: 966_501,
      change: 161_084,
      changePercent: 20,
      largeChange: true,
      newConcepts: [],
      missingConcepts: [],
    }),
    row({
      contractId: 4,
      documentNumber: '43777888',
      employeeName: 'Dora Gómez',
      days: null,
      earnings: null,
      deductions: null,
      netPay: null,
      employerCost: null,
      previousNetPay: null,
      change: null,
      changePercent: null,
      newConcepts: [],
      missingConcepts: [],
      problems: [
        {
          kind: 'error',
          message: 'Dora Gómez (43777888): el contrato no tiene EPS.',
          fixPath: '/CreateEmployee?persona=9&contrato=4',
          fixLabel: 'Abrir el contrato',
        },
      ],
    }),
  ],
  total: 3,
  page: 1,
  pageSize: 20,
  totals: {
    employees: 3,
    settled: 2,
    withErrors: 1,
    excluded: 0,
    largeChanges: 1,
    withRetroactive: 0,
    retroactive: 0,
    earnings: 2_078_204,
    deductions: 150_036,
    netPay: 1_928_168,
    employerCost: 2_489_934,
    previousNetPay: 1_825_417,
  },
};

const lines: TReviewEmployee = {
  row: row({}),
  lines: [
    {
      lineNo: 1,
      concept: { code: null, name: 'Salario básico' },
      kind: 'earning',
      kindName: 'Devengo',
      units: 15,
      unitKind: 'days',
      base: 2_000_000,
      value: 1_000_000,
      previousValue: 1_000_000,
      retroactive: false,
      origin: null,
    },
  ],
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
let requested: string[] = [];

beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      if (url.startsWith('/api/payroll-review/7/employees/1')) return json(lines);
      if (url.startsWith('/api/payroll-review/7?')) return json(page);
      return new Response('{}', { status: 404 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  renderWithClient(<PayrollReviewDialog calendarId={7} onHide={() => {}} />, { path: '/' });
}

describe('PayrollReviewDialog', { timeout: 60_000 }, () => {
  it('shows each employee with pesos, the change, the flag, the concept names and the fix link', async () => {
    renderDialog();
    expect(await screen.findByText('Prenómina: Nómina 2026-02 Q1')).toBeTruthy();
    expect(screen.getByText(/2 liquidados, 1 con error, 0 excluidos/)).toBeTruthy();
    expect(screen.getByText(/Cambios frente a Nómina 2026-01 Q2; se marcan los mayores a 20 %/)).toBeTruthy();
    const ana = screen.getByText('Ana Pérez').closest('tr') as HTMLElement;
    expect(ana.textContent).toContain('961.667');
    expect(ana.textContent).toContain('−$');
    expect(ana.textContent).toContain('Hora extra diurna');
    expect(ana.textContent).toContain('Auxilio de transporte');
    const carla = screen.getByText('Carla Ríos').closest('tr') as HTMLElement;
    expect(within(carla).getByText('Cambio grande')).toBeTruthy();
    const dora = screen.getByText('Dora Gómez').closest('tr') as HTMLElement;
    const link = within(dora).getByRole('link', { name: 'Abrir el contrato' });
    expect(link.getAttribute('href')).toBe('/CreateEmployee?persona=9&contrato=4');
    expect(dora.textContent).toContain('el contrato no tiene EPS');
    expect(document.body.textContent).toContain('1.928.168');
  });

  it("asks the server for flagged rows only, and opens a person's lines", async () => {
    renderDialog();
    await screen.findByText('Ana Pérez');
    fireEvent.click(screen.getByLabelText('Solo con cambios grandes'));
    await waitFor(() => expect(requested.some((url) => url.includes('largeChanges=true'))).toBe(true));
    const ana = screen.getByText('Ana Pérez').closest('tr') as HTMLElement;
    fireEvent.click(within(ana).getByRole('button'));
    expect(await screen.findByText('Salario básico')).toBeTruthy();
    expect(screen.getByText('Período anterior')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/BASIC|HEALTH_EE/);
  });
});
