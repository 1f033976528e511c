import type { TCalendar } from '@quincena/contracts/settlement';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { accountingEntries } from '../../db/schema/index.ts';
import {
  ACCOUNTING_FACTS,
  ADMINISTRATION,
  api,
  costCentreFor,
  runProcess,
  setCompanyFacts,
  settlementCompany,
  storedResult,
} from '../settlement/settlement.test-support.ts';
import {
  byCode,
  closedPeriods,
  currentProcess,
  linesOf,
  payrollCalendars,
  retroactiveOnly,
} from './carrying.test-support.ts';

/**
 * Issue 32, the run that carries the differences (decision 0345): raises from 1 January saved after
 * January–March were accumulated are paid by the first fortnight of April as retroactive lines
 * that name their closed period; nothing closed is rewritten; Deshacer removes them; a later change
 * pays only its own difference.
 */
let ctx: TestContext;
let call: ReturnType<typeof api>;
let other: ReturnType<typeof api>;
let companyId: number;
let token: string;
let ids: number[];
let calendars: TCalendar[];
let closedProcesses: number[];
let closedLines: Awaited<ReturnType<typeof linesOf>>;

const april = (fortnight: 1 | 2) =>
  calendars.find((c) => c.month === 4 && c.fortnight === fortnight) as TCalendar;

beforeAll(async () => {
  ctx = await createTestApp();
  // Ana 2.000.000, Beto 3.400.000 (transport aid: at most 2 SMMLV = 3.501.810), Carla 10.000.000.
  const company = await settlementCompany(ctx, [2_000_000, 3_400_000, 10_000_000]);
  ({ companyId, token } = company);
  ids = company.contractIds;
  call = api(ctx, token);
  other = api(ctx, (await settlementCompany(ctx, [1_800_000])).token);
  ({ calendars, closedProcesses, closedLines } = await closedPeriods(ctx, token, companyId, 6));
  // Three people, six fortnights: 177 stored lines that must never change.
  expect(closedLines).toHaveLength(177);
}, 600_000);
afterAll(() => ctx.close());

