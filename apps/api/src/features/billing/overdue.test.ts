import type { TDashboard } from '@quincena/contracts/home';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { billingInvoices } from '../../db/schema/index.ts';
import { insertBillingPlan } from './billing.test-support.ts';

/**
 * Home's overdue banner (issue 31): the unpaid invoices whose due date has passed on the Colombian
 * date, their total and the oldest due date; and the operator's copy of any company's invoice PDF.
 */
let ctx: TestContext;
let companyA: number;
let companyB: number;
let adminAUser: Awaited<ReturnType<typeof createUser>>;
let operatorUser: Awaited<ReturnType<typeof createUser>>;
let overdueId: number;

const get = async (user: typeof adminAUser, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(await tokenFor(ctx.db, ctx.clock, user)) });

const dashboard = async () => {
  const response = await get(adminAUser, '/api/home/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TDashboard;
};

/** An invoice stored as the monthly issue leaves it; amounts in whole pesos. */
async function invoice(
  planId: number,
  companyId: number,
  values: { month: number; number: number; dueDate: string; total: number; status?: 'PEN' | 'ANU' },
) {
  const subtotal = Math.round(values.total / 1.19);
  const [row] = await ctx.db
    .insert(billingInvoices)
    .values({
      companyId,
      year: 2026,
      month: values.month,
      planId,
      prefix: 'QN',
      number: values.number,
      issueDate: '2026-01-05',
      dueDate: values.dueDate,
      employees: 0,
      baseFee: String(subtotal),
      employeePrice: '0',
      subtotal: String(subtotal),
      vatRate: '19.00',
      vat: String(values.total - subtotal),
      total: String(values.total),
      status: values.status ?? 'PEN',
      seller: { name: 'Quincena Software S.A.S.', nit: '900123456', checkDigit: '8', address: null },
      buyer: { name: 'Cliente', nit: null, checkDigit: null, address: null },
    })
    .returning({ id: billingInvoices.id });
  return row?.id as number;
}

beforeAll(async () => {
  // The fake clock starts on 2 March 2026, 08:00 in Colombia.
  ctx = await createTestApp();
  companyA = (await createCompany(ctx.db, { name: 'Distribuciones Andinas S.A.S.' })).id;
  companyB = (await createCompany(ctx.db, { name: 'Compañía Vecina Ltda.' })).id;
  adminAUser = await createUser(ctx.db, { companyId: companyA });
  operatorUser = await createUser(ctx.db, { companyId: companyB, instanceAdmin: true });
  const planId = await insertBillingPlan(ctx.db);
  overdueId = await invoice(planId, companyA, { month: 12, number: 1, dueDate: '2026-01-20', total: 70_210 });
  await invoice(planId, companyA, { month: 1, number: 2, dueDate: '2026-02-20', total: 123_760 });
  // Due today: not yet overdue. Cancelled, or another company's: never counted.
  await invoice(planId, companyA, { month: 2, number: 3, dueDate: '2026-03-02', total: 59_500 });
  await invoice(planId, companyA, {
    month: 11,
    number: 4,
    dueDate: '2025-12-20',
    total: 99_000,
    status: 'ANU',
  });
  await invoice(planId, companyB, { month: 1, number: 5, dueDate: '2026-01-20', total: 59_500 });
}, 60_000);
afterAll(() => ctx.close());

describe('Home: overdue invoices', () => {
  it('counts the unpaid invoices past their due date, their total and the oldest due date', async () => {
    const home = await dashboard();
    expect({ count: home.pendingInvoices, total: home.pendingInvoicesTotal }).toEqual({
      count: 3,
      total: 253_470,
    });
    // 70.210 + 123.760 = 193.970; the invoice due today is not overdue yet.
    expect(home.overdueInvoices).toEqual({ count: 2, total: 193_970, oldestDueDate: '2026-01-20' });
  });

  it('makes an invoice overdue when the Colombian date passes its due date, not the UTC one', async () => {
    // 3 March 04:59 UTC is still 2 March, 23:59 in Colombia.
    ctx.clock.advance({ minutes: 15 * 60 + 59 });
    expect((await dashboard()).overdueInvoices.count).toBe(2);
    ctx.clock.advance({ minutes: 1 });
    expect((await dashboard()).overdueInvoices).toEqual({
      count: 3,
      total: 253_470,
      oldestDueDate: '2026-01-20',
    });
  });
});

describe('the operator’s copy of an invoice PDF', () => {
  it('downloads any company’s invoice for the operator only', async () => {
    const url = `/api/billing/all-invoices/${companyA}/${overdueId}/pdf`;
    const pdf = await get(operatorUser, url);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdf.headers['content-disposition']).toContain('factura-QN1.pdf');
    expect((await get(adminAUser, url)).statusCode).toBe(403);
    // The invoice belongs to company A: under company B it does not exist.
    const wrong = await get(operatorUser, `/api/billing/all-invoices/${companyB}/${overdueId}/pdf`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('La factura no existe');
  });
});
