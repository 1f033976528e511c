import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TCalendar } from '@quincena/contracts/settlement';
import { INCOME_WITHHOLDING_MESSAGES as M, PROCESS_MESSAGES } from '@quincena/contracts/settlement';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, tokenFor, userToken } from '../../../../test/factories.ts';
import { pdfPages } from '../../../../test/helpers/pdf-text.ts';
import { createTestApp, type TestContext } from '../../../../test/helpers/test-app.ts';
import { companies, incomeWithholdingResults, persons } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../platform/sql/rows.ts';
import { api, runProcess, settlementCompany } from '../settlement.test-support.ts';
import { FORMAT_2276_FIELDS } from './exogena.ts';

/** pdftoppm (Debian's poppler-utils) turns the first page into an image a reviewer can look at. */
function savePreview(pdf: Buffer): void {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
  } catch {
    return;
  }
  const dir = join(process.cwd(), '.tmp', 'document-previews');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'formulario220.pdf'), pdf);
  execFileSync('pdftoppm', ['-png', '-r', '80', join(dir, 'formulario220.pdf'), join(dir, 'formulario220')]);
}

/**
 * Ingresos y retenciones (issue 15): three workers paid from January to March 2026, one with a
 * commission and a non-salary bonus, one who resigned on 20 February and was paid his final
 * settlement. Each worker's Formulario 220 must add up to what the accumulated payroll paid and
 * withheld; formats 2276 and 1009 repeat the same figures in the DIAN's layout.
 */
let ctx: TestContext;
let call: ReturnType<typeof api>;
let token: string;
let companyId: number;
let ids: number[];
let cir: TCalendar;

const run = (calendarId: number, action: 'PRO' | 'CLO' | 'REV') => runProcess(ctx, token, calendarId, action);

async function accumulate(calendarId: number) {
  const processed = await run(calendarId, 'PRO');
  expect(processed.process?.status, processed.response.body).toBe('TERMINADO');
  expect((await run(calendarId, 'CLO')).response.statusCode).toBe(200);
}

async function certificates() {
  const [calendar] = await ctx.db
    .select({ processId: sql<number>`result_process_id` })
    .from(sql`pay_calendars`)
    .where(sql`company_id = ${companyId} and id = ${cir.id}`);
  return ctx.db
    .select()
    .from(incomeWithholdingResults)
    .where(
      and(
        eq(incomeWithholdingResults.companyId, companyId),
        eq(incomeWithholdingResults.processId, Number(calendar?.processId)),
      ),
    );
}

/** What the year's accumulated payroll and final settlements stored for a contract: the independent side of the check. */
async function paidInYear(contractId: number) {
  const [row] = await rowsOf<{ earnings: string; deductions: string }>(
    ctx.db,
    sql`select coalesce(sum(r.earnings), 0)::text as earnings, coalesce(sum(r.deductions), 0)::text as deductions
          from settlement_results r
          join pay_calendars c on c.company_id = r.company_id and c.id = r.calendar_id and c.result_process_id = r.process_id
         where r.company_id = ${companyId} and r.contract_id = ${contractId} and c.state = 'ACCUMULATED' and c.year = 2026`,
  );
  return { earnings: Number(row?.earnings), deductions: Number(row?.deductions) };
}

async function lineTotal(contractId: number, codes: string[]) {
  const [row] = await rowsOf<{ value: string }>(
    ctx.db,
    sql`select coalesce(sum(l.value), 0)::text as value
          from settlement_lines l
          join pay_calendars c on c.company_id = l.company_id and c.id = l.calendar_id and c.result_process_id = l.process_id
         where l.company_id = ${companyId} and l.contract_id = ${contractId} and c.state = 'ACCUMULATED'
           and l.concept_code in (${sql.join(
             codes.map((code) => sql`${code}`),
             sql`, `,
           )})`,
  );
  return Math.round(Number(row?.value));
}

const incomeSum = (boxes: Record<string, number>) =>
  [36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 50, 51].reduce(
    (sum, box) => sum + (boxes[box] ?? 0),
    0,
  );
