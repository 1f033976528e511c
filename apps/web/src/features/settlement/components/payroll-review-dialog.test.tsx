import type { TReviewEmployee, TReviewPage, TReviewRow } from '@quincena/contracts/settlement';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, jsonResponse, stubFetch } from '../../../../test/fetch-stub.ts';
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
  retroactive: 135_000,
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
    withRetroactive: 1,
    retroactive: 135_000,
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
    ...(
      [
        ['Salario', 'earning', 'Devengo', 150_000, 1],
        ['Salud', 'deduction', 'Deducción', 6_000, 1],
        ['Salario', 'earning', 'Devengo', 100_000, 16],
      ] as const
    ).map(([name, kind, kindName, value, day], index) => ({
      lineNo: 2 + index,
      concept: { code: null, name },
      kind,
      kindName,
      units: 0,
      unitKind: 'none',
      base: 0,
      value,
      previousValue: null,
      retroactive: true,
      origin: {
        calendarId: day,
        periodStart: `2026-01-${String(day).padStart(2, '0')}`,
        periodEnd: day === 1 ? '2026-01-15' : '2026-01-31',
        label: `${day === 1 ? 'primera' : 'segunda'} quincena de enero de 2026`,
      },
    })),
    {
      lineNo: 5,
      concept: { code: null, name: 'Retención en la fuente sobre retroactivo' },
      kind: 'deduction',
      kindName: 'Deducción',
      units: 0,
      unitKind: 'none',
      base: 0,
      value: 109_000,
      previousValue: null,
      retroactive: true,
      origin: null,
    },
  ],
};

let calls: FetchCall[] = [];

beforeEach(() => {
  calls = stubFetch((url) => {
    if (url.startsWith('/api/payroll-review/7/employees/1')) return jsonResponse(lines);
    if (url.startsWith('/api/payroll-review/7?')) return jsonResponse(page);
    return new Response('{}', { status: 404 });
  });
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
    await waitFor(() => expect(calls.some(({ url }) => url.includes('largeChanges=true'))).toBe(true));
    const ana = screen.getByText('Ana Pérez').closest('tr') as HTMLElement;
    fireEvent.click(within(ana).getByRole('button'));
    expect(await screen.findByText('Salario básico')).toBeTruthy();
    expect(screen.getByText('Período anterior')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/BASIC|HEALTH_EE/);
  });

  it('shows the retroactive net, its filter and total, and the lines grouped by original period', async () => {
    renderDialog();
    await screen.findByText('Ana Pérez');
    expect(screen.getByRole('columnheader', { name: 'Retroactivo' })).toBeTruthy();
    expect(screen.getByText(/1 con retroactivo por \$\s135\.000/)).toBeTruthy();
    const ana = screen.getByText('Ana Pérez').closest('tr') as HTMLElement;
    expect(ana.textContent).toContain('135.000');
    fireEvent.click(screen.getByLabelText('Solo con retroactivo'));
    await waitFor(() => expect(calls.some(({ url }) => url.includes('retroactive=true'))).toBe(true));
    fireEvent.click(within(ana).getByRole('button'));
    const group = await screen.findByRole('region', { name: 'Retroactivo de Ana Pérez' });
    expect(within(group).getByRole('heading', { name: 'Retroactivo' })).toBeTruthy();
    const text = (group.textContent ?? '').replace(/\u00a0/g, ' ');
    // Oldest period first, each under its heading, the withholding on the payment last.
    expect(text.indexOf('Primera quincena de enero de 2026')).toBeLessThan(
      text.indexOf('Segunda quincena de enero de 2026'),
    );
    expect(text).toContain('Salario — primera quincena de enero de 2026');
    expect(text).toContain('Salud — primera quincena de enero de 2026');
    expect(text).toContain('Salario — segunda quincena de enero de 2026');
    expect(text.indexOf('Sobre el pago del retroactivo')).toBeGreaterThan(
      text.indexOf('Segunda quincena de enero de 2026'),
    );
    expect(text).toContain('$ 150.000');
    expect(text).toContain('Neto retroactivo: $ 135.000');
    // The period's own lines keep their table without the differences.
    const own = document.querySelector('.payroll-review__lines > .p-datatable') as HTMLElement;
    expect(own.textContent).toContain('Salario básico');
    expect(own.textContent).not.toContain('quincena');
  });
});
