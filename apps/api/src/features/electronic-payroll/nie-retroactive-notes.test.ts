import type { TNieDocument } from '@quincena/contracts/electronic-payroll';
import type { TPayrollConfig } from '@quincena/contracts/payroll-config';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { nieDocuments } from '../../db/schema/index.ts';
import { api, settlementCompany } from '../settlement/settlement.test-support.ts';
import { issuingCompany, type nieCycle, storedMonthPay } from './electronic-payroll.test-support.ts';

/**
 * Retroactive pay as Reemplazar notes of the original months (issue 32; decision 0352, setting
 * REEMPLAZAR): a raise from 2.000.000 to 2.300.000 that holds from 1 January is carried in April's
 * payroll by the real carrying run. January's document was accepted by the DIAN (the simulator this
 * server answers on). April's document reports only April; January's NIE run, done again, issues a
 * Reemplazar note on the accepted document with January corrected: 2.300.000 of Basico, health and
 * pension of 92.000 each.
 */
let ctx: TestContext;
let call: ReturnType<typeof api>;
let companyId: number;
let contractId: number;
let cycle: Awaited<ReturnType<typeof nieCycle>>;

const documents = async (calendarId: number) =>
  (await call('GET', `/api/electronic-payroll/documents?calendarId=${calendarId}`)).json() as TNieDocument[];

async function sendAll(calendarId: number): Promise<TNieDocument[]> {
  const pending = (await documents(calendarId)).filter((d) => d.status === 'PENDIENTE');
  const sent = await call('POST', '/api/electronic-payroll/transfer', {
    calendarId,
    ids: pending.map((d) => d.id),
  });
  expect(sent.statusCode, sent.body).toBe(202);
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const list = await documents(calendarId);
    if (list.every((d) => d.status !== 'EN TRANSFERENCIA')) return list;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('transfer did not end');
}

async function xmlOf(documentId: number): Promise<string> {
  const [row] = await ctx.db
    .select({ xml: nieDocuments.xml })
    .from(nieDocuments)
    .where(and(eq(nieDocuments.companyId, companyId), eq(nieDocuments.id, documentId)));
  return row?.xml as string;
}

/** The month's stored pay of the contract (both fortnights), retroactive lines included. */
async function storedMonth(month: number) {
  const row = await storedMonthPay(ctx.db, companyId, contractId, month);
  return { earnings: Number(row?.earnings), deductions: Number(row?.deductions) };
}

const amountOf = (xml: string, pattern: RegExp) => Number(pattern.exec(xml)?.[1]);
const totals = (xml: string) => ({
  earnings: amountOf(xml, /<DevengadosTotal>([\d.]+)<\/DevengadosTotal>/),
  deductions: amountOf(xml, /<DeduccionesTotal>([\d.]+)<\/DeduccionesTotal>/),
  net: amountOf(xml, /<ComprobanteTotal>([\d.]+)<\/ComprobanteTotal>/),
});

let januaryOriginal: TNieDocument;

