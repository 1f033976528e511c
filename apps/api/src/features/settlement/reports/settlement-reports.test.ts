import type { TReportDefinition, TReportResult } from '@quincena/contracts/reports';
import { PAYROLL_REPORT_MESSAGES, type TPayrollChart } from '@quincena/contracts/settlement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../../test/helpers/test-app.ts';
import { initialBalances } from '../../../db/schema/index.ts';
import { fortnightLines, readingCompany, settledPeriod } from '../../queries/queries.test-support.ts';
import { lastTwelveMonths } from './payroll-chart.ts';

let ctx: TestContext;
let token: string;
let companyId: number;
let contractIds: number[];
let january: { calendarId: number };
let february: { calendarId: number };
let otherToken: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = token) =>
  ctx.app.inject(
    payload ? { method, url, headers: bearer(as), payload } : { method, url, headers: bearer(as) },
  );

const request = (values: Record<string, string | null>, positions = [1, 2]) => ({
  reports: positions.map((position) => ({
    position,
    parameters: Object.entries(values).map(([tag, value]) => ({ tag, value })),
  })),
});

const provisions = (base: number) => [
  { concept: 'prima', base: String(base), rate: '0.0833', value: String(Math.round(base * 0.0833)) },
  { concept: 'cesantias', base: String(base), rate: '0.0833', value: String(Math.round(base * 0.0833)) },
  { concept: 'cesantias_interest', base: String(base), rate: '0.01', value: String(Math.round(base * 0.01)) },
  { concept: 'vacations', base: String(base), rate: '0.0417', value: String(Math.round(base * 0.0417)) },
];

beforeAll(async () => {
  ctx = await createTestApp();
  ({ token, companyId, contractIds } = await readingCompany(ctx, [
    { documentNumber: '52111222', firstName: 'Ana', firstSurname: 'Pérez', salary: 2_000_000 },
    { documentNumber: '79333444', firstName: 'Bruno', firstSurname: 'Díaz', salary: 3_000_000 },
  ]));
  const [ana, bruno] = contractIds as [number, number];
  january = await settledPeriod(ctx, companyId, {
    year: 2026,
    month: 1,
    state: 'ACCUMULATED',
    results: [
      { contractId: ana, lines: fortnightLines(2_000_000), provisionDetail: provisions(1_000_000) },
      { contractId: bruno, lines: fortnightLines(3_000_000), provisionDetail: provisions(1_500_000) },
    ],
  });
  february = await settledPeriod(ctx, companyId, {
    year: 2026,
    month: 2,
    state: 'ACCUMULATED',
    results: [
      {
        contractId: ana,
        lines: fortnightLines(2_000_000, [
          {
            code: 'VACATION_TIME',
            name: 'Vacaciones disfrutadas',
            kind: 'earning',
            units: 3,
            unitKind: 'days',
            value: 200_000,
          },
        ]),
        provisionDetail: provisions(1_000_000),
      },
    ],
  });
  await ctx.db.insert(initialBalances).values({
    companyId,
    contractId: ana,
    concept: 'VACATION',
    days: '7.5',
    amount: '500000',
    cutOffDate: '2025-12-31',
  });
  const raise = await call('PUT', `/api/contracts/${ana}/salary`, {
    amount: 2_200_000,
    startDate: '2026-03-01',
  });
  expect(raise.statusCode).toBe(200);
  otherToken = (
    await readingCompany(ctx, [
      { documentNumber: '52999888', firstName: 'Otra', firstSurname: 'Persona', salary: 2_000_000 },
    ])
  ).token;
}, 120_000);
afterAll(() => ctx.close());

