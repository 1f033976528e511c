import type { TAccountingSummary, TCalendar, TProcess } from '@quincena/contracts/settlement';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/helpers/test-app.ts';
import {
  accountingEntries,
  accountPlanRows,
  contracts,
  payCalendars,
  settlementLines,
  settlementResults,
} from '../../../db/schema/index.ts';
import { eps } from '../../reference/data/eps.ts';
import { readAccountingFile } from '../files/accounting/file-format.ts';
import { LAYOUTS } from '../files/accounting/layouts.ts';
import {
  ACCOUNTING_FACTS,
  ADMINISTRATION,
  act,
  api,
  calendarsOf,
  costCentreFor,
  setCompanyFacts,
  settleInOrder,
  settlementCompany,
} from '../settlement.test-support.ts';

let ctx: TestContext;
let call: ReturnType<typeof api>;
let token: string;
let companyId: number;
let contractIds: number[];
let nm: TCalendar[];
let cbJanuary: TCalendar;
let cbFebruary: TCalendar;

const nmOf = (month: number, fortnight: 1 | 2) =>
  nm.find((c) => c.month === month && c.fortnight === fortnight) as TCalendar;

const run = (calendarId: number, action: 'PRO' | 'CLO' | 'REV') => act(ctx, token, calendarId, action);

async function entriesOf(processId: number) {
  return ctx.db
    .select()
    .from(accountingEntries)
    .where(and(eq(accountingEntries.companyId, companyId), eq(accountingEntries.processId, processId)));
}

/** The month's stored payroll lines, summed by concept, and its net pay. */
async function januaryPayroll() {
  const processes = (
    await ctx.db
      .selectDistinct({ processId: settlementResults.processId })
      .from(settlementResults)
      .where(
        and(
          eq(settlementResults.companyId, companyId),
          inArray(settlementResults.calendarId, [nmOf(1, 1).id, nmOf(1, 2).id]),
        ),
      )
  ).map((row) => row.processId);
  const lines = await ctx.db
    .select({ code: settlementLines.conceptCode, value: sql<string>`sum(${settlementLines.value})::text` })
    .from(settlementLines)
    .where(and(eq(settlementLines.companyId, companyId), inArray(settlementLines.processId, processes)))
    .groupBy(settlementLines.conceptCode);
  const [net] = await ctx.db
    .select({ value: sql<string>`sum(${settlementResults.netPay})::text` })
    .from(settlementResults)
    .where(and(eq(settlementResults.companyId, companyId), inArray(settlementResults.processId, processes)));
  return {
    byConcept: Object.fromEntries(lines.map((row) => [row.code, Number(row.value)])),
    net: Number(net?.value),
  };
}

beforeAll(async () => {
  ctx = await createTestApp();
  ({ companyId, contractIds, token } = await settlementCompany(ctx, [1_750_905, 4_200_000, 2_000_000]));
  call = api(ctx, token);
  await setCompanyFacts(ctx, companyId, ACCOUNTING_FACTS);
  await costCentreFor(ctx, call, companyId, ADMINISTRATION);
  const sales = { code: 'VEN', name: 'Ventas', expenseType: '52' };
  await costCentreFor(ctx, call, companyId, sales, contractIds[1] as number);
  nm = await calendarsOf(call, 'NM');
  const cb = await calendarsOf(call, 'CB');
  cbJanuary = cb.find((calendar) => calendar.month === 1) as TCalendar;
  cbFebruary = cb.find((calendar) => calendar.month === 2) as TCalendar;
}, 180_000);
afterAll(() => ctx.close());