beforeAll(async () => {
  ctx = await createTestApp();
  // Transfers go to the simulator mounted on this server, over real HTTP (it validates the XSD).
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  ({ companyId, contractId, call, cycle } = await issuingCompany(ctx, 2_000_000));
  // The company chooses the Reemplazar notes on Configuración de nómina.
  const { config } = (await call('GET', '/api/payroll-config')).json() as { config: TPayrollConfig };
  expect(config.retroactiveElectronicPayroll).toBe('MES_DE_PAGO');
  const saved = await call('PUT', '/api/payroll-config', {
    ...config,
    retroactiveElectronicPayroll: 'REEMPLAZAR',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await cycle.issue(1);
  const january = await sendAll(cycle.nieOf(1).id);
  expect(january.map((d) => [d.kind, d.status])).toEqual([['individual', 'ENVIADO']]);
  januaryOriginal = january[0] as TNieDocument;
  await cycle.settle(2, 3);
  // Registered for April's first fortnight, whose Procesar carries January to March's differences.
  await cycle.carryRaise({ companyId, contractId, amount: '2300000' }, 4);
}, 480_000);
afterAll(() => ctx.close());

describe('retroactive pay as Reemplazar notes of the original months (setting REEMPLAZAR)', () => {
  it('April’s document reports only April: no retroactive line, while April’s payroll paid the differences', async () => {
    const list = await documents(cycle.nieOf(4).id);
    expect(list.map((d) => [d.kind, d.month])).toEqual([['individual', 4]]);
    const xml = await xmlOf(list[0]!.id);
    expect(xml).toMatch(/<Basico DiasTrabajados="30" SueldoTrabajado="2300000.00"\/>/);
    expect(xml).not.toContain('<OtroConcepto');
    expect(xml).not.toContain('Retroactivo');
    // April's 4 % of 2.300.000 only.
    expect(amountOf(xml, /<Salud Porcentaje="4.00" Deduccion="([\d.]+)"\/>/)).toBe(92_000);
    expect(amountOf(xml, /<FondoPension Porcentaje="4.00" Deduccion="([\d.]+)"\/>/)).toBe(92_000);
    const transport = amountOf(xml, /AuxilioTransporte="([\d.]+)"/);
    expect(transport).toBeGreaterThan(0);
    const document = totals(xml);
    expect(document).toEqual({
      earnings: 2_300_000 + transport,
      deductions: 184_000,
      net: 2_300_000 + transport - 184_000,
    });
    // April's payroll did pay January to March's differences: 3 × 300.000, and 3 × 2 × 12.000 deducted.
    expect(await storedMonth(4)).toEqual({
      earnings: document.earnings + 900_000,
      deductions: document.deductions + 72_000,
    });
  });

  it('April’s screen names the months to process again, in Spanish; January’s names none', async () => {
    const april = await call(
      'GET',
      `/api/electronic-payroll/retroactive-months?calendarId=${cycle.nieOf(4).id}`,
    );
    expect(april.statusCode, april.body).toBe(200);
    expect(april.json()).toEqual({
      months: [
        { year: 2026, month: 1 },
        { year: 2026, month: 2 },
        { year: 2026, month: 3 },
      ],
      message:
        'La nómina de abril de 2026 pagó retroactivo de enero de 2026, febrero de 2026 y marzo de 2026. Con la opción «Nota de ajuste (Reemplazar) de los meses originales» este documento no lo incluye: procese de nuevo la nómina electrónica de cada uno de esos meses (revierta su cierre si está cerrada). Si su documento ya fue aceptado por la DIAN, se emite una nota Reemplazar con los totales corregidos; si no se envió o fue rechazado, un documento nuevo con el retroactivo incluido, que se envía en su lugar.',
    });
    const january = await call(
      'GET',
      `/api/electronic-payroll/retroactive-months?calendarId=${cycle.nieOf(1).id}`,
    );
    expect(january.json()).toEqual({ months: [], message: null });
    // Another company's calendar is not found.
    const other = await settlementCompany(ctx, [2_000_000]);
    const foreign = await api(ctx, other.token)(
      'GET',
      `/api/electronic-payroll/retroactive-months?calendarId=${cycle.nieOf(4).id}`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('January’s NIE run, done again, issues a Reemplazar note with January’s corrected totals, which the DIAN accepts', async () => {
    const originalXml = await xmlOf(januaryOriginal.id);
    const original = totals(originalXml);
    const transport = amountOf(originalXml, /AuxilioTransporte="([\d.]+)"/);
    expect(original).toEqual({
      earnings: 2_000_000 + transport,
      deductions: 160_000,
      net: 2_000_000 + transport - 160_000,
    });
    // The month is closed: the clerk reverts the close and processes it again.
    await cycle.run(cycle.nieOf(1).id, 'REV');
    await cycle.run(cycle.nieOf(1).id, 'PRO');
    const list = await documents(cycle.nieOf(1).id);
    expect(list).toHaveLength(1);
    const note = list[0] as TNieDocument;
    expect(note).toMatchObject({ kind: 'replace', status: 'PENDIENTE', prefix: 'NA', month: 1, year: 2026 });
    const xml = await xmlOf(note.id);
    expect(xml).toContain('<TipoNota>1</TipoNota>');
    expect(xml).toContain(`CUNEPred="${januaryOriginal.cune}"`);
    expect(xml).toContain(`NumeroPred="${januaryOriginal.dianNumber}"`);
    expect(xml).toContain('FechaLiquidacionInicio="2026-01-01"');
    expect(xml).toContain('FechaLiquidacionFin="2026-01-31"');
    // January as it should have been paid: 30 days of 2.300.000, health and pension 4 % of it.
    expect(xml).toMatch(/<Basico DiasTrabajados="30" SueldoTrabajado="2300000.00"\/>/);
    expect(xml).not.toContain('<OtroConcepto');
    expect(amountOf(xml, /<Salud Porcentaje="4.00" Deduccion="([\d.]+)"\/>/)).toBe(92_000);
    expect(amountOf(xml, /<FondoPension Porcentaje="4.00" Deduccion="([\d.]+)"\/>/)).toBe(92_000);
    expect(amountOf(xml, /AuxilioTransporte="([\d.]+)"/)).toBe(transport);
    // To the peso: devengados +300.000, deducciones +24.000, comprobante +276.000.
    expect(totals(xml)).toEqual({
      earnings: 2_300_000 + transport,
      deductions: 184_000,
      net: 2_300_000 + transport - 184_000,
    });
    expect(note.earnings).toBe((2_300_000 + transport).toFixed(2));
    expect(note.deductions).toBe('184000.00');
    // January's own payment dates and April's, when the difference was paid.
    const paid = [...xml.matchAll(/<FechaPago>([\d-]+)<\/FechaPago>/g)].map((match) => match[1]);
    expect(paid).toEqual(
      [cycle.nmOf(1, 1), cycle.nmOf(1, 2), cycle.nmOf(4, 1)]
        .map((c) => c.paymentDate)
        .sort((a, b) => a.localeCompare(b)),
    );
    // The simulator validates the note against the DIAN's XSD and accepts it.
    await cycle.run(cycle.nieOf(1).id, 'CLO');
    const sent = await sendAll(cycle.nieOf(1).id);
    expect(sent.map((d) => [d.kind, d.status, d.dianMessages.filter((m) => m.kind === 'Rechazo')])).toEqual([
      ['replace', 'ENVIADO', []],
    ]);
  });

  it('a further run of January keeps the accepted note: no new number', async () => {
    const [before] = await documents(cycle.nieOf(1).id);
    await cycle.run(cycle.nieOf(1).id, 'REV');
    await cycle.run(cycle.nieOf(1).id, 'PRO');
    const after = await documents(cycle.nieOf(1).id);
    expect(after.map((d) => [d.id, d.dianNumber, d.status])).toEqual([
      [before?.id, before?.dianNumber, 'ENVIADO'],
    ]);
  });

  it('a month whose document never went to the DIAN gets a new document with the corrected totals', async () => {
    await cycle.run(cycle.nieOf(2).id, 'PRO');
    const list = await documents(cycle.nieOf(2).id);
    expect(list.map((d) => [d.kind, d.prefix])).toEqual([['individual', 'NE']]);
    const xml = await xmlOf(list[0]!.id);
    const transport = amountOf(xml, /AuxilioTransporte="([\d.]+)"/);
    expect(xml).toMatch(/<Basico DiasTrabajados="30" SueldoTrabajado="2300000.00"\/>/);
    expect(totals(xml)).toEqual({
      earnings: 2_300_000 + transport,
      deductions: 184_000,
      net: 2_300_000 + transport - 184_000,
    });
  });
});
