import { BULK_MESSAGES, type TBulkTemplate } from '@quincena/contracts/bulk-loads';
import { QUERY_MESSAGES, type TPayrollQueryPage } from '@quincena/contracts/queries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { createImportedHistoryReader } from '../../pay-period/imported-history.ts';
import { createQueriesService } from './queries.service.ts';
import {
  accumulatedJanuary,
  fortnightLines,
  readingCompany,
  settledPeriod,
  typicalResults,
} from './queries.test-support.ts';

let ctx: TestContext;
let token: string;
let companyId: number;
let contractIds: number[];
let processed: { calendarId: number };
let accumulated: { calendarId: number };
let otherToken: string;
let otherCalendar: { calendarId: number };

const get = (url: string, as = token) => ctx.app.inject({ method: 'GET', url, headers: bearer(as) });
const post = (url: string, payload: object, as = token) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(as), payload });

beforeAll(async () => {
  ctx = await createTestApp();
  ({ token, companyId, contractIds } = await readingCompany(ctx, [
    {
      documentNumber: '52111222',
      firstName: 'Ana',
      firstSurname: 'Pérez',
      salary: 2_000_000,
      startDate: '2025-06-01',
    },
    { documentNumber: '79333444', firstName: 'Bruno', firstSurname: 'Díaz', salary: 3_000_000 },
    { documentNumber: '1010555666', firstName: 'Carla', firstSurname: 'Ríos', salary: 1_750_905 },
  ]));
  const [ana, bruno, carla] = contractIds as [number, number, number];
  accumulated = await accumulatedJanuary(ctx, companyId, [ana, 2_000_000], [bruno, 3_000_000]);
  processed = await settledPeriod(ctx, companyId, {
    year: 2026,
    month: 2,
    fortnight: 1,
    state: 'PROCESSED',
    results: [
      {
        contractId: ana,
        lines: fortnightLines(2_000_000, [
          {
            code: 'HED',
            name: 'Hora extra diurna',
            kind: 'earning',
            units: 4,
            unitKind: 'hours',
            value: 41_667,
          },
        ]),
      },
      { contractId: bruno, lines: fortnightLines(3_000_000) },
      { contractId: carla, lines: fortnightLines(1_750_905) },
    ],
  });
  const other = await readingCompany(ctx, [
    { documentNumber: '52999888', firstName: 'Otra', firstSurname: 'Persona', salary: 2_000_000 },
  ]);
  otherToken = other.token;
  otherCalendar = await settledPeriod(ctx, other.companyId, {
    year: 2026,
    month: 2,
    fortnight: 1,
    state: 'PROCESSED',
    results: typicalResults([other.contractIds[0] as number, 2_000_000]),
  });
}, 120_000);
afterAll(() => ctx.close());

