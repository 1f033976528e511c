import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FINAL_SETTLEMENT_MESSAGES as M } from '@quincena/contracts/documents';
import type { TCalendar } from '@quincena/contracts/settlement';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, employeeAccountHeaders, userToken } from '../../../test/factories.ts';
import { pdfPages } from '../../../test/helpers/pdf-text.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { companies, contracts, settlementLines, settlementResults } from '../../db/schema/index.ts';
import { pesosInWords } from '../../platform/pdf/amount-in-words.ts';
import { formatPesos } from '../../platform/pdf/format.ts';
import { api, callerWith, runProcess, settlementCompany } from '../settlement/settlement.test-support.ts';

/**
 * Liquidación de contrato de trabajo (issue 27, decision 0313): a worker hired on 1 January 2026 at
 * $ 2.500.000 is dismissed without just cause on 10 February 2026. Once processed, the document is
 * previewed before Acumular; its amounts are the stored lines to the peso; once accumulated it is one
 * of the worker's documents in /Voucher and can be e-mailed; nobody else reaches it.
 */
let ctx: TestContext;
let call: ReturnType<typeof api>;
let token: string;
let companyId: number;
let dismissed: number;
let personId: number;
let retirementId: number;
let ldCalendar: TCalendar;
let clientHeaders: Record<string, string>;
let colleagueClientHeaders: Record<string, string>;

