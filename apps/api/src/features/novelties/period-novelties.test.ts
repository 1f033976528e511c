import { type Novelties, parseCase, type SettlementResult, settle } from '@quincena/payroll';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { insertCalendar, noveltyWorld } from './novelties.test-support.ts';
import { createPeriodNoveltiesReader, emptyNovelties } from './period-novelties.ts';

let ctx: TestContext;
let w: Awaited<ReturnType<typeof noveltyWorld>>;
let march: number;
const period = () => ({ calendarId: march, from: '2026-03-01', to: '2026-03-31' });
const reader = createPeriodNoveltiesReader();
const SALARY = 2_000_000;

beforeAll(async () => {
  ctx = await createTestApp();
  w = await noveltyWorld(ctx);
  march = await insertCalendar(ctx.db, w.companyId, '2026-03-01', '2026-03-31');
});
afterAll(async () => ctx.close());

const post = async (url: string, payload: object) => {
  const response = await ctx.app.inject({ method: 'POST', url, headers: w.admin, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().row as { id: number };
};

/** A novelty of that kind for the contract in the March calendar. */
const postInMarch = (kind: string, contractId: number, fields: object) =>
  post(`/api/novelties/${kind}`, { calendarId: march, contractId, ...fields });

/** March 2026 for a monthly-paid ordinary worker earning 2,000,000 since 1 Feb 2025, vacations Monday to Friday. */
function settleMarch(novelties: Novelties): SettlementResult {
  return settle(
    parseCase({
      period: { year: 2026, month: 3 },
      company: { payFrequency: 'monthly', vacations: { workingWeek: 'MONDAY_TO_FRIDAY' } },
      contract: {
        id: 'C-1',
        employeeId: '79000111',
        salaryType: 'ordinary',
        salary: String(SALARY),
        contractType: 'indefinite',
        startDate: '2025-02-01',
        arlRiskClass: 1,
        transportAidExcluded: false,
        withholding: { procedure: 1, hasDependants: false },
      },
      novelties,
    }),
  );
}

const line = (result: SettlementResult, code: string) => result.lines.find((l) => l.code === code);
const linesOf = (result: SettlementResult, prefix: string) =>
  result.lines.filter((l) => l.code.startsWith(prefix));
const baseline = () => settleMarch(emptyNovelties);

async function noveltiesOf(contractId: number): Promise<Novelties> {
  const map = await reader.forPeriod(ctx.db, w.companyId, [contractId, w.marta], period());
  expect(map.has(w.marta)).toBe(false);
  return map.get(contractId) ?? emptyNovelties;
}

describe('[NOVELTIES][READER] what the settlement run receives changes the result as the law says', () => {
  it('overtime: 2 HED hours are paid at the hourly value × 1.25 × 2 (CST art. 168)', async () => {
    await postInMarch('overtime', w.ana, {
      conceptCode: 'HED',
      hours: 2,
      date: '2026-03-10',
    });
    const novelties = await noveltiesOf(w.ana);
    expect(novelties.hours).toEqual([{ kind: 'typed', type: 'HED', hours: '2', date: '2026-03-10' }]);
    const result = settleMarch(novelties);
    // 44 weekly hours in March 2026 (Ley 2101 de 2021): 220 monthly hours.
    const expected = new Decimal(SALARY).div(220).mul('1.25').mul(2);
    const hed = result.lines.find((l) => l.code.startsWith('HED'));
    expect(hed).toBeDefined();
    expect(new Decimal(hed?.value ?? 0).minus(expected).abs().lte(1)).toBe(true);
    expect(line(baseline(), hed?.code ?? 'HED')).toBeUndefined();
  });

  it('reported: a salary bonus adds its value as a salary earning', async () => {
    await postInMarch('reported', w.luis, {
      conceptCode: 'BONUS_SALARY',
      value: 350000,
    });
    const novelties = await noveltiesOf(w.luis);
    expect(novelties.reported).toEqual([
      expect.objectContaining({
        code: 'BONUS_SALARY',
        nature: 'earning',
        category: 'bonus',
        salary: true,
        value: '350000.00',
      }),
    ]);
    const result = settleMarch(novelties);
    const bonus = line(result, 'BONUS_SALARY');
    expect(bonus?.value).toBe('350000');
    expect(bonus?.salary).toBe(true);
    expect(new Decimal(result.totals.earnings).minus(baseline().totals.earnings).toNumber()).toBe(350000);
  });

  it('fixed: a loan deduction never takes more than the balance left', async () => {
    const ctxContract = w.luis;
    await post('/api/novelties/fixed', {
      contractId: ctxContract,
      conceptCode: 'LOAN',
      value: 200000,
      balance: 150000,
      startDate: '2026-01-01',
    });
    // Suspended items do not reach the engine.
    await post('/api/novelties/fixed', {
      contractId: ctxContract,
      conceptCode: 'UNION_DUES',
      value: 9000,
      startDate: '2026-01-01',
      status: 'SUSPENDED',
    });
    const novelties = await noveltiesOf(ctxContract);
    expect(novelties.recurring).toEqual([
      expect.objectContaining({
        code: 'LOAN',
        nature: 'deduction',
        value: '200000.00',
        balance: '150000.00',
      }),
    ]);
    const loan = line(settleMarch(novelties), 'LOAN');
    expect(loan?.kind).toBe('deduction');
    expect(loan?.value).toBe('150000');
  });

  it('vacations: 10 business days from 16 March (holiday 23 March) displace 10 salary days', async () => {
    const contract = (await postInMarch('vacations', w.ana, {
      daysInTime: 10,
      startDate: '2026-03-16',
    })) as { id: number; endDate?: string };
    expect(contract.endDate).toBe('2026-03-30');
    const novelties = await noveltiesOf(w.ana);
    expect(novelties.vacations).toEqual([
      { daysInTime: 10, daysInMoney: 0, startDate: '2026-03-16', endDate: '2026-03-30' },
    ]);
    const result = settleMarch(novelties);
    expect(line(result, 'VACATION_TIME')?.units).toBe('10');
    expect(line(result, 'BASIC')?.units).toBe('20');
    expect(line(baseline(), 'BASIC')?.units).toBe('30');
  });

  it('absences: an extension continues the incapacity chain, so none of its days are employer days 1–2', async () => {
    const first = await postInMarch('absences', w.luis, {
      contingencyCode: '1053',
      startDate: '2026-03-02',
      days: 3,
      diagnosisCode: 'J069',
    });
    await postInMarch('absences', w.luis, {
      contingencyCode: '1053',
      startDate: '2026-03-05',
      days: 4,
      extensionOfId: first.id,
      diagnosisCode: 'J069',
    });
    const novelties = await noveltiesOf(w.luis);
    expect(novelties.absences).toEqual([
      {
        contingency: 'common_illness',
        startDate: '2026-03-02',
        endDate: '2026-03-04',
        extensionOfDays: 0,
        diagnosis: 'J069',
      },
      {
        contingency: 'common_illness',
        startDate: '2026-03-05',
        endDate: '2026-03-08',
        extensionOfDays: 3,
        diagnosis: 'J069',
      },
    ]);
    const result = settleMarch(novelties);
    const employer = linesOf(result, 'INC_COMMON_EMPLOYER');
    const eps = linesOf(result, 'INC_COMMON_EPS');
    // Decreto 780 de 2016 art. 2.2.3.3.1: days 1–2 by the employer, from day 3 the EPS — once per chain.
    expect(employer.reduce((sum, l) => sum + Number(l.units), 0)).toBe(2);
    expect(eps.reduce((sum, l) => sum + Number(l.units), 0)).toBe(5);
    expect(line(result, 'BASIC')?.units).toBe('23');
  });

  it('retirement: a dismissal without cause on 20 March ends the salary that day and owes the indemnity', async () => {
    const other = await insertCalendar(ctx.db, w.companyId, '2026-04-01', '2026-04-30');
    const retirement = await postInMarch('retirements', w.ana, {
      reasonCode: 'SIN_JUSTA_CAUSA',
      date: '2026-03-31',
    });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/novelties/retirements/${retirement.id}`,
      headers: w.admin,
      payload: { calendarId: march, contractId: w.ana, reasonCode: 'SIN_JUSTA_CAUSA', date: '2026-03-20' },
    });
    expect(other).toBeGreaterThan(0);
    const novelties = await noveltiesOf(w.ana);
    expect(novelties.retirement).toEqual({ date: '2026-03-20', reason: 'dismissal_without_cause' });
    // Outside the period the retirement does not reach the engine.
    const april = await reader.forPeriod(ctx.db, w.companyId, [w.ana], {
      calendarId: other,
      from: '2026-04-01',
      to: '2026-04-30',
    });
    expect(april.get(w.ana)?.retirement).toBeUndefined();
    const result = settleMarch({ ...novelties, vacations: [], hours: [] });
    expect(line(result, 'BASIC')?.units).toBe('20');
    // Dismissal without just cause owes the CST art. 64 indemnity; the final settlement pays it.
    expect(Number(line(result, 'INDEMNITY')?.value)).toBeGreaterThan(0);
    expect(line(baseline(), 'INDEMNITY')).toBeUndefined();
  });

  it('days in money reach only the period of their calendar', async () => {
    const april = await insertCalendar(ctx.db, w.companyId, '2026-05-01', '2026-05-31');
    await post('/api/novelties/vacations', { calendarId: april, contractId: w.luis, daysInMoney: 5 });
    const inMarch = await noveltiesOf(w.luis);
    expect(inMarch.vacations).toEqual([]);
    const inMay = await reader.forPeriod(ctx.db, w.companyId, [w.luis], {
      calendarId: april,
      from: '2026-05-01',
      to: '2026-05-31',
    });
    expect(inMay.get(w.luis)?.vacations).toEqual([{ daysInTime: 0, daysInMoney: 5 }]);
  });
});