describe('accounting (CB) settlement', () => {
  it('refuses to run without an account plan, in Spanish', async () => {
    const response = await call('POST', '/api/processes', { calendarId: cbJanuary.id, action: 'PRO' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Configure el plan de cuentas (Contable, Plan de cuentas) antes de liquidar la contabilidad.',
    );
  });

  it('adds the suggested PUC rows once, with the sales variants for a sales cost centre', async () => {
    const first = await call('POST', '/api/accounting/account-plan/defaults');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().created).toBeGreaterThan(100);
    expect((await call('POST', '/api/accounting/account-plan/defaults')).json()).toEqual({ created: 0 });
    const basic = await ctx.db
      .select({
        account: accountPlanRows.account1,
        nature: accountPlanRows.nature,
        type: accountPlanRows.expenseType,
      })
      .from(accountPlanRows)
      .where(and(eq(accountPlanRows.companyId, companyId), eq(accountPlanRows.conceptCode, 'BASIC')));
    expect(basic).toEqual(
      expect.arrayContaining([
        { account: '510506', nature: 'D', type: null },
        { account: '250505', nature: 'C', type: null },
        { account: '520506', nature: 'D', type: '52' },
      ]),
    );
  });

  it('refuses a month whose payroll is not accumulated, in Spanish', async () => {
    const response = await call('POST', '/api/processes', { calendarId: cbFebruary.id, action: 'PRO' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'La nómina de febrero de 2026 no está acumulada: acumule sus periodos antes de liquidar la contabilidad.',
    );
  });

  it('posts the month’s accumulated payroll: debits equal credits, every concept in full, salaries payable equal net pay', async () => {
    await settleInOrder(ctx, token, [nmOf(1, 1), nmOf(1, 2)]);
    const process = (await run(cbJanuary.id, 'PRO')) as TProcess;
    expect(process).toMatchObject({ status: 'TERMINADO', processed: 3, failed: 0 });
    const entries = await entriesOf(process.id);
    const sum = (filter: (entry: (typeof entries)[number]) => boolean) =>
      Math.round(entries.filter(filter).reduce((total, entry) => total + Number(entry.value) * 100, 0)) / 100;
    expect(sum((entry) => entry.nature === 'D')).toBe(sum((entry) => entry.nature === 'C'));

    const { byConcept, net } = await januaryPayroll();
    // Every kind of concept is in the month (earning, deduction, employer contribution, provision).
    expect(new Set(entries.map((entry) => entry.conceptKind))).toEqual(
      new Set(['earning', 'deduction', 'employer_contribution', 'provision']),
    );
    for (const [code, value] of Object.entries(byConcept)) {
      if (value === 0) continue;
      expect(
        sum((entry) => entry.conceptCode === code && entry.nature === 'D'),
        code,
      ).toBe(value);
      expect(
        sum((entry) => entry.conceptCode === code && entry.nature === 'C'),
        code,
      ).toBe(value);
    }
    const payable =
      sum((e) => e.account === '250505' && e.nature === 'C') -
      sum((e) => e.account === '250505' && e.nature === 'D');
    expect(Math.round(payable)).toBe(net);

    // The sales contract's salary is a sales expense; the EPS is the third party of its health.
    const sales = entries.filter((entry) => entry.contractId === contractIds[1]);
    expect(sales.find((entry) => entry.conceptCode === 'BASIC' && entry.nature === 'D')).toMatchObject({
      account: '520506',
      costCentreCode: 'VEN',
    });
    const [contract] = await ctx.db
      .select()
      .from(contracts)
      .where(eq(contracts.id, contractIds[1] as number));
    const health = sales.find((entry) => entry.conceptCode === 'HEALTH_EE' && entry.nature === 'C');
    expect(health?.account).toBe('237005');
    expect(health?.thirdPartyNit).toBe(eps.items.find((item) => item.code === contract?.epsCode)?.nit);

    const summary = (
      await call('GET', `/api/settlement/accounting-summary?calendarId=${cbJanuary.id}`)
    ).json() as TAccountingSummary;
    expect(summary.rows[0]).toEqual({
      col1: 'Concepto',
      col2: 'Valor nómina',
      col3: 'Valor contabilizado',
      col4: 'Diferencia',
    });
    expect(summary.rows.slice(1).every((row) => row.col4 === '0')).toBe(true);
    expect(summary.rows.at(-1)?.col1).toBe('Total');
    expect(summary.rows.find((row) => row.col1 === '001 - Salario básico')?.col2).toBe(
      (byConcept.BASIC as number).toLocaleString('de-DE'),
    );
  });

  it('refuses the Siigo Pyme file until every cost centre has its Siigo centre and sub-centre, then writes them', async () => {
    const file = (format: string) =>
      call(
        'GET',
        `/api/settlement/accounting-file?calendarId=${cbJanuary.id}&layout=SIIGO_PYME&format=${format}&voucherCode=19&voucherNumber=13`,
      );
    const centres = (await call('GET', '/api/accounting/cost-centres')).json() as Array<{
      id: number;
      code: string;
      name: string;
      expenseType: { code: string };
    }>;
    const map = (code: string, siigoCentre: string, siigoSubcentre: string) => {
      const centre = centres.find((candidate) => candidate.code === code)!;
      return call('PUT', `/api/accounting/cost-centres/${centre.id}`, {
        code,
        name: centre.name,
        expenseType: centre.expenseType.code,
        siigoCentre,
        siigoSubcentre,
      });
    };
    const refused = await file('CSV');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Siigo Pyme necesita su propio centro y subcentro de costo: asígnelos en Centro de costos a los centros de costos ADM, VEN y vuelva a generar el plano.',
    );
    // A centre without its sub-centre is no mapping, and a wrong width is refused in Spanish.
    expect((await map('ADM', '0001', '')).json().message).toBe(
      'Agregue el centro de costo Siigo y el subcentro Siigo juntos: Siigo Pyme necesita los dos',
    );
    expect((await map('ADM', '12', '001')).json().message).toBe(
      'El centro de costo Siigo debe tener 4 dígitos',
    );
    expect((await map('ADM', '0001', '001')).statusCode).toBe(200);
    expect((await file('CSV')).json().message).toBe(
      'Siigo Pyme necesita su propio centro y subcentro de costo: asígnelos en Centro de costos al centro de costos VEN y vuelva a generar el plano.',
    );
    const mapped = await map('VEN', '0002', '010');
    expect(mapped.json()).toMatchObject({ code: 'VEN', siigoCentre: '0002', siigoSubcentre: '010' });

    const response = await file('CSV');
    expect(response.statusCode, response.body).toBe(200);
    const rows = new TextDecoder()
      .decode(response.rawPayload)
      .replace('\uFEFF', '')
      .split('\r\n')
      .map((row) => row.split(';'));
    const header = rows.find((row) => row[0] === 'TIPO DE COMPROBANTE (OBLIGATORIO)')!;
    const centre = header.indexOf('CENTRO DE COSTO');
    const subcentre = header.indexOf('SUBCENTRO DE COSTO');
    const data = rows.filter((row) => row[0] === 'L');
    const at = (account: string) => data.filter((row) => row[3] === account);
    // Administration salaries (5105…) post to Siigo centre 1/1, sales salaries (5205…) to 2/10; liabilities to none.
    expect(at('510506').map((row) => [row[centre], row[subcentre]])).toContainEqual(['1', '1']);
    expect(at('520506').map((row) => [row[centre], row[subcentre]])).toContainEqual(['2', '10']);
    expect(at('237005').every((row) => row[centre] === '0' && row[subcentre] === '0')).toBe(true);
    expect(data.some((row) => row[centre] === 'ADM' || row[centre] === 'VEN')).toBe(false);
  });

  it('writes each layout and format so that it reads back into the same entries', async () => {
    const entries = await entriesOf((await processOf(cbJanuary.id)) as number);
    const debits = entries
      .filter((entry) => entry.nature === 'D')
      .reduce((sum, entry) => sum + Math.round(Number(entry.value) * 100), 0);
    for (const layout of ['SIIGO_NUBE', 'SIIGO_PYME', 'WORLD_OFFICE', 'GENERICO'] as const) {
      for (const format of ['XLS', 'TXT', 'CSV'] as const) {
        const response = await call(
          'GET',
          `/api/settlement/accounting-file?calendarId=${cbJanuary.id}&layout=${layout}&format=${format}&voucherCode=19&voucherNumber=13`,
        );
        expect(response.statusCode, `${layout} ${format}: ${response.body}`).toBe(200);
        const bytes = new Uint8Array(response.rawPayload);
        if (format !== 'XLS') {
          const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
          expect(text.startsWith('\uFEFF')).toBe(true);
          expect(text.replaceAll('\r\n', '').includes('\n')).toBe(false);
        }
        const lines = readAccountingFile(LAYOUTS[layout], format, bytes);
        const read = (nature: 'D' | 'C') =>
          lines.filter((line) => line.nature === nature).reduce((sum, line) => sum + line.cents, 0);
        expect([read('D'), read('C')], `${layout} ${format}`).toEqual([debits, debits]);
        expect(new Set(lines.map((line) => line.voucherNumber)), `${layout} ${format}`).toEqual(
          new Set([13]),
        );
        const health = lines.find((line) => line.account === '237005');
        expect(health?.nit).toMatch(/^\d{9}$/);
        // Siigo Pyme writes Siigo's own centre-subcentre (mapped in the test above), the others the code.
        expect(lines.find((line) => line.account === '510506')?.costCentre).toBe(
          layout === 'SIIGO_PYME' ? '1-1' : 'ADM',
        );
      }
    }
    // The concept column shows the display code the clerk sees everywhere (decision 0314).
    const generic = await call(
      'GET',
      `/api/settlement/accounting-file?calendarId=${cbJanuary.id}&layout=GENERICO&format=CSV`,
    );
    const genericText = new TextDecoder().decode(generic.rawPayload).replace('\uFEFF', '');
    const [genericHeader, ...genericRows] = genericText.split('\r\n').filter(Boolean);
    const conceptColumn = genericHeader?.split(';').indexOf('Concepto') ?? -1;
    expect(conceptColumn).toBeGreaterThan(-1);
    const shownCodes = new Set(genericRows.map((row) => row.split(';')[conceptColumn]));
    expect(shownCodes).toContain('001');
    for (const code of shownCodes) expect(code).toMatch(/^(\d{3}|C\d{4})$/);
    expect(genericText).not.toMatch(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/);
    const siigo = await call(
      'GET',
      `/api/settlement/accounting-file?calendarId=${cbJanuary.id}&layout=SIIGO_NUBE&format=CSV`,
    );
    expect(siigo.headers['content-disposition']).toBe('attachment; filename="CTB_Siigo_Nube_2026-01.csv"');
    const [header, first] = new TextDecoder().decode(siigo.rawPayload).replace('\uFEFF', '').split('\r\n');
    expect(header?.split(';')).toHaveLength(27);
    expect(header?.startsWith('Tipo de comprobante;Consecutivo comprobante;Fecha de elaboración ;')).toBe(
      true,
    );
    // Defaults: voucher code 1, number aaaamm, the month's last day.
    expect(first?.split(';').slice(0, 3)).toEqual(['1', '202601', '31/01/2026']);
  });

  it('reports every posting and each account’s balance, and refuses a calendar that is not accounting', async () => {
    const definition = (await call('GET', '/api/settlement/accounting-report/definition')).json();
    expect(definition.parameters[0].options.map((option: { code: string }) => option.code)).toEqual([
      String(cbJanuary.id),
    ]);
    const request = (calendar: number) => ({
      reports: [1, 2].map((position) => ({
        position,
        parameters: [{ tag: 'calendario', value: String(calendar) }],
      })),
    });
    const response = await call('POST', '/api/settlement/accounting-report', request(cbJanuary.id));
    expect(response.statusCode, response.body).toBe(200);
    const [movements, byAccount] = response.json().sheets;
    const processId = (await processOf(cbJanuary.id)) as number;
    expect(movements.rows).toHaveLength((await entriesOf(processId)).length);
    const total = byAccount.rows.at(-1);
    expect(total[0]).toBe('Total');
    expect(total[1]).toBeGreaterThan(0);
    expect(total[1]).toBeCloseTo(total[2], 2);
    const wrong = await call('POST', '/api/settlement/accounting-report', request(nmOf(1, 1).id));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('El calendario no es de contabilidad o no está procesado');
  });

  it('lists the stored postings in Consulta contabilidad, filtered and paged on the server, only to their company', async () => {
    const missing = await call('GET', '/api/queries/accounting');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Diligencie el año y el mes');
    const processId = (await processOf(cbJanuary.id)) as number;
    const stored = await entriesOf(processId);
    const page = await call('GET', '/api/queries/accounting?year=2026&month=1&pageSize=10');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ total: stored.length, page: 1, pageSize: 10 });
    expect(page.json().rows).toHaveLength(10);
    const basic = (
      await call('GET', `/api/queries/accounting?calendarId=${cbJanuary.id}&conceptCode=BASIC&pageSize=20`)
    ).json();
    expect(basic.total).toBe(stored.filter((entry) => entry.conceptCode === 'BASIC').length);
    expect(basic.rows[0]).toMatchObject({
      conceptCode: 'BASIC',
      conceptDisplayCode: '001',
      sourceCalendar: nmOf(1, 1).detail,
      voucherType: 'NM',
    });
    const options = (await call('GET', '/api/queries/accounting/options')).json();
    expect(options.calendars.map((calendar: { id: number }) => calendar.id)).toEqual([cbJanuary.id]);
    expect(options.concepts).toContainEqual({
      code: 'HEALTH_ER',
      displayCode: '202',
      name: expect.any(String),
    });
    const other = await settlementCompany(ctx, [1_750_905]);
    const stranger = api(ctx, other.token);
    expect((await stranger('GET', `/api/queries/accounting?calendarId=${cbJanuary.id}`)).json().total).toBe(
      0,
    );
    expect(
      (
        await stranger(
          'GET',
          `/api/settlement/accounting-file?calendarId=${cbJanuary.id}&layout=GENERICO&format=CSV`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await stranger('GET', `/api/settlement/accounting-summary?calendarId=${cbJanuary.id}`)).statusCode,
    ).toBe(404);
  });

  it('refuses a file of an unprocessed calendar or with a bad parameter, in Spanish', async () => {
    const unprocessed = await call(
      'GET',
      `/api/settlement/accounting-file?calendarId=${cbFebruary.id}&layout=GENERICO&format=CSV`,
    );
    expect(unprocessed.statusCode).toBe(400);
    expect(unprocessed.json().message).toBe(
      'Procese la contabilidad del mes antes de generar el plano contable',
    );
    const code = await call(
      'GET',
      `/api/settlement/accounting-file?calendarId=${cbJanuary.id}&layout=GENERICO&format=CSV&voucherCode=1000`,
    );
    expect(code.statusCode).toBe(400);
    expect(code.json().message).toBe('El código del comprobante debe ser un número de 1 a 999');
    const nmCalendar = await call(
      'GET',
      `/api/settlement/accounting-file?calendarId=${nmOf(1, 1).id}&layout=GENERICO&format=CSV`,
    );
    expect(nmCalendar.json().message).toBe('El calendario no es de contabilidad');
  });

  it('makes a contract the plan cannot post an error row naming the concept; the others post', async () => {
    expect(((await run(cbJanuary.id, 'REV')) as { statusCode: number }).statusCode).toBeLessThan(300);
    await ctx.db
      .update(contracts)
      .set({ costCenterId: null })
      .where(and(eq(contracts.companyId, companyId), eq(contracts.id, contractIds[2] as number)));
    const process = (await run(cbJanuary.id, 'PRO')) as TProcess;
    expect(process).toMatchObject({ status: 'TERMINADO', processed: 2, failed: 1 });
    const errors = (await call('GET', `/api/processes/${process.id}/errors`)).json() as { message: string }[];
    expect(errors.map((error) => error.message).join(' ')).toContain(
      'el contrato no tiene centro de costos y el concepto 001 - Salario básico lo exige en el plan de cuentas',
    );
    const summary = (
      await call('GET', `/api/settlement/accounting-summary?calendarId=${cbJanuary.id}`)
    ).json() as TAccountingSummary;
    const basic = summary.rows.find((row) => row.col1 === '001 - Salario básico');
    expect(basic?.col4).not.toBe('0');
    expect(summary.rows.find((row) => row.col1 === 'Débitos vs créditos')?.col4).toBe('0');
    expect(summary.rows.at(-1)?.col4).not.toBe('0');

    // A concept the plan does not post: every contract is an error row naming it.
    const [ccfCredit] = await ctx.db
      .delete(accountPlanRows)
      .where(
        and(
          eq(accountPlanRows.companyId, companyId),
          eq(accountPlanRows.conceptCode, 'CCF_ER'),
          eq(accountPlanRows.nature, 'C'),
        ),
      )
      .returning();
    expect(((await run(cbJanuary.id, 'REV')) as { statusCode: number }).statusCode).toBeLessThan(300);
    const unmapped = (await run(cbJanuary.id, 'PRO')) as TProcess;
    expect(unmapped).toMatchObject({ status: 'TERMINADO', processed: 0, failed: 3 });
    const reasons = (await call('GET', `/api/processes/${unmapped.id}/errors`)).json() as {
      message: string;
    }[];
    for (const reason of reasons) {
      expect(reason.message).toContain(
        'el concepto 204 - Aporte caja de compensación familiar no tiene cuenta crédito en el plan de cuentas',
      );
    }
    if (ccfCredit) await ctx.db.insert(accountPlanRows).values({ ...ccfCredit, id: undefined } as never);
    expect(((await run(cbJanuary.id, 'REV')) as { statusCode: number }).statusCode).toBeLessThan(300);
    expect((await run(cbJanuary.id, 'PRO')) as TProcess).toMatchObject({
      status: 'TERMINADO',
      processed: 2,
      failed: 1,
    });
  });

  it('refuses to undo the month’s accumulated payroll while its accounting stands, in Spanish', async () => {
    const response = (await run(nmOf(1, 2).id, 'REV')) as { statusCode: number; json(): { message: string } };
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'La contabilidad del mes ya se liquidó con esta nómina: deshágala primero para que no quede con valores que la nómina ya no tiene.',
    );
  });

  it('accumulates and undoes like every run', async () => {
    const clo = (await run(cbJanuary.id, 'CLO')) as { statusCode: number };
    expect(clo.statusCode).toBeLessThan(300);
    const calendars = await calendarsOf(call, 'CB');
    expect(calendars.find((calendar) => calendar.id === cbJanuary.id)?.state).toBe('ACCUMULATED');
    expect(((await run(cbJanuary.id, 'REV')) as { statusCode: number }).statusCode).toBeLessThan(300);
    const pro = await processOf(cbJanuary.id);
    expect(((await run(cbJanuary.id, 'REV')) as { statusCode: number }).statusCode).toBeLessThan(300);
    expect(await entriesOf(pro as number)).toHaveLength(0);
  });
});

async function processOf(calendarId: number) {
  const [calendar] = await ctx.db
    .select({ processId: payCalendars.resultProcessId })
    .from(payCalendars)
    .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, calendarId)));
  return calendar?.processId ?? null;
}
