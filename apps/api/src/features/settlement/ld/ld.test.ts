import type { TCalendar } from '@quincena/contracts/settlement';
import { RETIREMENT_SETTLEMENT_MESSAGES as M } from '@quincena/contracts/settlement';
import { parametersOn } from '@quincena/payroll';
import { PAB_DETAIL, type RecordLayout } from '@quincena/pila';
import Decimal from 'decimal.js';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, userToken } from '../../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../../test/helpers/test-app.ts';
import {
  companies,
  contracts,
  noveltyRetirements,
  settlementLines,
  settlementResults,
} from '../../../db/schema/index.ts';
import { contractInput, personInput } from '../../employees/employees.fixtures.ts';
import { accumulatedPayrollOf } from '../month-payroll.ts';
import { api, runProcess, settlementCompany } from '../settlement.test-support.ts';

/**
 * A retirement's final settlement (issue 15): three workers from 2026-01-01 leave on 10 March 2026
 * — dismissed without just cause (indefinite term), resigning, and at the end of a fixed term — and
 * each settles as the law says.
 */
let ctx: TestContext;
let call: ReturnType<typeof api>;
let companyId: number;
let token: string;
let resigning: number;
let dismissed: number;
let staying: number;
let fixedTerm: number;
let march1: TCalendar;

const WITHDRAWAL = '2026-03-10';
/** Days of service 2026-01-01 … 2026-03-10 on the 360-day calendar (30 + 30 + 10). */
const DAYS = 70;

const run = (calendarId: number, action: 'PRO' | 'CLO' | 'REV') => runProcess(ctx, token, calendarId, action);

async function calendar(id: number): Promise<TCalendar> {
  return (await call('GET', `/api/calendars/${id}`)).json();
}