describe('open payroll', () => {
  it('lists the current lines of processed payroll periods only, paged on the server', async () => {
    const response = await get('/api/queries/open-payroll?pageSize=5&page=1');
    expect(response.statusCode).toBe(200);
    const page = response.json() as TPayrollQueryPage;
    // 3 employees × 5 lines + Ana's overtime; the accumulated January lines are not open.
    expect(page.total).toBe(16);
    expect(page.rows).toHaveLength(5);
    expect(page.rows.every((row) => row.calendarId === processed.calendarId)).toBe(true);
    const last = (await get('/api/queries/open-payroll?pageSize=5&page=4')).json() as TPayrollQueryPage;
    expect(last.rows).toHaveLength(1);
    const ids = new Set<string>();
    for (const page of [1, 2, 3, 4]) {
      for (const row of (
        (await get(`/api/queries/open-payroll?pageSize=5&page=${page}`)).json() as TPayrollQueryPage
      ).rows)
        ids.add(row.id);
    }
    expect(ids.size).toBe(16);
  });

  it('shows the row as the user reads it: employee, concept, Spanish kind, units, base, value, period', async () => {
    const page = (await get('/api/queries/open-payroll?conceptCode=HED')).json() as TPayrollQueryPage;
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({
      contractId: contractIds[0],
      documentNumber: '52111222',
      employeeName: 'Ana Pérez',
      conceptCode: 'HED',
      conceptName: 'Hora extra diurna',
      kind: 'earning',
      kindName: 'Devengo',
      units: 4,
      unitKind: 'hours',
      value: 41_667,
      period: '2026-02',
      periodStart: '2026-02-01',
      periodEnd: '2026-02-15',
    });
  });

  it('filters by contract and keyword, and sorts by value on the server', async () => {
    const bruno = (
      await get(`/api/queries/open-payroll?contractId=${contractIds[1]}`)
    ).json() as TPayrollQueryPage;
    expect(bruno.total).toBe(5);
    expect(bruno.rows.every((row) => row.employeeName === 'Bruno Díaz')).toBe(true);
    const byName = (await get('/api/queries/open-payroll?search=r%C3%ADos')).json() as TPayrollQueryPage;
    expect(byName.total).toBe(5);
    const sorted = (
      await get('/api/queries/open-payroll?sortField=value&sortOrder=desc&pageSize=5')
    ).json() as TPayrollQueryPage;
    expect(sorted.rows[0]).toMatchObject({ conceptCode: 'BASIC', value: 1_500_000 });
    const values = sorted.rows.map((row) => row.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('refuses a page size the screen does not offer, an unknown sort column and an accumulated calendar', async () => {
    const size = await get('/api/queries/open-payroll?pageSize=7');
    expect(size.statusCode).toBe(400);
    expect(size.json().message).toContain(QUERY_MESSAGES.pageSizeInvalid);
    expect((await get('/api/queries/open-payroll?sortField=salary')).statusCode).toBe(400);
    const closed = await get(`/api/queries/open-payroll?calendarId=${accumulated.calendarId}`);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(QUERY_MESSAGES.calendarNotOpenPayroll);
  });

  it('exports every matching row and lists the filter options', async () => {
    const exported = (await get('/api/queries/open-payroll/export?sortField=employeeName')).json();
    expect(exported.total).toBe(16);
    expect(exported.rows).toHaveLength(16);
    const options = (await get('/api/queries/open-payroll/options')).json();
    expect(options.calendars.map((calendar: { id: number }) => calendar.id)).toEqual([processed.calendarId]);
    expect(options.contracts).toHaveLength(3);
    expect(options.concepts.map((concept: { code: string }) => concept.code)).toContain('HED');
  });
  it('refuses to export more rows than the limit and asks to narrow the filters', async () => {
    const service = createQueriesService({ db: ctx.db, clock: ctx.clock, exportMax: 15 });
    await expect(service.export(companyId, 'open', { sortOrder: 'asc' })).rejects.toMatchObject({
      statusCode: 400,
      message: QUERY_MESSAGES.tooManyToExport(15),
    });
    const narrowed = await service.export(companyId, 'open', {
      sortOrder: 'asc',
      contractId: contractIds[0],
    });
    expect(narrowed.total).toBe(6);
  });
});

describe('access', () => {
  it('refuses a CLIENT session and never shows or accepts another company’s data', async () => {
    const client = await createUser(ctx.db, { companyId, role: 'CLIENT' });
    const clientToken = await tokenFor(ctx.db, ctx.clock, client);
    for (const url of [
      '/api/queries/open-payroll',
      '/api/queries/historic-payroll?year=2026&month=1',
      '/api/queries/open-payroll/options',
      '/api/queries/historic-payroll/accumulated/template',
    ]) {
      expect((await get(url, clientToken)).statusCode).toBe(403);
    }
    const theirs = (await get('/api/queries/open-payroll', otherToken)).json() as TPayrollQueryPage;
    expect(theirs.total).toBe(5);
    expect(theirs.rows.every((row) => row.calendarId === otherCalendar.calendarId)).toBe(true);
    const foreign = await get(`/api/queries/open-payroll?calendarId=${otherCalendar.calendarId}`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(QUERY_MESSAGES.calendarNotFound);
  });
});

describe('historic payroll and Cargar acumulados', () => {
  it('requires a calendar, or a year and a month', async () => {
    const response = await get('/api/queries/historic-payroll?year=2026');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(QUERY_MESSAGES.periodRequired);
    const byCalendar = (
      await get(`/api/queries/historic-payroll?calendarId=${accumulated.calendarId}`)
    ).json();
    expect(byCalendar.total).toBe(10);
    const byMonth = (await get('/api/queries/historic-payroll?year=2026&month=1')).json();
    expect(byMonth.total).toBe(10);
    expect((await get('/api/queries/historic-payroll?year=2026&month=2')).json().total).toBe(0);
  });

  it('offers a template whose contract sheet lists the company’s contracts', async () => {
    const template = (
      await get('/api/queries/historic-payroll/accumulated/template')
    ).json() as TBulkTemplate;
    expect(template).toMatchObject({ kind: 'accumulated-history', fileName: 'PlantillaCargueAcumulados' });
    expect(template.columns.map((column) => column.header)).toEqual([
      'Contrato o documento',
      'Año',
      'Mes',
      'Días',
      'Días licencia no remunerada',
      'Salario fijo',
      'Salario variable',
      'Horas extra y recargos',
      'Auxilio de transporte',
      'Ingresos laborales',
      'Ingresos no constitutivos de renta',
      'IBC',
    ]);
    expect(template.codeSheets[0]?.options.map((option) => option.code)).toEqual(contractIds.map(String));
  });

  const row = (position: number, cells: string[]) => ({ position, cells });
  /** Ana's December 2025 as both uploads start it: document, year, month, 30 days, '*' leave, salary 2.000.000. */
  const ANA_DECEMBER_2025 = ['52111222', '2025', '12', '30', '*', '2000000'];

  it('refuses the whole file when one month is already accumulated in Quincena, and writes nothing', async () => {
    const response = await post('/api/queries/historic-payroll/accumulated', {
      fileName: 'acumulados.xlsx',
      rows: [
        row(2, [...ANA_DECEMBER_2025, '*', '*', '200000', '2200000', '160000', '2000000']),
        // Ana's January 2026 is in the accumulated second fortnight of January.
        row(3, [
          String(contractIds[0]),
          '2026',
          '1',
          '30',
          '0',
          '2000000',
          '0',
          '0',
          '0',
          '2000000',
          '0',
          '2000000',
        ]),
        row(4, ['99999999', '2025', '11', '30', '0', '1', '0', '0', '0', '1', '0', '1']),
        row(5, ['79333444', '2026', '2', '25', '10', '1', '0', '0', '0', '1', '0', '1']),
      ],
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.outcome).toBe('REJECTED');
    expect(result.message).toBe(BULK_MESSAGES.rejected);
    expect(result.errors).toEqual([
      { row: 3, column: 'Mes', message: QUERY_MESSAGES.accumulatedCovered('Nómina 2026-01 Q2') },
      { row: 4, column: 'Contrato o documento', message: QUERY_MESSAGES.contractUnknown },
      { row: 5, column: 'Días licencia no remunerada', message: QUERY_MESSAGES.daysSum },
    ]);
    const history = await createImportedHistoryReader().monthsBefore(
      ctx.db,
      companyId,
      contractIds,
      '2026-12',
    );
    expect(history.size).toBe(0);
  });

  it('loads earlier months, shows them in the historic query and hands them to the run as month records', async () => {
    const response = await post('/api/queries/historic-payroll/accumulated', {
      fileName: 'acumulados.xlsx',
      rows: [
        row(2, [
          ...ANA_DECEMBER_2025,
          '150000,50',
          '150000,50',
          '200000',
          '2350000,50',
          '166000',
          '2150000,50',
        ]),
        row(3, [
          '52111222',
          '2025',
          '11',
          '28',
          '2',
          '1866667',
          '*',
          '*',
          '186000',
          '2052667',
          '149333',
          '1866667',
        ]),
      ],
    });
    expect(response.json()).toMatchObject({ outcome: 'LOADED', loaded: 2, message: BULK_MESSAGES.loaded(2) });
    const december = (
      await get('/api/queries/historic-payroll?year=2025&month=12&sortField=conceptCode')
    ).json();
    expect(december.rows.map((line: { conceptCode: string }) => line.conceptCode)).toEqual([
      'IMP_FIXED_SALARY',
      'IMP_IBC',
      'IMP_LABOUR_INCOME',
      'IMP_NON_TAXABLE',
      'IMP_OVERTIME',
      'IMP_TRANSPORT_AID',
      'IMP_VARIABLE_SALARY',
    ]);
    expect(december.rows[0]).toMatchObject({
      calendarId: null,
      calendarDetail: 'Acumulado cargado 2025-12',
      employeeName: 'Ana Pérez',
      kindName: 'Acumulado cargado',
      units: 30,
      value: 2_000_000,
    });
    const history = await createImportedHistoryReader().monthsBefore(
      ctx.db,
      companyId,
      contractIds,
      '2026-01',
    );
    expect(history.get(contractIds[0] as number)).toEqual([
      {
        month: '2025-11',
        days: 28,
        unpaidLeaveDays: 2,
        fixedSalary: '1866667',
        variableSalary: '0',
        overtimeAndSurcharges: '0',
        transportAid: '186000',
        labourIncome: '2052667',
        nonTaxableIncome: '149333',
        ibc: '1866667',
      },
      {
        month: '2025-12',
        days: 30,
        unpaidLeaveDays: 0,
        fixedSalary: '2000000',
        variableSalary: '150000.5',
        overtimeAndSurcharges: '150000.5',
        transportAid: '200000',
        labourIncome: '2350000.5',
        nonTaxableIncome: '166000',
        ibc: '2150000.5',
      },
    ]);
    // Strictly before the month asked for.
    const before = await createImportedHistoryReader().monthsBefore(
      ctx.db,
      companyId,
      contractIds,
      '2025-12',
    );
    expect(before.get(contractIds[0] as number)?.map((month) => month.month)).toEqual(['2025-11']);
    // Loading a month again replaces it.
    await post('/api/queries/historic-payroll/accumulated', {
      fileName: 'acumulados.xlsx',
      rows: [
        row(2, ['52111222', '2025', '11', '30', '0', '2000000', '0', '0', '0', '2000000', '0', '2000000']),
      ],
    });
    const again = await createImportedHistoryReader().monthsBefore(ctx.db, companyId, contractIds, '2025-12');
    expect(again.get(contractIds[0] as number)?.[0]).toMatchObject({
      days: 30,
      unpaidLeaveDays: 0,
      ibc: '2000000',
    });
    // Another company's reader call sees none of it.
    const otherOptions = (await get('/api/queries/historic-payroll?year=2025&month=12', otherToken)).json();
    expect(otherOptions.total).toBe(0);
  });

  it('refuses a month after the current one', async () => {
    const response = await post('/api/queries/historic-payroll/accumulated', {
      fileName: 'acumulados.xlsx',
      rows: [row(2, ['52111222', '2026', '4', '30', '0', '1', '0', '0', '0', '1', '0', '1'])],
    });
    expect(response.json().errors).toEqual([{ row: 2, column: 'Mes', message: QUERY_MESSAGES.futureMonth }]);
  });
});

/** Two or more upper-case words joined by "_": the engine's identifiers, never shown to a user. */
const INTERNAL_CODE = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/;

describe('concept codes, Consolidado and final settlements (issue 28)', () => {
  let own: { token: string; companyId: number; contractIds: number[] };
  let secondFortnight: { calendarId: number };
  let finalSettlement: { calendarId: number };
  beforeAll(async () => {
    own = await readingCompany(ctx, [
      { documentNumber: '43555666', firstName: 'Diana', firstSurname: 'Mora', salary: 2_000_000 },
      { documentNumber: '71777888', firstName: 'Elías', firstSurname: 'Gómez', salary: 3_000_000 },
    ]);
    const [diana, elias] = own.contractIds as [number, number];
    await settledPeriod(ctx, own.companyId, {
      year: 2026,
      month: 3,
      fortnight: 1,
      state: 'ACCUMULATED',
      results: typicalResults([diana, 2_000_000]),
    });
    secondFortnight = await settledPeriod(ctx, own.companyId, {
      year: 2026,
      month: 3,
      fortnight: 2,
      state: 'PROCESSED',
      results: typicalResults([diana, 2_000_000]),
    });
    finalSettlement = await settledPeriod(ctx, own.companyId, {
      year: 2026,
      month: 3,
      type: 'LD',
      detail: 'Liquidación de contrato Elías Gómez',
      state: 'PROCESSED',
      results: [{ contractId: elias, lines: fortnightLines(3_000_000) }],
    });
  }, 60_000);

  it('shows each concept with its display code and Spanish name, never an internal identifier', async () => {
    const page = (
      await get(`/api/queries/open-payroll?calendarId=${secondFortnight.calendarId}`, own.token)
    ).json() as TPayrollQueryPage;
    expect(page.total).toBe(5);
    const basic = page.rows.find((row) => row.conceptName === 'Salario básico');
    expect(basic).toMatchObject({ conceptDisplayCode: '001', kindName: 'Devengo' });
    expect(page.rows.map((row) => row.conceptDisplayCode).sort()).toEqual([
      '001',
      '101',
      '102',
      '201',
      '301',
    ]);
    for (const row of page.rows) {
      const shown = [
        row.conceptDisplayCode,
        row.conceptName,
        row.kindName,
        row.calendarDetail,
        row.employeeName,
      ];
      expect(shown.join(' ')).not.toMatch(INTERNAL_CODE);
    }
    const options = (await get('/api/queries/open-payroll/options', own.token)).json();
    expect(options.concepts).toContainEqual({
      code: 'HEALTH_EE',
      displayCode: '101',
      name: 'Aporte salud empleado',
    });
    // Concepto sorts the way the user reads it: by display code.
    const sorted = (
      await get(
        `/api/queries/open-payroll?calendarId=${secondFortnight.calendarId}&sortField=conceptDisplayCode&sortOrder=desc`,
        own.token,
      )
    ).json() as TPayrollQueryPage;
    expect(sorted.rows.map((row) => row.conceptDisplayCode)).toEqual(['301', '201', '102', '101', '001']);
    // The keyword box finds a concept by the code the user sees.
    const searched = (
      await get('/api/queries/open-payroll?search=101', own.token)
    ).json() as TPayrollQueryPage;
    expect(searched.rows.map((row) => row.conceptName)).toEqual([
      'Aporte salud empleado',
      'Aporte salud empleado',
    ]);
  });

  it('adds up the month in Consolidado and Unidades consolidado: both fortnights of March', async () => {
    const page = (
      await get(`/api/queries/open-payroll?calendarId=${secondFortnight.calendarId}`, own.token)
    ).json() as TPayrollQueryPage;
    const basic = page.rows.find((row) => row.conceptDisplayCode === '001');
    // 1.000.000 of the second fortnight + 1.000.000 of the accumulated first one; 15 + 15 days.
    expect(basic).toMatchObject({ value: 1_000_000, consolidatedValue: 2_000_000, consolidatedUnits: 30 });
    const health = page.rows.find((row) => row.conceptDisplayCode === '101');
    // A rate is not added up: 4 % stays 4 %.
    expect(health).toMatchObject({
      value: 40_000,
      consolidatedValue: 80_000,
      units: 4,
      consolidatedUnits: 4,
    });
    const historic = (
      await get('/api/queries/historic-payroll?year=2026&month=3&conceptCode=BASIC', own.token)
    ).json() as TPayrollQueryPage;
    expect(historic.rows).toHaveLength(1);
    expect(historic.rows[0]).toMatchObject({ value: 1_000_000, consolidatedValue: 2_000_000 });
  });

  it('accepts the final settlement (LD) calendar its own picker offers', async () => {
    const options = (await get('/api/queries/open-payroll/options', own.token)).json();
    expect(options.calendars.map((calendar: { id: number }) => calendar.id)).toContain(
      finalSettlement.calendarId,
    );
    const response = await get(
      `/api/queries/open-payroll?calendarId=${finalSettlement.calendarId}`,
      own.token,
    );
    expect(response.statusCode).toBe(200);
    const page = response.json() as TPayrollQueryPage;
    expect(page.total).toBe(5);
    expect(page.rows.every((row) => row.employeeName === 'Elías Gómez')).toBe(true);
    const exported = await get(
      `/api/queries/open-payroll/export?calendarId=${finalSettlement.calendarId}`,
      own.token,
    );
    expect(exported.statusCode).toBe(200);
  });
});
