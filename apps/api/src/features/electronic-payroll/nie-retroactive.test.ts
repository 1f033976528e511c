import type { TNieDocument } from '@quincena/contracts/electronic-payroll';
import type { TCalendar } from '@quincena/contracts/settlement';
import { makeTestPkcs12 } from '@quincena/dian';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { companies, contractSalaries, nieDocuments } from '../../db/schema/index.ts';
import { rowsOf } from '../../platform/sql/rows.ts';
import { upload } from '../company/company.fixtures.ts';
import { api, runProcess, settlementCompany } from '../settlement/settlement.test-support.ts';

/**
 * Retroactive pay in electronic payroll (issue 32; decision 0347): a raise agreed in February that holds
 * from 1 January is paid in February's payroll; February's document reports the differences in
 * OtrosConceptos and its deductions, January's document stands as it was (no Reemplazar note).
 */
let ctx: TestContext;
let call: ReturnType<typeof api>;
let token: string;
let companyId: number;
let contractId: number;
let nm: TCalendar[];
let nieCalendars: TCalendar[];

const run = async (calendarId: number, action: 'PRO' | 'CLO') => {
  const { response, process } = await runProcess(ctx, token, calendarId, action);
  expect(response.statusCode, response.body).toBeLessThan(300);
  if (action === 'PRO') expect(process?.status, JSON.stringify(process)).toBe('TERMINADO');
};
const nmOf = (month: number, fortnight: 1 | 2) =>
  nm.find((c) => c.month === month && c.fortnight === fortnight) as TCalendar;
const nieOf = (month: number) => nieCalendars.find((c) => c.month === month) as TCalendar;

beforeAll(async () => {
  ctx = await createTestApp();
  let ids: number[];
  ({ companyId, token, contractIds: ids } = await settlementCompany(ctx, [2_000_000]));
  contractId = ids[0]!;
  call = api(ctx, token);
  await ctx.db
    .update(companies)
    .set({
      nit: '900123456',
      checkDigit: '8',
      companyName: 'Panadería La Espiga S.A.S.',
      address: 'Calle 45 # 13-20',
      countryCode: 'CO',
      departmentCode: '11',
      municipalityCode: '11001',
    })
    .where(eq(companies.id, companyId));
  const certificate = makeTestPkcs12({ nit: '900123456' });
  const enabled = await call('PUT', '/api/electronic-payroll/enablement', {
    enabledAnswer: '2059',
    testSetId: '8e5ba8a5-6b4b-4f60-9c3b-1c1f3f0c9a01',
    softwareId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    pin: '75315',
    certificate: upload('firma.p12', Buffer.from(certificate.p12)),
    certificatePassword: certificate.password,
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  nm = (await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
  nieCalendars = (await call('GET', '/api/calendars?type=NIE&year=2026')).json() as TCalendar[];
  for (const fortnight of [1, 2] as const) {
    await run(nmOf(1, fortnight).id, 'PRO');
    await run(nmOf(1, fortnight).id, 'CLO');
  }
  await run(nieOf(1).id, 'PRO');
  await run(nieOf(1).id, 'CLO');
  await ctx.db
    .update(contractSalaries)
    .set({ amount: '2300000' })
    .where(and(eq(contractSalaries.companyId, companyId), eq(contractSalaries.contractId, contractId)));
  // The change is registered for February's first fortnight, whose Procesar carries January's
  // differences (the run of issue 32, not lines written by hand).
  const change = await call('POST', '/api/retroactive/changes', {
    contractIds: [contractId],
    from: '2026-01-01',
    carryingCalendarId: nmOf(2, 1).id,
    source: 'SALARY',
  });
  expect(change.statusCode, change.body).toBe(201);
  await run(nmOf(2, 1).id, 'PRO');
  await run(nmOf(2, 1).id, 'CLO');
  await run(nmOf(2, 2).id, 'PRO');
  await run(nmOf(2, 2).id, 'CLO');
  await run(nieOf(2).id, 'PRO');
}, 240_000);
afterAll(() => ctx.close());

const amountOf = (xml: string, pattern: RegExp) => Number(pattern.exec(xml)?.[1]);

describe('retroactive pay in electronic payroll', () => {
  it('reports the differences in February’s document: OtrosConceptos as salary, never more Basico days', async () => {
    const list = (
      await call('GET', `/api/electronic-payroll/documents?calendarId=${nieOf(2).id}`)
    ).json() as TNieDocument[];
    expect(list).toHaveLength(1);
    const [document] = list;
    expect(document).toMatchObject({ kind: 'individual', month: 2 });
    const [row] = await ctx.db
      .select({ xml: nieDocuments.xml })
      .from(nieDocuments)
      .where(and(eq(nieDocuments.companyId, companyId), eq(nieDocuments.id, document!.id)));
    const xml = row!.xml;
    // February's own salary: 30 days of 2.300.000; the 300.000 of January are not days of February.
    expect(xml).toMatch(/<Basico DiasTrabajados="30" SueldoTrabajado="2300000.00"\/>/);
    const others = [...xml.matchAll(/<OtroConcepto ([^>]*)\/>/g)].map((match) => match[1]);
    expect(others).toEqual([
      'DescripcionConcepto="Retroactivo Salario básico primera quincena de enero de 2026" ConceptoS="150000.00"',
      'DescripcionConcepto="Retroactivo Salario básico segunda quincena de enero de 2026" ConceptoS="150000.00"',
    ]);
    // Health and pension: February's 4 % of 2.300.000 (92.000) plus January's differences (2 × 6.000).
    expect(amountOf(xml, /<Salud Porcentaje="4.00" Deduccion="([\d.]+)"\/>/)).toBe(104_000);
    expect(amountOf(xml, /<FondoPension Porcentaje="4.00" Deduccion="([\d.]+)"\/>/)).toBe(104_000);
    // The totals are the payroll's, differences included, and consistent with each other.
    const [stored] = await rowsOf<{ earnings: string; deductions: string }>(
      ctx.db,
      sql`select sum(r.earnings)::text as earnings, sum(r.deductions)::text as deductions
            from settlement_results r join pay_calendars c on c.company_id = r.company_id and c.result_process_id = r.process_id
           where r.company_id = ${companyId} and r.contract_id = ${contractId} and c.type = 'NM'
             and c.year = 2026 and c.month = 2`,
    );
    const earnings = amountOf(xml, /<DevengadosTotal>([\d.]+)<\/DevengadosTotal>/);
    const deductions = amountOf(xml, /<DeduccionesTotal>([\d.]+)<\/DeduccionesTotal>/);
    expect(earnings).toBe(Number(stored?.earnings));
    expect(deductions).toBe(Number(stored?.deductions));
    expect(amountOf(xml, /<ComprobanteTotal>([\d.]+)<\/ComprobanteTotal>/)).toBe(earnings - deductions);
    // 2.300.000 of February, 300.000 of January's differences, February's transport aid.
    const transport = amountOf(xml, /AuxilioTransporte="([\d.]+)"/);
    expect(transport).toBeGreaterThan(0);
    expect(earnings).toBe(2_300_000 + 300_000 + transport);
  });

  it('leaves January’s document standing: no Reemplazar note for the closed month', async () => {
    const january = await ctx.db
      .select({ kind: nieDocuments.kind, month: nieDocuments.month })
      .from(nieDocuments)
      .where(and(eq(nieDocuments.companyId, companyId), eq(nieDocuments.month, 1)));
    expect(january).toEqual([{ kind: 'individual', month: 1 }]);
  });
});
