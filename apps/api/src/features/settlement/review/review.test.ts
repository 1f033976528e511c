import { conceptDisplayCode } from '@quincena/contracts/concepts';
import type { TReviewEmployee, TReviewPage, TReviewRow } from '@quincena/contracts/settlement';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../../test/helpers/test-app.ts';
import { payCalendars, settlementErrors, settlementExclusions } from '../../../db/schema/index.ts';
import {
  fortnightLines,
  readingCompany,
  settledPeriod,
  type TestLine,
} from '../../queries/queries.test-support.ts';
import { firstSheetRows } from '../settlement.test-support.ts';

/**
 * Revisar prenómina (issue 27) over stored results written straight into the store: January's
 * second fortnight accumulated, February's first processed. Net pay of a fortnight of salary S is
 * S/2 − 8 % of S/2 (health and pension), so every expected figure below follows from the lines.
 */
let ctx: TestContext;
let token: string;
let company: number;
let contractIds: number[];
let february: { calendarId: number };
let otherToken: string;

const get = (url: string, as = token) => ctx.app.inject({ method: 'GET', url, headers: bearer(as) });
const review = async (query = '') => {
  const response = await get(`/api/payroll-review/${february.calendarId}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TReviewPage;
};
const rowOf = (page: TReviewPage, name: string) => {
  const row = page.rows.find((candidate) => candidate.employeeName === name);
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

const transportAid: TestLine = {
  code: 'TRANSPORT_AID',
  name: 'Auxilio de transporte',
  kind: 'earning',
  units: 15,
  unitKind: 'days',
  value: 100_000,
};
const overtime: TestLine = {
  code: 'HED',
  name: 'Hora extra diurna',
  kind: 'earning',
  units: 4,
  unitKind: 'hours',
  value: 41_667,
};
const bonus = (value: number): TestLine => ({
  code: 'BONUS_NON_SALARY',
  name: 'Bonificación no salarial',
  kind: 'earning',
  value,
});

beforeAll(async () => {
  ctx = await createTestApp();
  ({
    token,
    contractIds,
    companyId: company,
  } = await readingCompany(ctx, [
    { documentNumber: '52111222', firstName: 'Ana', firstSurname: 'Pérez', salary: 2_000_000 },
    { documentNumber: '79333444', firstName: 'Bruno', firstSurname: 'Díaz', salary: 3_000_000 },
    { documentNumber: '1010555666', firstName: 'Carla', firstSurname: 'Ríos', salary: 1_750_905 },
    { documentNumber: '43777888', firstName: 'Dora', firstSurname: 'Gómez', salary: 2_500_000 },
    { documentNumber: '98123456', firstName: 'Elsa', firstSurname: 'Mora', salary: 1_800_000 },
  ]));
  const [ana, bruno, carla, dora, elsa] = contractIds as [number, number, number, number, number];
  await settledPeriod(ctx, company, {
    year: 2026,
    month: 1,
    fortnight: 2,
    state: 'ACCUMULATED',
    results: [
      // Ana: 1,100,000 − 80,000 = 1,020,000.
      { contractId: ana, lines: fortnightLines(2_000_000, [transportAid]) },
      // Bruno: 1,500,000 − 120,000 = 1,380,000.
      { contractId: bruno, lines: fortnightLines(3_000_000) },
      // Carla: 875,453 − 2 × 35,018 = 805,417.
      { contractId: carla, lines: fortnightLines(1_750_905) },
    ],
  });
  february = await settledPeriod(ctx, company, {
    year: 2026,
    month: 2,
    fortnight: 1,
    state: 'PROCESSED',
    results: [
      // 1,041,667 − 80,000 = 961,667: −58,333 (−5.72 %), overtime new, transport aid missing.
      { contractId: ana, lines: fortnightLines(2_000_000, [overtime]) },
      // 1,380,000 + 276,000 = 1,656,000: exactly +20 %, not above the threshold.
      { contractId: bruno, lines: fortnightLines(3_000_000, [bonus(276_000)]) },
      // 805,417 + 161,084 = 966,501: +20.00005 %, above it.
      { contractId: carla, lines: fortnightLines(1_750_905, [bonus(161_084)]) },
    ],
  });
  const processId = (
    await ctx.db
      .select({ id: payCalendars.resultProcessId })
      .from(payCalendars)
      .where(eq(payCalendars.id, february.calendarId))
  )[0]?.id as number;
  await ctx.db.insert(settlementErrors).values({
    companyId: company,
    processId,
    contractId: dora,
    message: 'Dora Gómez (43777888): el contrato no tiene EPS. Regístrela en el contrato y procese de nuevo.',
  });
  await ctx.db.insert(settlementExclusions).values({
    companyId: company,
    processId,
    contractId: elsa,
    reason: 'EXPIRED_NO_DECISION',
    message: 'Elsa Mora (98123456): el contrato a término fijo venció sin decisión de renovación.',
  });
  const other = await readingCompany(ctx, [
    { documentNumber: '52999888', firstName: 'Otra', firstSurname: 'Persona', salary: 2_000_000 },
  ]);
  otherToken = other.token;
}, 120_000);
afterAll(() => ctx.close());

describe('review before closing (prenómina)', () => {
  it('shows one row per employee with the stored totals to the peso, and the period totals', async () => {
    const page = await review();
    expect(page.calendar).toMatchObject({ id: february.calendarId, type: 'NM', state: 'PROCESSED' });
    expect(page.previous?.detail).toBe('Nómina 2026-01 Q2');
    expect(page.threshold).toBe(20);
    expect(page.total).toBe(5);
    expect(page.rows.map((row) => row.employeeName)).toEqual([
      'Ana Pérez',
      'Bruno Díaz',
      'Carla Ríos',
      'Dora Gómez',
      'Elsa Mora',
    ]);
    expect(rowOf(page, 'Ana Pérez')).toMatchObject({
      documentNumber: '52111222',
      days: 15,
      earnings: 1_041_667,
      deductions: 80_000,
      netPay: 961_667,
      // 1,000,000 + 120,000 pension + 83,300 prima provision + 41,667 overtime.
      employerCost: 1_244_967,
      previousNetPay: 1_020_000,
      change: -58_333,
      changePercent: -5.72,
      largeChange: false,
    });
    expect(page.totals).toMatchObject({
      employees: 5,
      settled: 3,
      withErrors: 1,
      excluded: 1,
      largeChanges: 1,
      earnings: 1_041_667 + 1_776_000 + 1_036_537,
      deductions: 80_000 + 120_000 + 70_036,
      netPay: 961_667 + 1_656_000 + 966_501,
      previousNetPay: 1_020_000 + 1_380_000 + 805_417,
    });
  });

  it('flags a change above the company threshold, not one exactly at it, and the threshold is editable', async () => {
    const page = await review();
    expect(rowOf(page, 'Bruno Díaz')).toMatchObject({
      change: 276_000,
      changePercent: 20,
      largeChange: false,
    });
    expect(rowOf(page, 'Carla Ríos')).toMatchObject({
      change: 161_084,
      changePercent: 20,
      largeChange: true,
    });
    const flagged = await review('?largeChanges=true');
    expect(flagged.rows.map((row) => row.employeeName)).toEqual(['Carla Ríos']);

    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/payroll-config/review-threshold',
      headers: bearer(token),
      payload: { reviewChangeThreshold: 5 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().message).toBe('Umbral de revisión de la prenómina actualizado exitosamente');
    const stricter = await review('?largeChanges=1');
    expect(stricter.threshold).toBe(5);
    expect(stricter.rows.map((row) => row.employeeName)).toEqual(['Ana Pérez', 'Bruno Díaz', 'Carla Ríos']);

    const wrong = await ctx.app.inject({
      method: 'PUT',
      url: '/api/payroll-config/review-threshold',
      headers: bearer(token),
      payload: { reviewChangeThreshold: 0 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('Escriba un porcentaje entre 0,01 y 999,99');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/payroll-config/review-threshold',
      headers: bearer(token),
      payload: { reviewChangeThreshold: 20 },
    });
    expect((await get('/api/payroll-config/review-threshold')).json()).toEqual({ reviewChangeThreshold: 20 });
  });

  it('names the concepts new this period and those missing against the previous one, in Spanish', async () => {
    const ana = rowOf(await review(), 'Ana Pérez');
    expect(ana.newConcepts).toEqual([{ code: conceptDisplayCode('HED'), name: 'Hora extra diurna' }]);
    expect(ana.missingConcepts).toEqual([
      { code: conceptDisplayCode('TRANSPORT_AID'), name: 'Auxilio de transporte' },
    ]);
    expect(rowOf(await review(), 'Bruno Díaz').newConcepts).toEqual([
      { code: conceptDisplayCode('BONUS_NON_SALARY'), name: 'Bonificación no salarial' },
    ]);
  });

  it('shows failed and excluded employees with their Spanish message and a link to the contract', async () => {
    const page = await review('?problems=true');
    expect(page.total).toBe(2);
    const dora = rowOf(page, 'Dora Gómez') as TReviewRow;
    expect(dora).toMatchObject({ netPay: null, earnings: null, largeChange: false });
    expect(dora.problems).toEqual([
      {
        kind: 'error',
        message:
          'Dora Gómez (43777888): el contrato no tiene EPS. Regístrela en el contrato y procese de nuevo.',
        fixPath: expect.stringMatching(
          new RegExp(`^/CreateEmployee\\?persona=\\d+&contrato=${contractIds[3]}$`),
        ),
        fixLabel: 'Abrir el contrato',
      },
    ]);
    expect(rowOf(page, 'Elsa Mora').problems[0]).toMatchObject({
      kind: 'exclusion',
      message: 'Elsa Mora (98123456): el contrato a término fijo venció sin decisión de renovación.',
    });
  });

  it('pages, searches and sorts on the server', async () => {
    const first = await review('?pageSize=2&page=1&sortField=netPay&sortOrder=desc');
    expect(first.total).toBe(5);
    expect(first.rows.map((row) => row.netPay)).toEqual([1_656_000, 966_501]);
    const third = await review('?pageSize=2&page=3&sortField=netPay&sortOrder=desc');
    expect(third.rows).toHaveLength(1);
    const byDocument = await review('?search=1010555');
    expect(byDocument.rows.map((row) => row.employeeName)).toEqual(['Carla Ríos']);
    const byName = await review('?search=p%C3%A9rez');
    expect(byName.rows.map((row) => row.employeeName)).toEqual(['Ana Pérez']);
    expect(byName.totals.netPay).toBe(961_667);
    const tooBig = await get(`/api/payroll-review/${february.calendarId}?pageSize=101`);
    expect(tooBig.statusCode).toBe(400);
  });

  it("opens a person's lines with Spanish concept names, never engine codes, and last period's value", async () => {
    const response = await get(`/api/payroll-review/${february.calendarId}/employees/${contractIds[0]}`);
    expect(response.statusCode).toBe(200);
    const employee = response.json() as TReviewEmployee;
    expect(employee.row.netPay).toBe(961_667);
    expect(
      employee.lines.map((line) => [line.concept.name, line.kindName, line.value, line.previousValue]),
    ).toEqual([
      ['Salario básico', 'Devengo', 1_000_000, 1_000_000],
      ['Hora extra diurna', 'Devengo', 41_667, null],
      ['Aporte salud empleado', 'Deducción', 40_000, 40_000],
      ['Aporte pensión empleado', 'Deducción', 40_000, 40_000],
      // The catalogue's name of the concept, not the one stored with the line.
      ['Aporte pensión empleador', 'Aporte empleador', 120_000, 120_000],
      ['Provisión prima de servicios', 'Provisión', 83_300, 83_300],
    ]);
    expect(employee.lines[0]).toMatchObject({ units: 15, unitKind: 'days', base: 2_000_000 });
    // Engine identifiers stay on the server: display codes only.
    expect(response.body).not.toMatch(/"BASIC"|"HED"|"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+"/);
    expect(employee.lines[0]?.concept.code).toBe(conceptDisplayCode('BASIC'));
  });

  it('exports the review to Excel with the same figures', async () => {
    const response = await get(
      `/api/payroll-review/${february.calendarId}/export?sortField=netPay&sortOrder=desc`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="prenomina_Nomina_2026-02_Q1.xlsx"',
    );
    const rows = firstSheetRows(response.rawPayload);
    expect(rows[0]).toEqual(['Prenómina Nómina 2026-02 Q1']);
    expect(rows[1]?.slice(0, 6)).toEqual([
      'Documento',
      'Empleado',
      'Días',
      'Devengos',
      'Deducciones',
      'Neto a pagar',
    ]);
    expect(rows[2]?.slice(0, 6)).toEqual(['79333444', 'Bruno Díaz', 15, 1_776_000, 120_000, 1_656_000]);
    expect(rows).toHaveLength(2 + 5 + 1);
    expect(rows[7]?.[5]).toBe(961_667 + 1_656_000 + 966_501);
  });

  it("reviews a retirement's final settlement before Acumular, with nothing to compare it with", async () => {
    const settlement = await settledPeriod(ctx, company, {
      year: 2026,
      month: 3,
      fortnight: null,
      state: 'PROCESSED',
      detail: 'Liquidación definitiva Ana Pérez',
      results: [
        {
          contractId: contractIds[0] as number,
          lines: [
            {
              code: 'BASIC',
              name: 'Salario básico',
              kind: 'earning',
              units: 10,
              unitKind: 'days',
              value: 666_667,
            },
            {
              code: 'CESANTIAS',
              name: 'Cesantías',
              kind: 'earning',
              units: 70,
              unitKind: 'days',
              value: 388_889,
            },
          ],
        },
      ],
    });
    await ctx.db.update(payCalendars).set({ type: 'LD' }).where(eq(payCalendars.id, settlement.calendarId));
    const response = await get(`/api/payroll-review/${settlement.calendarId}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as TReviewPage;
    expect(page.previous).toBeNull();
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({
      employeeName: 'Ana Pérez',
      days: 10,
      earnings: 1_055_556,
      netPay: 1_055_556,
      previousNetPay: null,
      largeChange: false,
      newConcepts: [],
    });
  });

  it("refuses another company's calendar as not found, and an unprocessed or non-payroll one", async () => {
    const foreign = await get(`/api/payroll-review/${february.calendarId}`, otherToken);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('El calendario no existe.');
    const foreignLines = await get(
      `/api/payroll-review/${february.calendarId}/employees/${contractIds[0]}`,
      otherToken,
    );
    expect(foreignLines.statusCode).toBe(404);
    const foreignExport = await get(`/api/payroll-review/${february.calendarId}/export`, otherToken);
    expect(foreignExport.statusCode).toBe(404);

    const [open] = await ctx.db
      .insert(payCalendars)
      .values({
        companyId: company,
        type: 'NM',
        year: 2026,
        month: 2,
        fortnight: 2,
        periodStart: '2026-02-16',
        periodEnd: '2026-02-28',
        paymentDate: '2026-02-28',
        detail: 'Nómina 2026-02 Q2',
      })
      .returning();
    const notProcessed = await get(`/api/payroll-review/${open?.id}`);
    expect(notProcessed.statusCode).toBe(409);
    expect(notProcessed.json().message).toBe(
      'El período aún no se ha procesado: use Procesar antes de revisar la prenómina.',
    );
  });
});
