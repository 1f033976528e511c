import type { TCalendar, TProcess } from '@quincena/contracts/settlement';
import { REGISTRO_TIPO_2 } from '@quincena/pila';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/helpers/test-app.ts';
import {
  contractEvents,
  contracts,
  pilaResults,
  settlementLines,
  settlementResults,
} from '../../../db/schema/index.ts';
import { contractInput } from '../../employees/employees.fixtures.ts';
import {
  act,
  api,
  calendarsOf,
  PILA_FACTS,
  setCompanyFacts,
  settleInOrder,
  settlementCompany,
  waitForProcess,
} from '../settlement.test-support.ts';

let ctx: TestContext;
let call: ReturnType<typeof api>;
let token: string;
let companyId: number;
let contractIds: number[];
let calendars: TCalendar[];
let ssJanuary: TCalendar;

const nmOf = (month: number, fortnight: 1 | 2) =>
  calendars.find((c) => c.month === month && c.fortnight === fortnight) as TCalendar;

const run = (calendarId: number, action: 'PRO' | 'CLO' | 'REV') => act(ctx, token, calendarId, action);

/** Field `n` of a registro tipo 2, trimmed. */
function field(record: string, n: number): string {
  const spec = REGISTRO_TIPO_2.fields.find((candidate) => candidate.number === n);
  if (!spec) throw new Error(`no field ${n}`);
  return record.slice(spec.start - 1, spec.start - 1 + spec.length).trim();
}

/** Procesar of February's planilla, which must be refused (409): answers the message. */
async function februaryRefusal(): Promise<string> {
  const february = (await calendarsOf(call, 'SS')).find((calendar) => calendar.month === 2) as TCalendar;
  const response = await call('POST', '/api/processes', { calendarId: february.id, action: 'PRO' });
  expect(response.statusCode).toBe(409);
  return response.json().message;
}

beforeAll(async () => {
  ctx = await createTestApp();
  ({ companyId, contractIds, token } = await settlementCompany(ctx, [1_750_905, 4_200_000, 2_000_000]));
  call = api(ctx, token);
  await setCompanyFacts(ctx, companyId, PILA_FACTS);
  calendars = await calendarsOf(call, 'NM');
  await settleInOrder(ctx, token, [nmOf(1, 1), nmOf(1, 2)]);
  const ss = await calendarsOf(call, 'SS');
  ssJanuary = ss.find((calendar) => calendar.month === 1) as TCalendar;
}, 180_000);
afterAll(() => ctx.close());