async function retire(contractId: number, reasonCode: string): Promise<number> {
  const response = await call('POST', '/api/novelties/retirements', {
    calendarId: march1.id,
    contractId,
    reasonCode,
    date: WITHDRAWAL,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().row.id;
}

async function ldCalendar(retirementId: number): Promise<TCalendar> {
  const response = await call('GET', `/api/calendars?type=LD-${retirementId}`);
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json() as TCalendar[];
  expect(list).toHaveLength(1);
  return list[0] as TCalendar;
}

async function linesOf(processId: number, contractId: number) {
  const rows = await ctx.db
    .select()
    .from(settlementLines)
    .where(and(eq(settlementLines.processId, processId), eq(settlementLines.contractId, contractId)))
    .orderBy(asc(settlementLines.lineNo));
  return new Map(rows.map((row) => [row.conceptCode, row]));
}

const fieldsOf = (layout: RecordLayout, line: string) =>
  new Map(
    layout.fields.map((field) => [field.number, line.slice(field.start - 1, field.start - 1 + field.length)]),
  );

const peso = (value: Decimal.Value) =>
  new Decimal(value).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
const paid = (lines: Map<string, { value: string }>, code: string) =>
  lines.has(code) ? Number(lines.get(code)?.value) : undefined;

beforeAll(async () => {
  ctx = await createTestApp();
  let ids: number[];
  let jobId: number;
  ({
    companyId,
    token,
    jobId,
    contractIds: ids,
  } = await settlementCompany(ctx, [1_750_905, 2_500_000, 3_000_000]));
  [resigning, dismissed, staying] = ids as [number, number, number];
  call = api(ctx, token);
  await ctx.db
    .update(companies)
    .set({ nit: '901555123', bankCode: '1007', accountType: 'savings', accountNumber: '23456789012' })
    .where(eq(companies.id, companyId));
  // A fixed-term contract agreed from 1 January to 10 March 2026.
  const person = await call(
    'POST',
    '/api/persons',
    personInput({ documentNumber: '1020309999', email: 'termino.fijo@correo.com.co' }),
  );
  const contract = await call(
    'POST',
    '/api/contracts',
    contractInput(person.json().id, jobId, {
      contractType: '1',
      startDate: '2026-01-01',
      endDate: WITHDRAWAL,
      salary: { amount: 2_000_000, startDate: '2026-01-01' },
    }),
  );
  expect(contract.statusCode, contract.body).toBe(201);
  fixedTerm = contract.json().contract.id;
  const year = (await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
  march1 = year.find((item) => item.month === 3 && item.fortnight === 1) as TCalendar;
}, 120_000);
afterAll(() => ctx.close());

describe('final settlement of a retirement (LD)', () => {
  it('opens the LD calendar on the payroll period of the withdrawal, paid that day, and refuses it while an earlier period is only processed', async () => {
    const retirementId = await retire(dismissed, 'SIN_JUSTA_CAUSA');
    const ld = await ldCalendar(retirementId);
    expect(ld).toMatchObject({
      type: 'LD',
      retirementId,
      year: 2026,
      month: 3,
      fortnight: 1,
      periodStart: '2026-03-01',
      periodEnd: '2026-03-15',
      paymentDate: WITHDRAWAL,
      state: 'OPEN',
    });
    expect(ld.detail).toMatch(/^Liquidación definitiva .+ 10\/03\/2026$/);

    // January's first fortnight processed but not accumulated: its history may still change.
    const january1 = (
      (await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[]
    )[0] as TCalendar;
    expect((await run(january1.id, 'PRO')).process?.status).toBe('TERMINADO');
    const refused = await run(ld.id, 'PRO');
    expect(refused.response.statusCode).toBe(409);
    expect(refused.response.json().message).toBe(
      M.earlierPayrollOpen('nómina primera quincena de enero de 2026'),
    );
    // Another company neither sees nor runs it.
    const other = await createCompany(ctx.db, { paymentPeriod: '4' });
    const stranger = api(ctx, await userToken(ctx, { companyId: other.id }));
    const peek = await stranger('GET', `/api/calendars?type=LD-${retirementId}`);
    expect(peek.statusCode).toBe(404);
    const poke = await stranger('POST', '/api/processes', { calendarId: ld.id, action: 'PRO' });
    expect(poke.statusCode).toBe(404);
  });

  it('settles what the payroll of the period would, then the payroll leaves the contract out', async () => {
    const year = (await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
    for (const period of year.filter((item) => item.month <= 2)) {
      expect((await run(period.id, 'PRO')).process?.status).toBe('TERMINADO');
      expect((await run(period.id, 'CLO')).response.statusCode).toBe(200);
    }
    const [retirement] = await ctx.db
      .select()
      .from(noveltyRetirements)
      .where(and(eq(noveltyRetirements.companyId, companyId), eq(noveltyRetirements.contractId, dismissed)));
    const ld = await ldCalendar(retirement?.id as number);

    // The payroll of the period settles the retirement itself when no final settlement ran …
    const payroll = await run(march1.id, 'PRO');
    expect(payroll.process?.status).toBe('TERMINADO');
    const byPayroll = await linesOf(payroll.process?.id as number, dismissed);
    expect(byPayroll.has('INDEMNITY')).toBe(true);
    // … so the final settlement is refused until that payroll is undone,
    const refused = await run(ld.id, 'PRO');
    expect(refused.response.json().message).toBe(
      M.payrollSettledIt('nómina primera quincena de marzo de 2026'),
    );
    expect((await run(march1.id, 'REV')).response.statusCode).toBe(200);

    // and then it stores exactly the lines the payroll computed: same engine, same inputs.
    const settled = await run(ld.id, 'PRO');
    expect(settled.process?.status).toBe('TERMINADO');
    expect(settled.process?.processed).toBe(1);
    const byLd = await linesOf(settled.process?.id as number, dismissed);
    const shape = (lines: typeof byLd) =>
      [...lines.values()].map(({ conceptCode, kind, units, base, rate, value }) => ({
        conceptCode,
        kind,
        units,
        base,
        rate,
        value,
      }));
    expect(shape(byLd)).toEqual(shape(byPayroll));

    const again = await run(march1.id, 'PRO');
    expect(again.process?.status).toBe('TERMINADO');
    expect((await linesOf(again.process?.id as number, dismissed)).size).toBe(0);
    expect((await linesOf(again.process?.id as number, staying)).size).toBeGreaterThan(0);
  });

  it('pays a dismissal without just cause as CST arts. 64, 249, 306, 186 and Ley 52 de 1975 say, to the peso', async () => {
    const processed = await ctx.db
      .select({ processId: settlementLines.processId })
      .from(settlementLines)
      .where(and(eq(settlementLines.contractId, dismissed), eq(settlementLines.conceptCode, 'INDEMNITY')))
      .orderBy(asc(settlementLines.processId));
    const lines = await linesOf(processed.at(-1)?.processId as number, dismissed);
    const salary = new Decimal(2_500_000);
    const aid = parametersOn(WITHDRAWAL).transportAid;
    const benefitBase = salary.plus(aid);
    const cesantias = peso(benefitBase.times(DAYS).div(360));
    // Indefinite term, under ten SMMLV, less than a year of service: 30 days of salary (CST art. 64).
    expect(paid(lines, 'INDEMNITY')).toBe(2_500_000);
    expect(paid(lines, 'CESANTIAS')).toBe(cesantias);
    expect(paid(lines, 'CESANTIAS_INTEREST')).toBe(
      peso(new Decimal(cesantias).times(0.12).times(DAYS).div(360)),
    );
    expect(paid(lines, 'PRIMA')).toBe(peso(benefitBase.times(DAYS).div(360)));
    // 15 business days a year of service, paid at the salary without the aid.
    expect(paid(lines, 'VACATION_TERMINATION')).toBe(peso(salary.div(30).times(15).times(DAYS).div(360)));
  });

  it('pays a resignation and the end of a fixed term without the indemnity', async () => {
    for (const [contractId, reason, salary] of [
      [resigning, 'RENUNCIA', 1_750_905],
      [fixedTerm, 'VENCIMIENTO_PLAZO', 2_000_000],
    ] as const) {
      const ld = await ldCalendar(await retire(contractId, reason));
      // The payroll of the period was processed without them: undo it first, settle, process it again.
      expect((await run(march1.id, 'REV')).response.statusCode).toBe(200);
      const settled = await run(ld.id, 'PRO');
      expect(settled.process?.status, JSON.stringify(settled.process)).toBe('TERMINADO');
      const lines = await linesOf(settled.process?.id as number, contractId);
      expect(lines.has('INDEMNITY')).toBe(false);
      const base = new Decimal(salary).plus(parametersOn(WITHDRAWAL).transportAid);
      expect(paid(lines, 'CESANTIAS')).toBe(peso(base.times(DAYS).div(360)));
      expect(paid(lines, 'PRIMA')).toBe(peso(base.times(DAYS).div(360)));
      expect((await run(march1.id, 'PRO')).process?.status).toBe('TERMINADO');
    }
  });

  it('CLO ends the contract and closes the retirement; the bank file pays it; REV restores the contract', async () => {
    const [retirement] = await ctx.db
      .select()
      .from(noveltyRetirements)
      .where(and(eq(noveltyRetirements.companyId, companyId), eq(noveltyRetirements.contractId, dismissed)));
    const retirementId = retirement?.id as number;
    const ld = await ldCalendar(retirementId);
    const [before] = await ctx.db.select().from(contracts).where(eq(contracts.id, dismissed));
    expect(before?.settledThrough).toBe('2026-02-28');

    // A processed settlement keeps its retirement as it is.
    const edit = await call('PUT', `/api/novelties/retirements/${retirementId}`, {
      calendarId: march1.id,
      contractId: dismissed,
      reasonCode: 'RENUNCIA',
      date: WITHDRAWAL,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(M.retirementSettled);

    const bankBefore = await call(
      'GET',
      `/api/settlement/bank-file?calendarId=${ld.id}&paymentDate=${WITHDRAWAL}`,
    );
    expect(bankBefore.statusCode).toBe(400);

    expect((await run(ld.id, 'CLO')).response.statusCode).toBe(200);
    expect((await calendar(ld.id)).state).toBe('ACCUMULATED');
    const [closed] = await ctx.db.select().from(contracts).where(eq(contracts.id, dismissed));
    expect(closed).toMatchObject({
      status: 'RETIRADO',
      retirementDate: WITHDRAWAL,
      retirementReason: 'SIN_JUSTA_CAUSA',
      settledThrough: WITHDRAWAL,
    });
    const [row] = await ctx.db
      .select()
      .from(noveltyRetirements)
      .where(eq(noveltyRetirements.id, retirementId));
    expect(row?.status).toBe('CERRADO ACUMULADO');

    // The month's pay now includes the settlement (social security and accounting read it).
    const { resultProcessId } = (await ctx.db.query.payCalendars.findFirst({
      where: (table, { eq: equals }) => equals(table.id, ld.id),
    })) as { resultProcessId: number };
    expect(await accumulatedPayrollOf(ctx.db, companyId, 2026, 3)).toContain(resultProcessId);

    // Plano: one payment, the settlement's net pay.
    const bank = await call('GET', `/api/settlement/bank-file?calendarId=${ld.id}&paymentDate=${WITHDRAWAL}`);
    expect(bank.statusCode, bank.body).toBe(200);
    const [result] = await ctx.db
      .select({ netPay: settlementResults.netPay })
      .from(settlementResults)
      .where(
        and(eq(settlementResults.processId, resultProcessId), eq(settlementResults.contractId, dismissed)),
      );
    const records = bank.rawPayload.toString('latin1').slice(0, -2).split('\r\n');
    expect(records).toHaveLength(2);
    const detail = fieldsOf(PAB_DETAIL, records[1] as string);
    expect(Number(detail.get(8)) / 100).toBe(Number(result?.netPay));
    expect(Number(result?.netPay)).toBeGreaterThan(2_500_000);

    // The worker's payslips include his final settlement, and the benefits it paid leave no balance.
    const [{ personId }] = (await ctx.db
      .select({ personId: contracts.personId })
      .from(contracts)
      .where(eq(contracts.id, dismissed))) as [{ personId: number }];
    const payslips = (await call('GET', `/api/documents/payslips?personId=${personId}&year=2026`)).json();
    const settlementSlip = payslips.payslips.find(
      (slip: { calendarId: number }) => slip.calendarId === ld.id,
    );
    expect(settlementSlip?.netPay).toBe(result?.netPay);
    const pdf = await call('GET', `/api/documents/payslips/${ld.id}/${dismissed}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const consolidated = await call('POST', '/api/settlement/reports/benefits', {
      reports: [
        {
          position: 1,
          parameters: [
            { tag: 'fechaCorte', value: '2026-03-31' },
            { tag: 'contrato', value: String(dismissed) },
          ],
        },
      ],
    });
    expect(consolidated.statusCode, consolidated.body).toBe(200);
    const balances = consolidated.json().sheets[0].rows as Array<Array<string | number>>;
    const paidOut = balances.find((cells) => cells[3] === 'Cesantías');
    expect(Number(paidOut?.[6])).toBeGreaterThan(0);

    // REV is refused while the period's payroll, processed without this contract, stands …
    const blocked = await run(ld.id, 'REV');
    expect(blocked.response.statusCode).toBe(409);
    expect(blocked.response.json().message).toBe(
      M.payrollWithoutIt('nómina primera quincena de marzo de 2026'),
    );
    expect((await run(march1.id, 'REV')).response.statusCode).toBe(200);
    // … then puts the contract back as it was.
    expect((await run(ld.id, 'REV')).response.statusCode).toBe(200);
    const [restored] = await ctx.db.select().from(contracts).where(eq(contracts.id, dismissed));
    expect(restored).toMatchObject({
      status: before?.status,
      retirementDate: null,
      retirementReason: null,
      settledThrough: '2026-02-28',
    });
    const [reopened] = await ctx.db
      .select()
      .from(noveltyRetirements)
      .where(eq(noveltyRetirements.id, retirementId));
    expect(reopened?.status).toBe('REGISTRADO');
    expect((await calendar(ld.id)).state).toBe('PROCESSED');
  });

  it('refuses to undo an accumulated payroll that a later final settlement read', async () => {
    const february2 = ((await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[]).find(
      (item) => item.month === 2 && item.fortnight === 2,
    ) as TCalendar;
    const refused = await run(february2.id, 'REV');
    expect(refused.response.statusCode).toBe(409);
    expect(refused.response.json().message).toBe(M.laterSettlementRead);
  });
});