const WITHDRAWAL = '2026-02-10';
const CLIENT_EMAIL = 'despedido@correo.com.co';
const preview = (id: number, headers?: Record<string, string>) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/novelties/retirements/${id}/final-settlement/pdf`,
    headers: headers ?? bearer(token),
  });

async function storedLines(processId: number) {
  return ctx.db
    .select()
    .from(settlementLines)
    .where(and(eq(settlementLines.processId, processId), eq(settlementLines.contractId, dismissed)))
    .orderBy(asc(settlementLines.lineNo));
}

async function currentResult() {
  const calendar = await ctx.db.query.payCalendars.findFirst({
    where: (table, { eq: equals }) => equals(table.id, ldCalendar.id),
  });
  const processId = calendar?.resultProcessId as number;
  const [result] = await ctx.db
    .select()
    .from(settlementResults)
    .where(and(eq(settlementResults.processId, processId), eq(settlementResults.contractId, dismissed)));
  return { processId, result: result as typeof settlementResults.$inferSelect };
}

beforeAll(async () => {
  ctx = await createTestApp();
  let ids: number[];
  ({ companyId, token, contractIds: ids } = await settlementCompany(ctx, [2_500_000, 1_750_905]));
  [dismissed] = ids as [number, number];
  call = api(ctx, token);
  await ctx.db
    .update(companies)
    .set({ nit: '901555123', checkDigit: '4' })
    .where(eq(companies.id, companyId));
  const year = (await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
  for (const period of year.filter((item) => item.month === 1)) {
    expect((await runProcess(ctx, token, period.id, 'PRO')).process?.status).toBe('TERMINADO');
    expect((await runProcess(ctx, token, period.id, 'CLO')).response.statusCode).toBe(200);
  }
  const february1 = year.find((item) => item.month === 2 && item.fortnight === 1) as TCalendar;
  const retirement = await call('POST', '/api/novelties/retirements', {
    calendarId: february1.id,
    contractId: dismissed,
    reasonCode: 'SIN_JUSTA_CAUSA',
    date: WITHDRAWAL,
  });
  expect(retirement.statusCode, retirement.body).toBe(201);
  retirementId = retirement.json().row.id;
  ldCalendar = (
    (await call('GET', `/api/calendars?type=LD-${retirementId}`)).json() as TCalendar[]
  )[0] as TCalendar;
  const [row] = await ctx.db.select().from(contracts).where(eq(contracts.id, dismissed));
  personId = row?.personId as number;
  // Self-service accounts: the dismissed worker (settlementCompany numbers documents from 1020304000) and a colleague.
  clientHeaders = await employeeAccountHeaders(ctx, companyId, '1020304000', CLIENT_EMAIL);
  colleagueClientHeaders = await employeeAccountHeaders(ctx, companyId, '1020304001', 'colega@correo.com.co');
}, 180_000);
afterAll(() => ctx.close());

describe('liquidación de contrato de trabajo', () => {
  it('says in Spanish that there is nothing to see before the settlement is processed', async () => {
    const response = await preview(retirementId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^La liquidación de .+ aún no se ha procesado/);
  });

  it('is previewed once processed, before Acumular, with every benefit computed to the peso of the stored lines', async () => {
    const settled = await runProcess(ctx, token, ldCalendar.id, 'PRO');
    expect(settled.process?.status, JSON.stringify(settled.process)).toBe('TERMINADO');
    const response = await preview(retirementId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    expect(response.headers['content-disposition']).toContain('liquidacion-contrato.pdf');
    const pdf = response.rawPayload;
    const text = (await pdfPages(pdf)).join(' ');

    const { processId, result } = await currentResult();
    const lines = new Map((await storedLines(processId)).map((line) => [line.conceptCode, line]));
    expect(text).toContain('LIQUIDACIÓN DE CONTRATO DE TRABAJO');
    expect(text).toContain('Vista previa: liquidación procesada, aún no acumulada');
    expect(text).toContain('NIT 901.555.123-4');
    expect(text).toContain('Fecha de ingreso 01-01-2026');
    expect(text).toContain('Fecha de retiro 10-02-2026');
    // The reference list's Spanish name, never the code.
    expect(text).toContain('Motivo del retiro Despido sin justa causa');
    expect(text).not.toContain('SIN_JUSTA_CAUSA');
    // 1 January – 10 February on the 360-day calendar: 30 + 10.
    expect(text).toContain('Tiempo de servicio 40 días');
    expect(text).toContain('Último salario básico $ 2.500.000');

    const cesantias = lines.get('CESANTIAS');
    const interest = lines.get('CESANTIAS_INTEREST');
    const prima = lines.get('PRIMA');
    const vacations = lines.get('VACATION_TERMINATION');
    const indemnity = lines.get('INDEMNITY');
    for (const line of [cesantias, interest, prima, vacations, indemnity]) expect(line).toBeDefined();
    // Cesantías = base × días / 360, the base being salary plus transport aid (CST art. 253).
    expect(Number(cesantias?.units)).toBe(40);
    expect(text).toContain(
      `${formatPesos(cesantias?.base as string)} × 40 / 360 = ${formatPesos(cesantias?.value as string)}`,
    );
    expect(text).toMatch(/Base: salario \$ 2\.500\.000 \+ auxilio de transporte \$ [\d.]+\./);
    // Intereses = cesantías × días × 12 % / 360.
    expect(text).toContain(
      `${formatPesos(cesantias?.value as string)} × 40 × 12 % / 360 = ${formatPesos(interest?.value as string)}`,
    );
    // Prima = base × días del semestre / 360.
    expect(text).toContain(
      `${formatPesos(prima?.base as string)} × 40 / 360 = ${formatPesos(prima?.value as string)}`,
    );
    // Vacaciones: 15 business days per 360 of service, at the salary without the aid: salario × 40 / 720.
    expect(text).toContain(`$ 2.500.000 × 40 / 720 = ${formatPesos(vacations?.value as string)}`);
    expect(Number(vacations?.value)).toBe(Math.round((2_500_000 * 40) / 720));
    // CST art. 64: indefinite term, under ten SMMLV, less than a year: 30 days of salary.
    expect(text).toContain('CST art. 64 num. 1 (salario < 10 SMMLV)');
    expect(text).toContain('$ 2.500.000 / 30 × 30 = $ 2.500.000');
    expect(indemnity?.value).toBe('2500000.00');
    // The period's pay and the deductions, by their Spanish names, and the totals of the stored result.
    for (const line of lines.values()) {
      // Employer contributions and provisions are the company's cost, not the worker's settlement.
      if (line.kind !== 'earning' && line.kind !== 'deduction') continue;
      expect(text).toContain(line.conceptName);
      expect(text).toContain(formatPesos(line.value));
    }
    expect(text).not.toMatch(/HEALTH_EE|PENSION_EE|VACATION_TERMINATION/);
    expect(text).toContain(`Total devengado ${formatPesos(result.earnings)}`);
    expect(text).toContain(`Total deducciones ${formatPesos(result.deductions)}`);
    expect(text).toContain(`NETO A PAGAR ${formatPesos(result.netPay)}`);
    expect(text).toContain(`Son: ${pesosInWords(result.netPay)}`);
    expect(text).toContain('EL EMPLEADOR');
    expect(text).toContain('EL TRABAJADOR — Recibí a satisfacción');
    expect(text).toContain('Ana María Pérez Gómez C.C. 1.020.304.000');

    // Not accumulated: not yet one of the worker's documents.
    const list = (await call('GET', `/api/documents/payslips?personId=${personId}&year=2026`)).json();
    expect(list.payslips.some((slip: { calendarId: number }) => slip.calendarId === ldCalendar.id)).toBe(
      false,
    );
  });

  it('is refused to a self-service user and to another company', async () => {
    expect((await preview(retirementId, clientHeaders)).statusCode).toBe(403);
    const other = await createCompany(ctx.db, { paymentPeriod: '4' });
    const stranger = bearer(await userToken(ctx, { companyId: other.id }));
    const response = await preview(retirementId, stranger);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(M.notFound);
  });

  it('after Acumular is listed in /Voucher as a liquidación de contrato, downloads and is e-mailed; only its worker reaches it', async () => {
    expect((await runProcess(ctx, token, ldCalendar.id, 'CLO')).response.statusCode).toBe(200);
    const { result } = await currentResult();
    const list = (await call('GET', `/api/documents/payslips?personId=${personId}&year=2026`)).json();
    const entry = list.payslips.find((slip: { calendarId: number }) => slip.calendarId === ldCalendar.id);
    expect(entry).toMatchObject({
      contractId: dismissed,
      netPay: result.netPay,
      document: 'FINAL_SETTLEMENT',
      description: `Liquidación de contrato · retiro del 10-02-2026 · contrato ${dismissed}`,
    });
    // January's payslips stay payslips.
    expect(
      list.payslips.filter((slip: { description: string }) => slip.description.startsWith('Nómina')).length,
    ).toBe(2);

    const download = await call('GET', `/api/documents/payslips/${ldCalendar.id}/${dismissed}/pdf`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('liquidacion-contrato.pdf');
    const text = (await pdfPages(download.rawPayload)).join(' ');
    expect(text).toContain('LIQUIDACIÓN DE CONTRATO DE TRABAJO');
    expect(text).not.toContain('Vista previa');
    expect(text).toContain(`NETO A PAGAR ${formatPesos(result.netPay)}`);

    const sent = await call('POST', `/api/documents/payslips/${ldCalendar.id}/${dismissed}/email`, {
      email: 'rrhh@correo.com.co',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await ctx.mail.latest('rrhh@correo.com.co');
    expect(mail.subject).toBe(M.subject(ldCalendar.detail));
    const eml = readdirSync(join(ctx.dataDir, 'outbox'))
      .map((file) => readFileSync(join(ctx.dataDir, 'outbox', file), 'utf8'))
      .find((content) => content.includes('To: rrhh@correo.com.co'));
    expect(eml).toContain('liquidacion-contrato.pdf');

    // The worker himself: his list, his download, his own address.
    const own = await callerWith(ctx, clientHeaders)('GET', '/api/documents/payslips');
    expect(own.json().payslips.map((slip: { calendarId: number }) => slip.calendarId)).toContain(
      ldCalendar.id,
    );
    const mine = await callerWith(ctx, clientHeaders)(
      'POST',
      `/api/documents/payslips/${ldCalendar.id}/${dismissed}/email`,
      {},
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await ctx.mail.latest(CLIENT_EMAIL)).subject).toBe(M.subject(ldCalendar.detail));

    // A colleague's account and another company answer as if it did not exist.
    const peek = await callerWith(ctx, colleagueClientHeaders)(
      'GET',
      `/api/documents/payslips/${ldCalendar.id}/${dismissed}/pdf`,
    );
    expect(peek.statusCode).toBe(404);
    const other = await createCompany(ctx.db, { paymentPeriod: '4' });
    const stranger = bearer(await userToken(ctx, { companyId: other.id }));
    for (const request of [
      { method: 'GET' as const, url: `/api/documents/payslips/${ldCalendar.id}/${dismissed}/pdf` },
      {
        method: 'POST' as const,
        url: `/api/documents/payslips/${ldCalendar.id}/${dismissed}/email`,
        payload: { email: 'intruso@correo.com.co' },
      },
    ]) {
      expect((await ctx.app.inject({ ...request, headers: stranger })).statusCode).toBe(404);
    }
    expect(await ctx.mail.count('intruso@correo.com.co')).toBe(0);
  });
});
