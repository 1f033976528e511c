import type { TNieDocument } from '@quincena/contracts/electronic-payroll';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { nieDocuments } from '../../db/schema/index.ts';
import type { api } from '../settlement/settlement.test-support.ts';
import { issuingCompany, type nieCycle, storedMonthPay } from './electronic-payroll.test-support.ts';

/**
 * Retroactive pay in electronic payroll (issue 32; decision 0347): a raise agreed in February that holds
 * from 1 January is paid in February's payroll; February's document reports the differences in
 * OtrosConceptos and its deductions, January's document stands as it was (no Reemplazar note).
 */
let ctx: TestContext;
let call: ReturnType<typeof api>;
let companyId: number;
let contractId: number;
let cycle: Awaited<ReturnType<typeof nieCycle>>;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ companyId, contractId, call, cycle } = await issuingCompany(ctx, 2_000_000));
  await cycle.issue(1);
  // The change is registered for February's first fortnight, whose Procesar carries January's
  // differences (the run of issue 32, not lines written by hand).
  await cycle.carryRaise({ companyId, contractId, amount: '2300000' }, 2);
}, 240_000);
afterAll(() => ctx.close());

const amountOf = (xml: string, pattern: RegExp) => Number(pattern.exec(xml)?.[1]);

describe('retroactive pay in electronic payroll', () => {
  it('reports the differences in February’s document: OtrosConceptos as salary, never more Basico days', async () => {
    const list = (
      await call('GET', `/api/electronic-payroll/documents?calendarId=${cycle.nieOf(2).id}`)
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
    const stored = await storedMonthPay(ctx.db, companyId, contractId, 2);
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
