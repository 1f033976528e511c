import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  TBillingPlanInput,
  TInstanceInvoice,
  TInvoice,
  TIssueResult,
} from '@quincena/contracts/billing';
import type { TDashboard } from '@quincena/contracts/home';
import type { TCalendar } from '@quincena/contracts/settlement';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, userToken } from '../../../test/factories.ts';
import { FakeClock } from '../../../test/fakes/fake-clock.ts';
import { pdfPages } from '../../../test/helpers/pdf-text.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { auditLog, billingInvoices, companies, users } from '../../db/schema/index.ts';
import { runProcess, settlementCompany } from '../settlement/settlement.test-support.ts';
import { insertNumberedInvoice } from './billing.repository.ts';
import { createBillingService } from './billing.service.ts';

let ctx: TestContext;
let operator: Record<string, string>;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let adminAEmail: string;
let companyA: number;
let companyB: number;

/** Hand-computed figures of decision 0334's example: 50.000 + 12 × 4.500 = 104.000; IVA 19 % = 19.760. */
const PLAN: TBillingPlanInput = {
  baseFee: 50_000,
  employeePrice: 4_500,
  vatRate: 19,
  billingDay: 5,
  dueDays: 15,
  prefix: 'QN',
  rangeFrom: 1001,
  rangeTo: 1002,
  sellerName: 'Quincena Software S.A.S.',
  sellerNit: '900123456',
  sellerCheckDigit: '8',
  sellerAddress: 'Calle 100 # 8A-55, Bogotá',
};

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const issue = async (year: number, month: number) => {
  const response = await call(operator, 'POST', '/api/billing/issue', { year, month });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TIssueResult;
};

const invoicesOf = async (headers: Record<string, string>) =>
  (await call(headers, 'GET', '/api/billing/invoices')).json() as TInvoice[];

const dashboard = async (headers: Record<string, string>) =>
  (await call(headers, 'GET', '/api/home/dashboard')).json() as TDashboard;