describe('the run that carries retroactive differences', () => {
  it('registers a change for an open period, says a processed one must be processed again, and refuses the rest in Spanish', async () => {
    // April's first fortnight processed before the raises: the change marks it, as a novelty would.
    expect((await runProcess(ctx, token, april(1).id, 'PRO')).process?.status).toBe('TERMINADO');
    for (const [index, amount] of [2_300_000, 3_600_000, 12_000_000].entries()) {
      const saved = await call('PUT', `/api/contracts/${ids[index]}/salary`, {
        amount,
        startDate: '2026-01-01',
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const body = { contractIds: ids, from: '2026-01-01', carryingCalendarId: april(1).id, source: 'SALARY' };
    const created = await call('POST', '/api/retroactive/changes', { ...body, description: 'Aumento 2026' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe(
      'Las diferencias se liquidarán al procesar el período elegido. El período elegido ya estaba procesado: use Procesar de nuevo para liquidar las diferencias antes de acumularlo.',
    );
    expect((await currentProcess(ctx, companyId, april(1).id)).needsReprocess).toBe(true);
    const listed = (await call('GET', `/api/retroactive/changes?calendarId=${april(1).id}`)).json();
    expect(listed.changes).toHaveLength(3);
    expect(listed.changes[0]).toMatchObject({
      from: '2026-01-01',
      sourceName: 'Salario',
      description: 'Aumento 2026',
      status: 'PENDING',
      statusName: 'Pendiente',
      carrying: { calendarId: april(1).id, label: 'primera quincena de abril de 2026' },
    });

    const closed = await call('POST', '/api/retroactive/changes', {
      ...body,
      carryingCalendarId: calendars[5]?.id,
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(
      'El período elegido ya está acumulado o no es una nómina: elija un período abierto posterior al último acumulado.',
    );
    const late = await call('POST', '/api/retroactive/changes', { ...body, from: '2026-04-01' });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(
      'El cambio no alcanza períodos acumulados de los contratos indicados: no hay diferencias que liquidar.',
    );
    const empty = await call('POST', '/api/retroactive/changes', { ...body, contractIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Indique al menos un contrato');
    expect((await call('GET', '/api/retroactive/changes')).json().changes).toHaveLength(3);
  });

  it("another company can neither see, create nor remove changes of this company's contracts", async () => {
    const theirCalendar = (await payrollCalendars(other))[6] as TCalendar;
    // Our contract on their calendar, asked by them and by us.
    const crossed = {
      contractIds: [ids[0]],
      from: '2026-01-01',
      carryingCalendarId: theirCalendar.id,
      source: 'SALARY',
    };
    const create = await other('POST', '/api/retroactive/changes', crossed);
    expect(create.statusCode).toBe(404);
    expect(create.json().message).toBe('No encontramos ese contrato');
    const onOurCalendar = await call('POST', '/api/retroactive/changes', crossed);
    expect(onOurCalendar.statusCode).toBe(409);
    expect((await other('GET', `/api/retroactive/changes?contractId=${ids[0]}`)).json().changes).toEqual([]);
    expect((await other('GET', '/api/retroactive/changes')).json().changes).toEqual([]);
    const ours = (await call('GET', '/api/retroactive/changes')).json().changes[0];
    const remove = await other('DELETE', `/api/retroactive/changes/${ours.id}`);
    expect(remove.statusCode).toBe(404);
    expect(remove.json().message).toBe('El cambio retroactivo no existe.');
  });

  it('Procesar of April pays the exact differences of the six closed fortnights', async () => {
    const run = await runProcess(ctx, token, april(1).id, 'PRO');
    expect(run.process?.status).toBe('TERMINADO');
    expect(run.process?.failed).toBe(0);
    const processId = (await currentProcess(ctx, companyId, april(1).id)).processId as number;
    const ana = await linesOf(ctx, companyId, [processId], ids[0]);
    // Ana, 2.000.000 → 2.300.000: 150.000 more each fortnight; 4 % health and 4 % pension of it
    // (6.000 each); prima and cesantías 150.000 / 12 = 12.500, interest 12 % of that = 1.500,
    // vacations 150.000 × 15 / 360 = 6.250. Contributions are settled by month in the second
    // fortnight (the company is exonerated of health, SENA and ICBF): pension 12 % of 300.000 =
    // 36.000, CCF 4 % = 12.000, ARL 0,522 % rounded up to the hundred: 12.100 − 10.500 = 1.600.
    const provisions = (start: string) => [
      ['PROV_PRIMA', start, 12_500],
      ['PROV_CESANTIAS', start, 12_500],
      ['PROV_CESANTIAS_INTEREST', start, 1_500],
      ['PROV_VACATIONS', start, 6_250],
    ];
    const first = (start: string) => [
      ['BASIC', start, 150_000],
      ['HEALTH_EE', start, 6_000],
      ['PENSION_EE', start, 6_000],
      ...provisions(start),
    ];
    const second = (start: string) => [
      ['BASIC', start, 150_000],
      ['HEALTH_EE', start, 6_000],
      ['PENSION_EE', start, 6_000],
      ['PENSION_ER', start, 36_000],
      ['ARL_ER', start, 1_600],
      ['CCF_ER', start, 12_000],
      ...provisions(start),
    ];
    const retro = retroactiveOnly(ana);
    expect(retro.map((l) => [l.conceptCode, l.originStart, l.value])).toEqual([
      ...first('2026-01-01'),
      ...second('2026-01-16'),
      ...first('2026-02-01'),
      ...second('2026-02-16'),
      ...first('2026-03-01'),
      ...second('2026-03-16'),
    ]);
    const basic = retro.filter((l) => l.conceptCode === 'BASIC');
    expect(basic.map((l) => l.originCalendarId)).toEqual(calendars.slice(0, 6).map((c) => c.id));
    expect(basic.map((l) => l.originEnd)).toEqual(calendars.slice(0, 6).map((c) => c.periodEnd));
    expect(basic[0]).toMatchObject({ conceptName: 'Salario básico', kind: 'earning', units: 0 });
    const sums = byCode(retro);
    expect(sums.BASIC).toBe(900_000);
    expect([sums.HEALTH_EE, sums.PENSION_EE]).toEqual([36_000, 36_000]);
    // The retroactive lines follow the engine's own, numbered after them.
    const firstRetro = ana.findIndex((l) => l.originCalendarId !== null);
    expect(firstRetro).toBeGreaterThan(0);
    expect(ana.slice(firstRetro).every((l) => l.originCalendarId !== null)).toBe(true);
    expect(ana.map((l) => l.lineNo)).toEqual(ana.map((_, i) => i + 1));
    // The result's totals include them: earnings 900.000, deductions 72.000, employer
    // contributions 3 × 49.600 = 148.800, provisions 6 × 32.750 = 196.500 beyond its own.
    const own = ana.slice(0, firstRetro);
    const total = (lines: typeof ana, kind: string) =>
      lines.filter((l) => l.kind === kind).reduce((t, l) => t + l.value, 0);
    const result = await storedResult(ctx, companyId, { processId }, ids[0] as number);
    expect(Number(result?.earnings)).toBe(total(own, 'earning') + 900_000);
    expect(Number(result?.deductions)).toBe(total(own, 'deduction') + 72_000);
    expect(Number(result?.netPay)).toBe(total(own, 'earning') + 900_000 - total(own, 'deduction') - 72_000);
    expect(Number(result?.employerContributions)).toBe(total(own, 'employer_contribution') + 148_800);
    expect(Number(result?.provisions)).toBe(total(own, 'provision') + 196_500);
    expect(Number(result?.employerCost)).toBe(
      Number(result?.earnings) + Number(result?.employerContributions) + Number(result?.provisions),
    );

    // Beto, 3.400.000 → 3.600.000 crosses 2 SMMLV: the transport aid of every fortnight comes back
    // negative (249.095 a month, 124.548 + 124.547), and the prima and cesantías provisions, whose
    // base held the aid, shrink: 3.600.000 / 24 − (3.400.000 + 249.095) / 24 = −2.045,6 → −2.046.
    const beto = byCode(retroactiveOnly(await linesOf(ctx, companyId, [processId], ids[1])));
    expect(beto).toMatchObject({
      BASIC: 600_000,
      TRANSPORT_AID: -747_285,
      PROV_PRIMA: -12_276,
      PROV_CESANTIAS: -12_276,
      PROV_VACATIONS: 25_002,
    });
    const aid = retroactiveOnly(await linesOf(ctx, companyId, [processId], ids[1])).filter(
      (l) => l.conceptCode === 'TRANSPORT_AID',
    );
    expect(aid.map((l) => [l.value, l.units])).toEqual([
      [-124_548, -15],
      [-124_547, -15],
      [-124_548, -15],
      [-124_547, -15],
      [-124_548, -15],
      [-124_547, -15],
    ]);

    // Carla, 10.000.000 → 12.000.000: each month withholds 617.000 with its share instead of the
    // 351.000 it withheld (decision 0340's hand-check), 266.000 × 3 = 798.000, on the payment.
    const carla = await linesOf(ctx, companyId, [processId], ids[2]);
    const withholding = carla.filter((l) => l.conceptCode === 'WITHHOLDING_RETRO');
    expect(withholding).toHaveLength(1);
    expect(withholding[0]).toMatchObject({
      conceptName: 'Retención en la fuente sobre retroactivo',
      kind: 'deduction',
      value: 798_000,
      originCalendarId: null,
      dianElement: 'RetencionFuente',
      creditClass: 'withholding_payable',
    });
    // 1 % FSP of 2.000.000 more from 4 SMMLV: 10.000 solidarity and 10.000 subsistence each month.
    expect(byCode(retroactiveOnly(carla))).toMatchObject({
      BASIC: 6_000_000,
      FSP_SOLIDARITY: 30_000,
      FSP_SUBSISTENCE: 30_000,
    });

    const changes = (await call('GET', `/api/retroactive/changes?contractId=${ids[0]}`)).json().changes;
    expect(changes[0]).toMatchObject({ status: 'SETTLED', statusName: 'Liquidado' });
    // Nothing closed was rewritten.
    expect(await linesOf(ctx, companyId, closedProcesses)).toEqual(closedLines);
  });

  it('Deshacer removes the differences with the results, and Procesar again gives the same lines', async () => {
    const processId = (await currentProcess(ctx, companyId, april(1).id)).processId as number;
    const before = await linesOf(ctx, companyId, [processId]);
    expect((await runProcess(ctx, token, april(1).id, 'REV')).response.statusCode).toBe(200);
    expect(await linesOf(ctx, companyId, [processId])).toEqual([]);
    expect(
      (await call('GET', `/api/retroactive/changes?contractId=${ids[0]}`)).json().changes[0].status,
    ).toBe('PENDING');
    expect((await runProcess(ctx, token, april(1).id, 'PRO')).process?.status).toBe('TERMINADO');
    const again = (await currentProcess(ctx, companyId, april(1).id)).processId as number;
    expect(await linesOf(ctx, companyId, [again])).toEqual(before);
    expect((await runProcess(ctx, token, april(1).id, 'CLO')).response.statusCode).toBe(200);
    const paid = (await call('GET', `/api/retroactive/changes?contractId=${ids[0]}`)).json().changes[0];
    expect(paid).toMatchObject({ status: 'PAID', statusName: 'Pagado' });
    const remove = await call('DELETE', `/api/retroactive/changes/${paid.id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe('El cambio ya se pagó en un período acumulado y no se puede quitar.');
    expect(await linesOf(ctx, companyId, closedProcesses)).toEqual(closedLines);
  });

  it('a second change later pays only its own difference', async () => {
    expect(
      (await call('PUT', `/api/contracts/${ids[0]}/salary`, { amount: 2_500_000, startDate: '2026-02-01' }))
        .statusCode,
    ).toBe(200);
    const created = await call('POST', '/api/retroactive/changes', {
      contractIds: [ids[0]],
      from: '2026-02-01',
      carryingCalendarId: april(2).id,
      source: 'SALARY',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe('Las diferencias se liquidarán al procesar el período elegido.');
    expect((await runProcess(ctx, token, april(2).id, 'PRO')).process?.status).toBe('TERMINADO');
    const processId = (await currentProcess(ctx, companyId, april(2).id)).processId as number;
    const lines = await linesOf(ctx, companyId, [processId], ids[0]);
    const basic = retroactiveOnly(lines).filter((l) => l.conceptCode === 'BASIC');
    // February and March: 2.500.000 / 2 − (2.000.000 / 2 stored + 150.000 carried in April) = 100.000
    // each, January untouched. April's own first fortnight, recomputed like the others (decision
    // 0357): 1.250.000 − 1.150.000 it paid = 100.000; this fortnight's own basic is then the month's
    // 2.500.000 − the recomputed 1.250.000, so April still pays 2.500.000 once.
    expect(basic.map((l) => [l.originStart, l.value])).toEqual([
      ['2026-02-01', 100_000],
      ['2026-02-16', 100_000],
      ['2026-03-01', 100_000],
      ['2026-03-16', 100_000],
      ['2026-04-01', 100_000],
    ]);
    expect(lines.filter((l) => l.conceptCode === 'BASIC' && l.originCalendarId === null)[0]?.value).toBe(
      1_250_000,
    );
    // Only Ana had a change carried by this period.
    expect(retroactiveOnly(await linesOf(ctx, companyId, [processId], ids[1]))).toEqual([]);
    expect((await runProcess(ctx, token, april(2).id, 'CLO')).response.statusCode).toBe(200);
    expect(await linesOf(ctx, companyId, closedProcesses)).toEqual(closedLines);
  });

  it("the accounting run of April posts the salary differences to BASIC's accounts", async () => {
    await setCompanyFacts(ctx, companyId, ACCOUNTING_FACTS);
    await costCentreFor(ctx, call, companyId, ADMINISTRATION);
    expect((await call('POST', '/api/accounting/account-plan/defaults')).statusCode).toBe(200);
    const cb = (await call('GET', '/api/calendars?type=CB&year=2026')).json() as TCalendar[];
    const aprilCb = cb.find((c) => c.month === 4) as TCalendar;
    const run = await runProcess(ctx, token, aprilCb.id, 'PRO');
    expect(run.process?.status).toBe('TERMINADO');
    expect(run.process?.failed).toBe(0);
    const entries = await ctx.db
      .select()
      .from(accountingEntries)
      .where(
        and(
          eq(accountingEntries.companyId, companyId),
          eq(accountingEntries.processId, run.process?.id as number),
          eq(accountingEntries.contractId, ids[0] as number),
          eq(accountingEntries.conceptCode, 'BASIC'),
        ),
      );
    // Ana's April salary: 1.150.000 + 900.000 carried, 1.250.000 + 500.000 carried = 3.800.000,
    // debited to 510506 and credited to 250505 as any basic salary.
    const sum = (nature: string) =>
      entries.filter((e) => e.nature === nature).reduce((t, e) => t + Number(e.value), 0);
    expect([...new Set(entries.map((e) => `${e.nature} ${e.account}`))].sort()).toEqual([
      'C 250505',
      'D 510506',
    ]);
    expect([sum('D'), sum('C')]).toEqual([3_800_000, 3_800_000]);
  });
});