describe('social security (SS) settlement', () => {
  it('refuses a month whose payroll is processed but not accumulated, in Spanish', async () => {
    expect(((await run(nmOf(2, 1).id, 'PRO')) as TProcess).status).toBe('TERMINADO');
    expect(await februaryRefusal()).toBe(
      'La nómina de febrero de 2026 tiene periodos procesados sin acumular: acumúlelos antes de liquidar la seguridad social.',
    );
    expect(((await run(nmOf(2, 1).id, 'REV')) as { statusCode: number }).statusCode).toBeLessThan(300);
  });

  it('refuses a month whose payroll is not accumulated, in Spanish', async () => {
    expect(await februaryRefusal()).toBe(
      'La nómina de febrero de 2026 no está acumulada: acumule el periodo que cierra el mes antes de liquidar la seguridad social.',
    );
  });

  it('settles one planilla worker per contract whose contributions equal the month’s stored payroll lines', async () => {
    const process = (await run(ssJanuary.id, 'PRO')) as TProcess;
    expect(process).toMatchObject({ status: 'TERMINADO', processed: 3, failed: 0 });
    const rows = await ctx.db
      .select()
      .from(pilaResults)
      .where(and(eq(pilaResults.companyId, companyId), eq(pilaResults.processId, process.id)));
    expect(rows.map((row) => row.contractId).sort()).toEqual([...contractIds].sort());

    // The payroll of January (both fortnights) stored the same social security, line by line.
    const nmProcesses = await ctx.db
      .selectDistinct({ processId: settlementResults.processId })
      .from(settlementResults)
      .where(
        and(
          eq(settlementResults.companyId, companyId),
          inArray(settlementResults.calendarId, [nmOf(1, 1).id, nmOf(1, 2).id]),
        ),
      );
    const sums = await ctx.db
      .select({ code: settlementLines.conceptCode, value: sql<string>`sum(${settlementLines.value})::text` })
      .from(settlementLines)
      .where(
        and(
          eq(settlementLines.companyId, companyId),
          inArray(
            settlementLines.processId,
            nmProcesses.map((row) => row.processId),
          ),
        ),
      )
      .groupBy(settlementLines.conceptCode);
    const byCode = Object.fromEntries(sums.map((row) => [row.code, Number(row.value)]));
    const planilla = (key: 'pension' | 'health' | 'risk' | 'ccf' | 'sena' | 'icbf') =>
      rows.reduce((sum, row) => sum + Number(row[key]), 0);
    const code = (name: string) => byCode[name] ?? 0;
    // The engine pays the planilla's rounding up to the hundred on the employer's side (HEALTH_ER 64 here).
    expect({
      pension: planilla('pension'),
      health: planilla('health'),
      risk: planilla('risk'),
      ccf: planilla('ccf'),
      sena: planilla('sena'),
      icbf: planilla('icbf'),
    }).toEqual({
      pension: code('PENSION_EE') + code('PENSION_ER'),
      health: code('HEALTH_EE') + code('HEALTH_ER'),
      risk: code('ARL_ER'),
      ccf: code('CCF_ER'),
      sena: code('SENA_ER'),
      icbf: code('ICBF_ER'),
    });
    expect(planilla('pension')).toBe(1_272_200);
    expect(planilla('health')).toBe(318_100);
    expect(rows.reduce((sum, row) => sum + Number(row.total), 0)).toBe(1_950_100);
  });

  it('writes the Archivo plano from the stored run: one registro tipo 2 per line, ISO-8859-1 with CRLF', async () => {
    const response = await call('GET', `/api/settlement/planilla-file?calendarId=${ssJanuary.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=iso-8859-1');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename=".+"/);
    const text = response.rawPayload.toString('latin1');
    expect(text.endsWith('\r\n')).toBe(true);
    const records = text.split('\r\n').filter(Boolean);
    expect(records[0]?.slice(0, 2)).toBe('01');
    const workers = records.slice(1);
    expect(workers).toHaveLength(3);
    expect(workers.map((record) => record.length)).toEqual([693, 693, 693]);
    expect(workers.map((record) => field(record, 4))).toEqual(['1020304000', '1020304001', '1020304002']);
    // Field 40: the salary; field 36: 30 days of pension.
    expect(workers.map((record) => Number(field(record, 40)))).toEqual([1_750_905, 4_200_000, 2_000_000]);
    expect(workers.map((record) => Number(field(record, 36)))).toEqual([30, 30, 30]);
  });

  it('lists every stored planilla line in Consulta seguridad social, paged, and exports them all', async () => {
    const page = await call('GET', '/api/queries/social-security?year=2026&month=1&pageSize=5');
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json() as { rows: Array<Record<string, unknown>>; total: number };
    expect(body.total).toBe(3);
    expect(body.rows.map((row) => row.documentNumber)).toEqual(['1020304000', '1020304001', '1020304002']);
    expect(body.rows[0]).toMatchObject({
      calendarId: ssJanuary.id,
      state: 'Procesado',
      line: 1,
      novelty: '',
      pensionDays: 30,
      pensionIbc: 1_750_905,
      pension: 280_200,
      health: 70_100,
      risk: 9_200,
      ccf: 70_100,
      total: 429_600,
    });
    const search = (
      await call('GET', '/api/queries/social-security?year=2026&month=1&search=1020304001')
    ).json();
    expect(search.total).toBe(1);
    const all = (await call('GET', `/api/queries/social-security/export?calendarId=${ssJanuary.id}`)).json();
    expect(all.rows.reduce((sum: number, row: { total: number }) => sum + row.total, 0)).toBe(1_950_100);
    const noPeriod = await call('GET', '/api/queries/social-security?year=2026');
    expect(noPeriod.statusCode).toBe(400);
    expect(noPeriod.json().message).toBe('Diligencie el año y el mes');
    const options = (await call('GET', '/api/queries/social-security/options')).json();
    expect(options.calendars.map((calendar: { id: number }) => calendar.id)).toEqual([ssJanuary.id]);
    expect(options.contracts).toHaveLength(3);
  });

  it('shows every field of the stored registro tipo 2 in Consulta seguridad social, grouped, named in Spanish', async () => {
    const options = (await call('GET', '/api/queries/social-security/options')).json() as {
      recordFields: Array<{ key: string; number: number; header: string; group: string; type: string }>;
    };
    // Fields 3 to 98 of the record (1 and 2 are the record type and its place in the file).
    expect(options.recordFields.map((field) => field.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 96 }, (_, index) => index + 3),
    );
    expect([...new Set(options.recordFields.map((field) => field.group))]).toEqual([
      'Empleado',
      'Novedades',
      'Pensión',
      'Salud',
      'Riesgos laborales',
      'Parafiscales',
      'Exoneración',
    ]);
    const header = (number: number) => options.recordFields.find((field) => field.number === number)?.header;
    expect(header(56)).toBe('Valor de la UPC adicional');
    expect(header(76)).toBe('Cotizante exonerado de pago de aporte salud SENA e ICBF');
    expect(options.recordFields.every((field) => !/[A-Z]+_[A-Z]+/.test(field.header))).toBe(true);

    const [first] = (await call('GET', '/api/queries/social-security?year=2026&month=1&pageSize=5')).json()
      .rows as Array<{ record: Record<string, string | number | null> }>;
    expect(first?.record).toMatchObject({
      f3: 'CC',
      f4: '1020304000',
      f5: '01',
      f31: '230301 - Porvenir S.A. Pensiones y Cesantías',
      f33: 'EPS010 - EPS Sura',
      f35: expect.stringMatching(/^CCF24 - \S/),
      f77: '14-23 - Positiva Compañía de Seguros S.A.',
      f36: 30,
      f40: 1_750_905,
      f42: 1_750_905,
      f46: '16 %',
      f50: 280_200,
      f55: 70_100,
      f56: 0,
      f61: '0,522 %',
      f63: 9_200,
      f64: '4 %',
      f65: 70_100,
      f76: 'S',
      // Hired in January: ING with its date; no novelty dates.
      f15: 'X',
      f80: expect.stringMatching(/^2026-01-\d\d$/),
      f83: null,
    });
    expect(Object.keys(first?.record ?? {})).toHaveLength(96);
    const all = (await call('GET', `/api/queries/social-security/export?calendarId=${ssJanuary.id}`)).json();
    expect(Object.keys(all.rows[0].record)).toHaveLength(96);
  });

  it('reports each cotizante and what is owed to each administrator (Reporte Seguridad Social)', async () => {
    const definition = (await call('GET', '/api/settlement/social-security-report/definition')).json();
    expect(definition.parameters[0].options.map((option: { code: string }) => option.code)).toEqual([
      String(ssJanuary.id),
    ]);
    const missing = await call('POST', '/api/settlement/social-security-report', {
      reports: [{ position: 1, parameters: [{ tag: 'calendario', value: null }] }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Seleccione el calendario de seguridad social');
    const response = await call('POST', '/api/settlement/social-security-report', {
      reports: [1, 2].map((position) => ({
        position,
        parameters: [{ tag: 'calendario', value: String(ssJanuary.id) }],
      })),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [people, owed] = response.json().sheets as Array<{ rows: unknown[][] }>;
    expect(people?.rows).toHaveLength(3);
    expect(people?.rows[0]?.slice(1, 7)).toEqual([
      '1020304000',
      expect.any(String),
      '230301',
      'EPS010',
      '14-23',
      'CCF24',
    ]);
    // Every employee is with the same administrators: one line each, and the total of the planilla.
    expect(owed?.rows).toEqual([
      ['Salud', 'EPS010', 'EPS Sura', 3, 318_100],
      ['Pensión', '230301', 'Porvenir S.A. Pensiones y Cesantías', 3, 1_272_200],
      ['Riesgos laborales', '14-23', 'Positiva Compañía de Seguros S.A.', 3, 41_700],
      ['Caja de compensación familiar', 'CCF24', expect.any(String), 3, 318_100],
      ['Total', null, null, 3, 1_950_100],
    ]);
  });

  it('charts each month’s stored contributions by subsystem', async () => {
    const chart = (await call('GET', '/api/settlement/social-security-chart')).json();
    const at = chart.months.indexOf('2026-01');
    expect(chart.labels[at]).toBe('ene 2026');
    expect(
      chart.datasets.map((dataset: { label: string; data: number[] }) => [dataset.label, dataset.data[at]]),
    ).toEqual([
      ['Salud', 318_100],
      ['Pensión y fondo de solidaridad', 1_272_200],
      ['Riesgos laborales', 41_700],
      ['Caja de compensación', 318_100],
      ['SENA e ICBF', 0],
    ]);
    expect(chart.datasets[0].data[chart.months.indexOf('2026-02')]).toBe(0);
  });

  it('makes a contract with incomplete affiliation an error row while the others settle', async () => {
    await ctx.db
      .update(contracts)
      .set({ arlRiskClass: '7' })
      .where(and(eq(contracts.companyId, companyId), eq(contracts.id, contractIds[1] as number)));
    const process = (await run(ssJanuary.id, 'PRO')) as TProcess;
    expect(process).toMatchObject({ status: 'TERMINADO', processed: 2, failed: 1 });
    const errors = (await call('GET', `/api/processes/${process.id}/errors`)).json() as Array<{
      message: string;
    }>;
    expect(errors.map((error) => error.message)).toEqual([
      expect.stringContaining('La clase de riesgo laboral (7) no es válida: debe ser un número de 1 a 5.'),
    ]);
    await ctx.db
      .update(contracts)
      .set({ arlRiskClass: '1' })
      .where(and(eq(contracts.companyId, companyId), eq(contracts.id, contractIds[1] as number)));
  });

  it('freezes with CLO and undoes with REV', async () => {
    expect(((await run(ssJanuary.id, 'PRO')) as TProcess).status).toBe('TERMINADO');
    const close = (await run(ssJanuary.id, 'CLO')) as { statusCode: number };
    expect(close.statusCode).toBeLessThan(300);
    const again = await call('POST', '/api/processes', { calendarId: ssJanuary.id, action: 'PRO' });
    expect(again.statusCode).toBe(409);
    expect(((await run(ssJanuary.id, 'REV')) as { statusCode: number }).statusCode).toBeLessThan(300);
    const state = async () =>
      (await calendarsOf(call, 'SS')).find((calendar) => calendar.id === ssJanuary.id)?.state;
    expect(await state()).toBe('PROCESSED');
    // The planilla of a month not yet processed cannot be written.
    const ss = await calendarsOf(call, 'SS');
    const march = ss.find((calendar) => calendar.month === 3) as TCalendar;
    const file = await call('GET', `/api/settlement/planilla-file?calendarId=${march.id}`);
    expect(file.statusCode).toBe(400);
    expect(file.json().message).toBe('Procese la seguridad social del mes antes de generar el archivo plano');
    const payroll = await call('GET', `/api/settlement/planilla-file?calendarId=${nmOf(1, 1).id}`);
    expect(payroll.json().message).toBe('El calendario no es de seguridad social');
  });
});

describe('a contract paid in the month that no period closes', () => {
  it('is an error row of the planilla run, never left out silently', async () => {
    const other = await settlementCompany(ctx, [1_750_905, 2_000_000]);
    const otherCall = api(ctx, other.token);
    await setCompanyFacts(ctx, other.companyId, { ...PILA_FACTS, nit: '900123457', checkDigit: '6' });
    // A fixed-term contract that ended on 10 January without its retirement registered: a notice of
    // non-renewal given in time ended it (without one the law renews it and it is paid, decision 0311).
    await ctx.db
      .update(contracts)
      .set({ contractType: '1', endDate: '2026-01-10' })
      .where(and(eq(contracts.companyId, other.companyId), eq(contracts.id, other.contractIds[1] as number)));
    await ctx.db.insert(contractEvents).values({
      companyId: other.companyId,
      contractId: other.contractIds[1] as number,
      type: 'PREAVISO_NO_RENOVACION',
      eventDate: '2025-12-01',
      noticeDate: '2025-12-01',
      previousEndDate: '2026-01-10',
    });
    const payroll = await calendarsOf(otherCall, 'NM');
    const fortnight = (half: 1 | 2) =>
      payroll.find((c) => c.month === 1 && c.fortnight === half) as TCalendar;
    await settleInOrder(ctx, other.token, [fortnight(1), fortnight(2)]);
    const ss = await calendarsOf(otherCall, 'SS');
    const january = ss.find((calendar) => calendar.month === 1) as TCalendar;
    const pro = await otherCall('POST', '/api/processes', { calendarId: january.id, action: 'PRO' });
    expect(pro.statusCode, pro.body).toBe(202);
    const process = await waitForProcess(ctx, other.token, pro.json().id);
    expect(process).toMatchObject({ status: 'TERMINADO', processed: 1, failed: 1 });
    const errors = (await otherCall('GET', `/api/processes/${process.id}/errors`)).json() as Array<{
      message: string;
    }>;
    expect(errors[0]?.message).toContain(`Contrato ${other.contractIds[1]}`);
    expect(errors[0]?.message).toContain('ningún periodo acumulado cierra su mes');
  });
});

describe('a worker retired and re-hired in the same month', () => {
  it('is one cotizante of the planilla with a RET record and an ING record', async () => {
    const other = await settlementCompany(ctx, [1_750_905]);
    const otherCall = api(ctx, other.token);
    await setCompanyFacts(ctx, other.companyId, { ...PILA_FACTS, nit: '900123458', checkDigit: '4' });
    const payroll = await calendarsOf(otherCall, 'NM');
    const first = payroll.find((c) => c.month === 1 && c.fortnight === 1) as TCalendar;
    const second = payroll.find((c) => c.month === 1 && c.fortnight === 2) as TCalendar;
    const retired = await otherCall('POST', '/api/novelties/retirements', {
      calendarId: first.id,
      contractId: other.contractIds[0],
      reasonCode: 'RENUNCIA',
      date: '2026-01-10',
    });
    expect(retired.statusCode, retired.body).toBeLessThan(300);
    const [contract] = await ctx.db
      .select({ personId: contracts.personId })
      .from(contracts)
      .where(eq(contracts.id, other.contractIds[0] as number));
    const rehired = await otherCall(
      'POST',
      '/api/contracts',
      contractInput(contract?.personId as number, other.jobId, {
        startDate: '2026-01-20',
        salary: { amount: 2_000_000, startDate: '2026-01-20' },
      }),
    );
    expect(rehired.statusCode, rehired.body).toBe(201);
    await settleInOrder(ctx, other.token, [first, second]);
    // The final settlement closed the first contract on 10 January: the second fortnight pays only the re-hire.
    const secondFortnight = await ctx.db
      .select({ contractId: settlementResults.contractId })
      .from(settlementResults)
      .where(
        and(eq(settlementResults.companyId, other.companyId), eq(settlementResults.calendarId, second.id)),
      );
    expect(secondFortnight.map((row) => row.contractId)).toEqual([rehired.json().contract.id]);
    const ss = await calendarsOf(otherCall, 'SS');
    const january = ss.find((calendar) => calendar.month === 1) as TCalendar;
    const pro = await otherCall('POST', '/api/processes', { calendarId: january.id, action: 'PRO' });
    const process = await waitForProcess(ctx, other.token, pro.json().id);
    const runErrors = (await otherCall('GET', `/api/processes/${process.id}/errors`)).json();
    expect(runErrors).toEqual([]);
    // One unit: the person, under its first contract.
    expect(process).toMatchObject({ status: 'TERMINADO', processed: 1, failed: 0 });

    const file = await otherCall('GET', `/api/settlement/planilla-file?calendarId=${january.id}`);
    expect(file.statusCode, file.body).toBe(200);
    const records = file.rawPayload.toString('latin1').split('\r\n').filter(Boolean);
    const workers = records.slice(1);
    expect(workers).toHaveLength(2);
    // One cotizante (header field 19). The first employment started and ended in January (ING and
    // RET on its record, Res. 5858/2016); the second record carries the re-hire's ING.
    expect(Number(records[0]?.slice(338, 343))).toBe(1);
    expect(workers.map((record) => [field(record, 15), field(record, 16)])).toEqual([
      ['X', 'X'],
      ['X', ''],
    ]);
    // Fields 80 and 81: the dates of each ING and RET.
    expect(workers.map((record) => [field(record, 80), field(record, 81)])).toEqual([
      ['2026-01-01', '2026-01-10'],
      ['2026-01-20', ''],
    ]);
    // Ten days of the first contract and eleven of the second.
    expect(workers.map((record) => Number(field(record, 36)))).toEqual([10, 11]);
  });
});