beforeAll(async () => {
  ctx = await createTestApp();
  // Company A pays monthly and settles twelve employees in January 2026.
  const salaries = Array.from({ length: 12 }, (_, index) => 1_750_905 + index * 1000);
  const a = await settlementCompany(ctx, salaries, { paymentPeriod: '5' });
  companyA = a.companyId;
  adminA = bearer(a.token);
  await ctx.db
    .update(companies)
    .set({ nit: '800197268', checkDigit: '4', address: 'Carrera 7 # 32-16, Medellín' })
    .where(eq(companies.id, companyA));
  const calendars = (await call(adminA, 'GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
  const january = calendars.find((calendar) => calendar.month === 1) as TCalendar;
  const pro = await runProcess(ctx, a.token, january.id, 'PRO');
  expect(pro.process?.status, pro.response.body).toBe('TERMINADO');
  expect((await runProcess(ctx, a.token, january.id, 'CLO')).response.statusCode).toBeLessThan(300);
  const [userA] = await ctx.db.select().from(users).where(eq(users.companyId, companyA));
  adminAEmail = userA?.email as string;

  // Company B: an administrator, no payroll.
  const b = await createCompany(ctx.db, { name: 'Compañía Vecina Ltda.' });
  companyB = b.id;
  adminB = bearer(await userToken(ctx, { companyId: companyB }));
  operator = bearer(await userToken(ctx, { companyId: companyB, instanceAdmin: true }));
}, 120_000);
afterAll(() => ctx.close());

describe('billing: the price plan (/TI)', () => {
  it('is the operator’s only, and refuses invalid values with Spanish messages', async () => {
    expect((await call(adminA, 'PUT', '/api/billing/plan', PLAN)).statusCode).toBe(403);
    expect((await call(adminA, 'POST', '/api/billing/issue', { year: 2026, month: 1 })).statusCode).toBe(403);
    expect((await call(operator, 'GET', '/api/billing/plan')).json()).toEqual({ plan: null });
    // Without a plan nothing is issued.
    expect((await issue(2026, 1)).warning).toBe(
      'No hay plan de precios configurado: configúrelo en Administración de la instancia',
    );

    const bad = await call(operator, 'PUT', '/api/billing/plan', {
      ...PLAN,
      vatRate: 150,
      billingDay: 30,
      rangeFrom: 10,
      rangeTo: 5,
      sellerCheckDigit: '3',
      baseFee: 10.5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      vatRate: 'Ingrese la tarifa de IVA entre 0 y 100 %',
      billingDay: 'El día de facturación debe estar entre 1 y 28',
      baseFee: 'Ingrese la tarifa básica mensual en pesos (entero, 0 o más)',
    });

    const order = await call(operator, 'PUT', '/api/billing/plan', { ...PLAN, rangeFrom: 10, rangeTo: 5 });
    expect(order.json().fields.rangeTo).toBe('El número final debe ser mayor o igual al inicial');
    const digit = await call(operator, 'PUT', '/api/billing/plan', { ...PLAN, sellerCheckDigit: '3' });
    expect(digit.json().fields.sellerCheckDigit).toBe('El dígito de verificación no corresponde al NIT');

    const saved = await call(operator, 'PUT', '/api/billing/plan', PLAN);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().plan).toMatchObject({ ...PLAN, nextNumber: 1001 });
  });
});

describe('billing: the month’s invoices', () => {
  let invoiceA: TInvoice;

  it('issues January from the accumulated payroll: 12 employees, 104.000 + IVA 19.760 = 123.760', async () => {
    expect(await issue(2026, 1)).toEqual({ issued: 2, existing: 0, nothingToBill: 0, warning: null });
    const [first] = await invoicesOf(adminA);
    invoiceA = first as TInvoice;
    expect(invoiceA).toMatchObject({
      number: 'QN1001',
      year: 2026,
      month: 1,
      employees: 12,
      subtotal: 104_000,
      vat: 19_760,
      total: 123_760,
      status: 'PEN',
      statusName: 'Pendiente',
      // The fake clock's day in Colombia, and 15 days later.
      issueDate: '2026-03-02',
      dueDate: '2026-03-17',
    });
    // Company B settled nobody: the base fee only (50.000 + 9.500).
    expect(await invoicesOf(adminB)).toEqual([
      expect.objectContaining({
        number: 'QN1002',
        employees: 0,
        subtotal: 50_000,
        vat: 9_500,
        total: 59_500,
      }),
    ]);
  });

  it('does not issue twice when run again', async () => {
    expect(await issue(2026, 1)).toEqual({ issued: 0, existing: 2, nothingToBill: 0, warning: null });
    const rows = await ctx.db.select().from(billingInvoices).where(eq(billingInvoices.month, 1));
    expect(rows).toHaveLength(2);
  });

  it('mails the invoice with its PDF to the company’s administrators', async () => {
    const mail = await ctx.mail.latest(adminAEmail);
    expect(mail.subject).toBe('Factura QN1001 de Quincena Software S.A.S. — enero de 2026');
    expect(mail.textBody).toContain('Total a pagar: $ 123.760');
    const eml = readdirSync(join(ctx.dataDir, 'outbox')).find((file) =>
      file.includes(`-${String(mail.id).padStart(6, '0')}-`),
    );
    const raw = readFileSync(join(ctx.dataDir, 'outbox', eml as string), 'utf8');
    expect(raw).toContain('filename=factura-QN1001.pdf');
    expect(raw).toContain('Content-Type: application/pdf');
  });

  it('prints seller, buyer, lines, VAT, totals, the amount in words and the payment reference', async () => {
    const response = await call(adminA, 'GET', `/api/billing/invoices/${invoiceA.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const [text] = await pdfPages(response.rawPayload);
    expect(text).toContain('FACTURA DE VENTA N.º QN1001');
    expect(text).toContain('Quincena Software S.A.S.');
    expect(text).toContain('NIT 900.123.456-8');
    expect(text).toContain('NIT 800.197.268-4');
    expect(text).toContain('Carrera 7 # 32-16, Medellín');
    expect(text).toContain('Empleados liquidados en el mes (nómina acumulada) 12 $ 4.500 $ 54.000');
    expect(text).toContain('$ 50.000');
    expect(text).toContain('Subtotal $ 104.000');
    expect(text).toContain('IVA 19 % $ 19.760');
    expect(text).toContain('TOTAL A PAGAR $ 123.760');
    expect(text).toContain('Son: CIENTO VEINTITRÉS MIL SETECIENTOS SESENTA PESOS M/CTE');
    expect(text).toContain('Referencia de pago: QN1001');
    expect(text).toContain('Fecha de vencimiento: 17-03-2026');
    // A reprint is the same document, byte for byte.
    const again = await call(adminA, 'GET', `/api/billing/invoices/${invoiceA.id}/pdf`);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('never shows one company’s invoice to another', async () => {
    expect((await call(adminB, 'GET', `/api/billing/invoices/${invoiceA.id}/pdf`)).statusCode).toBe(404);
    expect((await invoicesOf(adminB)).map((invoice) => invoice.number)).toEqual(['QN1002']);
    expect((await call(adminA, 'GET', '/api/billing/all-invoices')).statusCode).toBe(403);
  });

  it('shows the unpaid invoices on Home’s card', async () => {
    const home = await dashboard(adminA);
    expect(home.pendingInvoices).toBe(1);
    expect(home.pendingInvoicesTotal).toBe(123_760);
  });

  it('stops with a Spanish warning when the range is used up, issuing nothing without a number', async () => {
    expect(await issue(2026, 2)).toEqual({
      issued: 0,
      existing: 0,
      nothingToBill: 0,
      warning: 'Se agotó el rango de numeración de facturas: configure un nuevo rango en el plan de precios',
    });
    expect(await ctx.db.select().from(billingInvoices).where(eq(billingInvoices.month, 2))).toEqual([]);
    // A range that would reuse an issued number is refused; widening the range continues the count.
    const reused = await call(operator, 'PUT', '/api/billing/plan', {
      ...PLAN,
      rangeFrom: 900,
      rangeTo: 1001,
    });
    expect(reused.json().fields.rangeFrom).toBe('El rango incluye números ya facturados con ese prefijo');
    const widened = await call(operator, 'PUT', '/api/billing/plan', { ...PLAN, rangeTo: 1100 });
    expect(widened.json().plan.nextNumber).toBe(1003);
  });

  it('gives two issuers running at once each number once, with no gap', async () => {
    const both = await Promise.all([issue(2026, 2), issue(2026, 2)]);
    expect(both.reduce((sum, result) => sum + result.issued, 0)).toBe(2);
    expect(both.reduce((sum, result) => sum + result.existing, 0)).toBe(2);
    const numbers = (await ctx.db.select().from(billingInvoices).where(eq(billingInvoices.month, 2)))
      .map((row) => row.number)
      .sort();
    expect(numbers).toEqual([1003, 1004]);
    expect((await call(operator, 'GET', '/api/billing/plan')).json().plan.nextNumber).toBe(1005);
  });

  it('gives back the number a losing issuer took when both race for the same company and month', async () => {
    const [february] = await ctx.db
      .select()
      .from(billingInvoices)
      .where(and(eq(billingInvoices.companyId, companyB), eq(billingInvoices.month, 2)));
    const {
      id: _id,
      prefix: _prefix,
      number: _number,
      status: _status,
      ...copy
    } = february as NonNullable<typeof february>;
    // Company B's November 2025, issued twice at once: one stores it, the other nothing, one number used.
    const november = { ...copy, year: 2025, month: 11 };
    const outcomes = await Promise.all([
      insertNumberedInvoice(ctx.db, november),
      insertNumberedInvoice(ctx.db, november),
    ]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['existing', 'issued']);
    const stored = outcomes.find((outcome) => outcome.kind === 'issued');
    expect(stored?.kind === 'issued' && stored.invoice.number).toBe(1005);
    expect((await call(operator, 'GET', '/api/billing/plan')).json().plan.nextNumber).toBe(1006);
  });

  it('cancels an unpaid invoice with a credit note (operator only, audited), which is no longer pending', async () => {
    const request = {
      companyId: companyA,
      invoiceId: invoiceA.id,
      reason: 'Error en el número de empleados',
    };
    expect((await call(adminA, 'POST', '/api/billing/credit-notes', request)).statusCode).toBe(403);
    expect(
      (await call(operator, 'POST', '/api/billing/credit-notes', { ...request, reason: '  ' })).json().fields
        .reason,
    ).toBe('Ingrese el motivo de la nota crédito');
    const note = await call(operator, 'POST', '/api/billing/credit-notes', request);
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json().message).toBe('Factura anulada con nota crédito');
    const again = await call(operator, 'POST', '/api/billing/credit-notes', request);
    expect(again.json().message).toBe('Solo se puede anular una factura pendiente de pago');
    expect(
      (await call(operator, 'POST', '/api/billing/credit-notes', { ...request, companyId: companyB }))
        .statusCode,
    ).toBe(404);

    const january = (await invoicesOf(adminA)).find((invoice) => invoice.month === 1);
    expect(january).toMatchObject({ status: 'ANU', statusName: 'Anulada' });
    const home = await dashboard(adminA);
    // February's invoice (base fee only: 59.500) is the one left pending.
    expect({ count: home.pendingInvoices, total: home.pendingInvoicesTotal }).toEqual({
      count: 1,
      total: 59_500,
    });
    const trail = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyA), eq(auditLog.entity, 'billing_invoices')));
    const update = trail.find((row) => row.action === 'UPDATE');
    expect(update?.after).toEqual({ status: 'ANU' });
    expect(update?.userId).not.toBeNull();
    const [pdf] = await pdfPages(
      (await call(adminA, 'GET', `/api/billing/invoices/${invoiceA.id}/pdf`)).rawPayload,
    );
    expect(pdf).toContain('FACTURA ANULADA CON NOTA CRÉDITO');
    const all = (await call(operator, 'GET', '/api/billing/all-invoices')).json() as TInstanceInvoice[];
    expect(all).toHaveLength(5);
  });
});

describe('billing: the periodic check', () => {
  it('issues the previous month from the billing day (Colombian date), once', async () => {
    const sent: string[] = [];
    const at = (instant: string) =>
      createBillingService({
        db: ctx.db,
        clock: new FakeClock(instant),
        mail: { send: async (message) => void sent.push(message.to) },
        log: pino({ level: 'silent' }),
      });
    // 5 April 03:00 UTC is still 4 April in Colombia: before the billing day (5).
    expect(await at('2026-04-05T03:00:00Z').issueDue()).toBeNull();
    const first = await at('2026-04-05T06:00:00Z').issueDue();
    expect(first).toEqual({ issued: 2, existing: 0, nothingToBill: 0, warning: null });
    expect(await at('2026-04-20T12:00:00Z').issueDue()).toEqual({
      issued: 0,
      existing: 2,
      nothingToBill: 0,
      warning: null,
    });
    const march = await ctx.db.select().from(billingInvoices).where(eq(billingInvoices.month, 3));
    // Nobody was settled in March: the base fee only, dated the day of the check.
    expect(march.map((row) => [row.number, row.employees, row.total, row.issueDate])).toEqual(
      expect.arrayContaining([
        [1006, 0, '59500', '2026-04-05'],
        [1007, 0, '59500', '2026-04-05'],
      ]),
    );
    expect(sent).toContain(adminAEmail);
  });

  it('sends an invoice e-mail that failed at the next check, once', async () => {
    let failing = true;
    const sent: string[] = [];
    const service = createBillingService({
      db: ctx.db,
      clock: new FakeClock('2026-05-05T12:00:00Z'),
      mail: {
        send: async (message) => {
          if (failing) throw new Error('SMTP caído');
          sent.push(message.to);
        },
      },
      log: pino({ level: 'silent' }),
    });
    // April is issued although its e-mails fail: the invoices stand.
    expect((await service.issueDue())?.issued).toBe(2);
    const april = () => ctx.db.select().from(billingInvoices).where(eq(billingInvoices.month, 4));
    expect((await april()).map((row) => row.mailedAt)).toEqual([null, null]);
    failing = false;
    expect((await service.issueDue())?.issued).toBe(0);
    expect((await april()).every((row) => row.mailedAt !== null)).toBe(true);
    expect(sent.filter((to) => to === adminAEmail)).toHaveLength(1);
    await service.issueDue();
    expect(sent.filter((to) => to === adminAEmail)).toHaveLength(1);
  });

  it('logs the exhausted range in Spanish and issues nothing, without failing', async () => {
    // Closing the range right where the count stands: the next number (1010) is beyond it.
    const closed = await call(operator, 'PUT', '/api/billing/plan', { ...PLAN, rangeTo: 1009 });
    expect(closed.json().plan.nextNumber).toBe(1010);
    const lines: string[] = [];
    const service = createBillingService({
      db: ctx.db,
      clock: new FakeClock('2026-06-05T12:00:00Z'),
      mail: { send: async () => undefined },
      log: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }),
    });
    expect((await service.issueMonth(2026, 5)).issued).toBe(0);
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'Se agotó el rango de numeración de facturas: configure un nuevo rango en el plan de precios',
      }),
    );
  });

  it('is run by a server at start-up once the billing day has come', async () => {
    await call(operator, 'PUT', '/api/billing/plan', { ...PLAN, rangeTo: 1100 });
    const server = await createTestApp({
      sharedDatabase: ctx.db,
      clock: new FakeClock('2026-07-06T12:00:00Z'),
    });
    // Closing waits for the check it started.
    await server.close();
    const june = await ctx.db.select().from(billingInvoices).where(eq(billingInvoices.month, 6));
    expect(june.map((row) => row.number).sort()).toEqual([1010, 1011]);
  });
});