describe('Reporte de nómina', () => {
  it('defines a calendar list of the company’s settled periods, year, month and contract', async () => {
    const definition = (
      await call('GET', '/api/settlement/reports/payroll/definition')
    ).json() as TReportDefinition;
    expect(definition.sheets.map((sheet) => sheet.name)).toEqual(['Nómina', 'Resumen por empleado']);
    expect(definition.parameters.map((parameter) => parameter.tag)).toEqual([
      'calendario',
      'anio',
      'mes',
      'contrato',
    ]);
    expect(definition.parameters[0]?.options.map((option) => option.code)).toEqual([
      String(february.calendarId),
      String(january.calendarId),
    ]);
    expect(definition.parameters[0]?.options[0]?.name).toContain('(Acumulado)');
  });

  it('lists every stored line of the period and each employee’s totals', async () => {
    const response = await call(
      'POST',
      '/api/settlement/reports/payroll',
      request({ calendario: String(january.calendarId) }),
    );
    expect(response.statusCode).toBe(200);
    const [lines, totals] = (response.json() as TReportResult).sheets;
    expect(lines?.rows).toHaveLength(10);
    expect(lines?.rows[0]).toEqual([
      'Nómina 2026-01',
      'Acumulado',
      '2026-01-01',
      '2026-01-31',
      contractIds[0],
      'CC',
      '52111222',
      'Ana Pérez',
      '001',
      'Salario básico',
      'Devengo',
      15,
      2_000_000,
      1_000_000,
    ]);
    expect(totals?.rows).toEqual([
      [
        'Nómina 2026-01',
        contractIds[0],
        '52111222',
        'Ana Pérez',
        1_000_000,
        80_000,
        920_000,
        120_000,
        83_300,
        1_203_300,
      ],
      [
        'Nómina 2026-01',
        contractIds[1],
        '79333444',
        'Bruno Díaz',
        1_500_000,
        120_000,
        1_380_000,
        180_000,
        124_950,
        1_804_950,
      ],
    ]);
    const byMonth = await call(
      'POST',
      '/api/settlement/reports/payroll',
      request({ anio: '2026', mes: '2', contrato: String(contractIds[0]) }),
    );
    expect((byMonth.json() as TReportResult).sheets[1]?.rows).toHaveLength(1);
  });

  it('asks for a calendar or a year and month, and refuses another company’s calendar', async () => {
    const none = await call('POST', '/api/settlement/reports/payroll', request({ anio: '2026', mes: null }));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(PAYROLL_REPORT_MESSAGES.periodRequired);
    const foreign = await call(
      'POST',
      '/api/settlement/reports/payroll',
      request({ calendario: String(january.calendarId) }),
      otherToken,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(PAYROLL_REPORT_MESSAGES.calendarNotSettled);
  });
});

describe('Consolidado de prestaciones', () => {
  it('adds the initial balance and the accumulated provisions, and subtracts what was paid, as of the cut date', async () => {
    const response = await call(
      'POST',
      '/api/settlement/reports/benefits',
      request({ fechaCorte: '2026-02-28', contrato: null }),
    );
    expect(response.statusCode).toBe(200);
    const [summary, detail] = (response.json() as TReportResult).sheets;
    const ana = summary?.rows.filter((row) => row[0] === contractIds[0]);
    expect(ana).toEqual([
      [contractIds[0], '52111222', 'Ana Pérez', 'Prima de servicios', 0, 166_600, 0, 166_600],
      [contractIds[0], '52111222', 'Ana Pérez', 'Cesantías', 0, 166_600, 0, 166_600],
      [contractIds[0], '52111222', 'Ana Pérez', 'Intereses sobre cesantías', 0, 20_000, 0, 20_000],
      // 500,000 brought + 2 × 41,700 provisioned − 200,000 of vacations taken.
      [contractIds[0], '52111222', 'Ana Pérez', 'Vacaciones', 500_000, 83_400, 200_000, 383_400],
    ]);
    expect(detail?.rows).toHaveLength(12);
    const january = await call(
      'POST',
      '/api/settlement/reports/benefits',
      request({ fechaCorte: '2026-01-31', contrato: String(contractIds[1]) }),
    );
    const bruno = (january.json() as TReportResult).sheets[0]?.rows;
    expect(bruno?.map((row) => row[5])).toEqual([124_950, 124_950, 15_000, 62_550]);
  });

  it('requires the cut date', async () => {
    const response = await call('POST', '/api/settlement/reports/benefits', request({ fechaCorte: null }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PAYROLL_REPORT_MESSAGES.cutDateRequired);
  });
});

describe('Histórico de salarios', () => {
  it('lists each dated salary with its change against the previous one', async () => {
    const response = await call(
      'POST',
      '/api/settlement/reports/salary-history',
      request({ contrato: null }, [1]),
    );
    expect(response.statusCode).toBe(200);
    const rows = (response.json() as TReportResult).sheets[0]?.rows;
    expect(rows).toEqual([
      [contractIds[0], '52111222', 'Ana Pérez', '2026-01-01', 2_000_000, null, null, null],
      [contractIds[0], '52111222', 'Ana Pérez', '2026-03-01', 2_200_000, 2_000_000, 200_000, 10],
      [contractIds[1], '79333444', 'Bruno Díaz', '2026-01-01', 3_000_000, null, null, null],
    ]);
    const from = await call(
      'POST',
      '/api/settlement/reports/salary-history',
      request({ fechaDesde: '2026-02-01' }, [1]),
    );
    expect((from.json() as TReportResult).sheets[0]?.rows).toHaveLength(1);
  });
});

describe('payroll budget chart', () => {
  it('sums the accumulated results of each of the last twelve months', async () => {
    const response = await call('GET', '/api/settlement/payroll-chart');
    expect(response.statusCode).toBe(200);
    const chart = response.json() as TPayrollChart;
    // The fake clock is 2026-03-02: April 2025 to March 2026.
    expect(chart.labels[0]).toBe('abr 2025');
    expect(chart.labels[11]).toBe('mar 2026');
    const at = (month: string) => chart.months.indexOf(month);
    expect(chart.datasets.map((dataset) => dataset.label)).toEqual([
      'Devengos',
      'Deducciones',
      'Costo empleador',
    ]);
    expect(chart.datasets[0]?.data[at('2026-01')]).toBe(2_500_000);
    expect(chart.datasets[1]?.data[at('2026-01')]).toBe(200_000);
    expect(chart.datasets[2]?.data[at('2026-01')]).toBe(1_804_950 + 1_203_300);
    expect(chart.datasets[0]?.data[at('2026-02')]).toBe(1_200_000);
    expect(chart.datasets[0]?.data[at('2026-03')]).toBe(0);
    const theirs = (
      await call('GET', '/api/settlement/payroll-chart', undefined, otherToken)
    ).json() as TPayrollChart;
    expect(theirs.datasets.every((dataset) => dataset.data.every((value) => value === 0))).toBe(true);
  });

  it('counts months across the new year', () => {
    expect(lastTwelveMonths(new Date('2026-01-01T03:00:00Z'))[11]).toEqual({ year: 2025, month: 12 });
    expect(lastTwelveMonths(new Date('2026-01-15T12:00:00Z'))[0]).toEqual({ year: 2025, month: 2 });
  });
});

describe('access', () => {
  it('refuses a CLIENT session on every report and the chart', async () => {
    const client = await createUser(ctx.db, { companyId, role: 'CLIENT' });
    const clientToken = await tokenFor(ctx.db, ctx.clock, client);
    for (const kind of ['payroll', 'benefits', 'salary-history']) {
      expect(
        (await call('GET', `/api/settlement/reports/${kind}/definition`, undefined, clientToken)).statusCode,
      ).toBe(403);
      expect(
        (await call('POST', `/api/settlement/reports/${kind}`, request({}, [1]), clientToken)).statusCode,
      ).toBe(403);
    }
    expect((await call('GET', '/api/settlement/payroll-chart', undefined, clientToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/settlement/reports/unknown/definition')).statusCode).toBe(400);
  });
});