const deductionSum = (boxes: Record<string, number>) =>
  [53, 54, 55, 56, 57, 58, 60].reduce((sum, box) => sum + (boxes[box] ?? 0), 0);

beforeAll(async () => {
  ctx = await createTestApp();
  ({ companyId, token, contractIds: ids } = await settlementCompany(ctx, [1_750_905, 2_500_000, 3_000_000]));
  call = api(ctx, token);
  await ctx.db
    .update(companies)
    .set({ nit: '901777888', checkDigit: '5' })
    .where(eq(companies.id, companyId));
  const [first] = await ctx.db
    .select({ personId: sql<number>`person_id` })
    .from(sql`contracts`)
    .where(sql`company_id = ${companyId} and id = ${ids[0]}`);
  await ctx.db
    .update(persons)
    .set({ secondSurname: 'Muñoz', address: 'Calle 10 # 5-20 <Torre "A">' })
    .where(and(eq(persons.companyId, companyId), eq(persons.id, Number(first?.personId))));
  const year = (await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
  const february = year.filter((item) => item.month === 2);
  for (const [conceptCode, value] of [
    ['COMMISSION', 400_000],
    ['BONUS_NON_SALARY', 200_000],
  ] as const) {
    const item = await call('POST', '/api/novelties/reported', {
      calendarId: february[0]?.id,
      contractId: ids[0],
      conceptCode,
      value,
    });
    expect(item.statusCode, item.body).toBe(201);
  }
  const retirement = await call('POST', '/api/novelties/retirements', {
    calendarId: february[1]?.id,
    contractId: ids[1],
    reasonCode: 'RENUNCIA',
    date: '2026-02-20',
  });
  expect(retirement.statusCode, retirement.body).toBe(201);
  const retirementId = retirement.json().row.id as number;
  for (const period of year.filter((item) => item.month <= 3)) {
    // The final settlement goes before the payroll of its period, which then leaves the contract out.
    if (period.month === 2 && period.fortnight === 2) {
      const ld = (await call('GET', `/api/calendars?type=LD-${retirementId}`)).json() as TCalendar[];
      await accumulate(ld[0]?.id as number);
    }
    await accumulate(period.id);
  }
  cir = ((await call('GET', '/api/calendars?type=CIR&year=2026')).json() as TCalendar[])[0] as TCalendar;
}, 240_000);
afterAll(() => ctx.close());

describe('income and withholding (CIR)', () => {
  it('settles one certificate per worker whose boxes add up to what the year paid and withheld', async () => {
    expect(cir).toMatchObject({ type: 'CIR', year: 2026, state: 'OPEN' });
    const settled = await run(cir.id, 'PRO');
    expect(settled.process?.status, JSON.stringify(settled.process)).toBe('TERMINADO');
    expect(settled.process?.processed).toBe(3);
    const rows = await certificates();
    expect(rows).toHaveLength(3);
    for (const contractId of ids) {
      const row = rows.find((item) => item.contractId === contractId);
      const paid = await paidInYear(contractId);
      const boxes = row?.boxes as Record<string, number>;
      // Every concept the engine pays or withholds sits in a box: the form holds the whole payroll.
      expect(incomeSum(boxes), `contract ${contractId}`).toBe(Math.round(paid.earnings));
      expect(boxes[52]).toBe(incomeSum(boxes) + (boxes[49] ?? 0));
      expect(deductionSum(boxes), `contract ${contractId}`).toBe(Math.round(paid.deductions));
      expect(boxes[53]).toBe(await lineTotal(contractId, ['HEALTH_EE']));
      expect(boxes[54]).toBe(
        await lineTotal(contractId, ['PENSION_EE', 'FSP_SOLIDARITY', 'FSP_SUBSISTENCE']),
      );
      expect(Number(row?.grossIncome)).toBe(boxes[52]);
    }
    const [ana, retired, third] = ids.map((id) => rows.find((item) => item.contractId === id));
    expect(ana?.boxes[41]).toBe(400_000);
    expect(ana?.boxes[46]).toBe(200_000 + (await lineTotal(ids[0] as number, ['TRANSPORT_AID'])));
    expect(ana?.boxes[47]).toBe(0);
    expect(ana?.boxes[59]).toBe(0);
    expect(ana).toMatchObject({ periodFrom: '2026-01-01', periodTo: '2026-12-31' });
    // The resignation: his cesantías and their interest were paid to him (box 47), his period ends with him.
    expect(retired?.boxes[47]).toBe(await lineTotal(ids[1] as number, ['CESANTIAS', 'CESANTIAS_INTEREST']));
    expect(retired?.boxes[47]).toBeGreaterThan(0);
    expect(retired?.boxes[59]).toBeGreaterThan(0);
    expect(retired).toMatchObject({ periodFrom: '2026-01-01', periodTo: '2026-02-20', payablesTotal: '0' });
    expect(third?.boxes[36]).toBe(3 * 3_000_000);
    expect(Number(third?.payablesTotal)).toBeGreaterThan(0);
  });

  it('follows the company’s CIR configuration: a concept moved to another group moves box', async () => {
    const before = (await certificates()).find((row) => row.contractId === ids[0]);
    const aid = await lineTotal(ids[0] as number, ['TRANSPORT_AID']);
    expect(aid).toBeGreaterThan(0);
    expect(
      (await call('DELETE', '/api/cir-config/groups/OTROS_PAGOS/concepts/TRANSPORT_AID')).statusCode,
    ).toBe(200);
    const moved = await call('POST', '/api/cir-config/groups/SALARIOS/concepts', {
      conceptCode: 'TRANSPORT_AID',
    });
    expect(moved.statusCode, moved.body).toBe(201);
    expect((await run(cir.id, 'PRO')).process?.status).toBe('TERMINADO');
    const after = (await certificates()).find((row) => row.contractId === ids[0]);
    expect(after?.boxes[36]).toBe((before?.boxes[36] ?? 0) + aid);
    expect(after?.boxes[46]).toBe((before?.boxes[46] ?? 0) - aid);
    expect(after?.boxes[52]).toBe(before?.boxes[52]);
  });

  it('writes formato 2276 as the XML the prevalidator loads, with the 220’s own figures', async () => {
    const response = await call('GET', `/api/settlement/exogena-xml?format=2276&calendarId=${cir.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Dmuisca_010227604202600000001.xml"',
    );
    const bytes = response.rawPayload;
    // ISO-8859-1: the ñ of Muñoz is the single byte 0xF1.
    expect(bytes.includes(Buffer.from([0x4d, 0x75, 0xf1, 0x6f, 0x7a]))).toBe(true);
    const xml = bytes.toString('latin1');
    expect(xml.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>\r\n<mas ')).toBe(true);
    const rows = await certificates();
    const gross = rows.reduce((sum, row) => sum + Number(row.grossIncome), 0);
    expect(xml).toContain(
      `<Cab>\r\n<Ano>2026</Ano>\r\n<CodCpt>1</CodCpt>\r\n<Formato>2276</Formato>\r\n<Version>4</Version>\r\n` +
        `<NumEnvio>1</NumEnvio>\r\n<FecEnvio>2026-03-02T08:00:00</FecEnvio>\r\n<FecInicial>2026-01-01</FecInicial>\r\n` +
        `<FecFinal>2026-12-31</FecFinal>\r\n<ValorTotal>${gross}</ValorTotal>\r\n<CantReg>3</CantReg>\r\n</Cab>`,
    );
    const records = [...xml.matchAll(/<rentra ([^>]*)\/>/g)].map((match) => match[1] as string);
    expect(records).toHaveLength(3);
    const order = FORMAT_2276_FIELDS.map((field) => field.attribute);
    for (const record of records) {
      const attributes = [...record.matchAll(/(\w+)="([^"]*)"/g)].map((match) => match[1] as string);
      // The prevalidator's order; every required attribute present.
      expect(attributes).toEqual(order.filter((name) => attributes.includes(name)));
      for (const field of FORMAT_2276_FIELDS.filter((item) => item.required)) {
        expect(attributes).toContain(field.attribute);
      }
    }
    const ana = rows.find((row) => row.contractId === ids[0]);
    const anaRecord = records.find((record) => record.includes('nitb="1020304000"')) as string;
    expect(anaRecord).toContain('entinfo="1" tdocb="13" nitb="1020304000"');
    expect(anaRecord).toContain(`pasa="${ana?.boxes[36]}"`);
    expect(anaRecord).toContain(`paco="400000"`);
    expect(anaRecord).toContain(`tingbtp="${ana?.grossIncome}"`);
    expect(anaRecord).toContain(`vare="${ana?.withholding}"`);
    expect(anaRecord).toContain('dir="Calle 10 # 5-20 &lt;Torre &quot;A&quot;&gt;"');
    expect(anaRecord).toContain('pais="169"');
  });

  it('writes formato 1009 with the labour payables at 31 December of the workers still employed', async () => {
    const response = await call(
      'GET',
      `/api/settlement/exogena-xml?format=1009&calendarId=${cir.id}&sendNumber=7&replacement=true`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Dmuisca_020100907202600000007.xml"',
    );
    const xml = response.rawPayload.toString('latin1');
    const records = [...xml.matchAll(/<saldoscp ([^>]*)\/>/g)].map((match) => match[1] as string);
    expect(records).toHaveLength(2);
    expect(records.some((record) => record.includes('nid="1020304001"'))).toBe(false);
    const rows = await certificates();
    const owed = rows.reduce((sum, row) => sum + Number(row.payablesTotal), 0);
    expect(xml).toContain(`<CodCpt>2</CodCpt>`);
    expect(xml).toContain(`<NumEnvio>7</NumEnvio>`);
    expect(xml).toContain(`<ValorTotal>${owed}</ValorTotal>\r\n<CantReg>2</CantReg>`);
    for (const record of records) expect(record.startsWith('cpt="2205" tdoc="13" nid="10203040')).toBe(true);
  });

  it('reports the certificates and the formats as workbooks', async () => {
    for (const [path, sheet, width] of [
      ['/api/settlement/income-withholding-report', 'Certificados', 5 + 25],
      ['/api/settlement/format-2276', 'Formato 2276', 45],
      ['/api/settlement/format-1009', 'Formato 1009', 14],
    ] as const) {
      const definition = (await call('GET', `${path}/definition`)).json();
      expect(definition.parameters[0].options[0].code).toBe(String(cir.id));
      const report = await call('POST', path, {
        reports: [{ position: 1, parameters: [{ tag: 'calendario', value: String(cir.id) }] }],
      });
      expect(report.statusCode, report.body).toBe(200);
      const [first] = report.json().sheets;
      expect(first.name).toBe(sheet);
      expect(first.headers).toHaveLength(width);
    }
  });

  it('prints each worker’s Formulario 220 once the year is accumulated, and only to him', async () => {
    const [ana] = (await certificates()).filter((row) => row.contractId === ids[0]);
    const before = await call(
      'GET',
      `/api/documents/income-certificates?year=2026&personId=${ana?.personId}`,
    );
    expect(before.json().message).toBe('Sin información de ingresos y retenciones para el año 2026');
    expect((await run(cir.id, 'CLO')).response.statusCode).toBe(200);
    const list = await call('GET', `/api/documents/income-certificates?year=2026&personId=${ana?.personId}`);
    expect(list.json()).toEqual({
      certificates: [
        {
          id: `${cir.id}-${ana?.personId}`,
          calendarId: cir.id,
          personId: ana?.personId,
          contractId: ids[0],
          year: 2026,
          description: 'Certificado de ingresos y retenciones · año gravable 2026',
        },
      ],
      message: null,
    });
    const pdf = await call('GET', `/api/documents/income-certificates/${cir.id}/${ana?.personId}/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="certificado_ingresos_retenciones.pdf"',
    );
    const pages = await pdfPages(pdf.rawPayload);
    expect(pages).toHaveLength(2);
    const text = pages.join(' ');
    const money = (value: number | undefined) => new Intl.NumberFormat('es-CO').format(value ?? 0);
    const boxes = ana?.boxes as Record<string, number>;
    expect(text).toContain('Certificado de Ingresos y Retenciones por Rentas de Trabajo y de Pensiones');
    expect(text).toContain('901777888');
    expect(text).toContain('1020304000');
    expect(text).toContain('Muñoz');
    expect(text).toContain('2026 01 01');
    expect(text).toContain(`Pagos por salarios 36 ${money(boxes[36])}`);
    expect(text).toContain(`Pagos por comisiones 41 ${money(400_000)}`);
    expect(text).toContain(`Total de ingresos brutos (Sume 36 a 51) 52 ${money(boxes[52])}`);
    expect(text).toContain(`Aportes obligatorios por salud a cargo del trabajador 53 ${money(boxes[53])}`);
    // The non-filer conditions with the UVT of 2026 (52.374, Res. DIAN 000238 de 2025).
    expect(text).toContain('1.400 UVT ($ 73.323.600)');
    expect(pages[1]).toContain('Firma del trabajador o pensionado');
    savePreview(pdf.rawPayload);

    // His own self-service account reads it; another worker's answers as if it did not exist.
    const client = await createUser(ctx.db, { role: 'CLIENT', companyId, employeeNumberId: '1020304000' });
    const headers = bearer(await tokenFor(ctx.db, ctx.clock, client));
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/documents/income-certificates/${cir.id}/${ana?.personId}/pdf`,
      headers,
    });
    expect(own.statusCode).toBe(200);
    const third = (await certificates()).find((row) => row.contractId === ids[2]);
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api/documents/income-certificates/${cir.id}/${third?.personId}/pdf`,
      headers,
    });
    expect(other.statusCode).toBe(404);
    const mailed = await call('POST', `/api/documents/income-certificates/${cir.id}/${ana?.personId}/email`, {
      email: 'contador@empresa.com.co',
    });
    expect(mailed.json()).toEqual({
      message: 'Certificado de ingresos y retenciones enviado a contador@empresa.com.co',
    });
    expect((await run(cir.id, 'REV')).response.statusCode).toBe(200);
  });

  it('keeps the year’s payroll from being undone under it, and accumulates', async () => {
    const march = ((await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[]).find(
      (item) => item.month === 3 && item.fortnight === 2,
    ) as TCalendar;
    const undo = await run(march.id, 'REV');
    expect(undo.response.statusCode).toBe(409);
    expect(undo.response.json().message).toBe(
      PROCESS_MESSAGES.yearSettlementsRead(['ingresos y retenciones']),
    );
    expect((await run(cir.id, 'CLO')).response.statusCode).toBe(200);
    // Deshacer: the accumulation, the PRO after the configuration change, then the first PRO.
    for (let step = 0; step < 3; step += 1) expect((await run(cir.id, 'REV')).response.statusCode).toBe(200);
    const [calendar] = (await call('GET', '/api/calendars?type=CIR&year=2026')).json() as TCalendar[];
    expect(calendar?.state).toBe('OPEN');
    expect(await certificates()).toHaveLength(0);
    expect((await run(march.id, 'REV')).response.statusCode).toBe(200);
  });

  it('keeps another company out and says when nothing was settled', async () => {
    const other = await createCompany(ctx.db, { paymentPeriod: '4' });
    const stranger = api(ctx, await userToken(ctx, { companyId: other.id }));
    const file = await stranger('GET', `/api/settlement/exogena-xml?format=2276&calendarId=${cir.id}`);
    expect(file.statusCode).toBe(400);
    expect(file.json().message).toBe(M.calendarInvalid);
    const none = await stranger('GET', '/api/settlement/exogena-xml?format=1009');
    expect(none.json().message).toBe(M.nothingSettled);
    const wrong = await stranger('GET', '/api/settlement/exogena-xml?format=2276&sendNumber=0');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain(M.sendNumberInvalid);
  });
});
