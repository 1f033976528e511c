import type { TCalendar, TProcessExclusionPage, TRunWarning } from '@quincena/contracts/settlement';
import { RUN_WARNING_MESSAGES } from '@quincena/contracts/settlement';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../../test/fakes/fake-clock.ts';
import { createTestApp, type TestContext } from '../../../../test/helpers/test-app.ts';
import { contractEvents, contracts, payCalendars, payrollConfigs } from '../../../db/schema/index.ts';
import {
  api,
  calendarsOf,
  PILA_FACTS,
  runProcess,
  setCompanyFacts,
  settlementCompany,
} from '../settlement.test-support.ts';

/**
 * Every contract in force is accounted for (issue 27, decision 0309): a fixed-term contract past its
 * end date with no retirement and no notice is listed as "Vencido sin decisión" when the company asks
 * for explicit decisions, one ended by a notice but never retired as "Terminado sin retiro", and the
 * payroll pays the third; and a January payroll without last year's severance run says so first.
 */
describe('roster of a payroll run', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof api>;
  let token: string;
  let companyId: number;
  let ids: number[];

  beforeAll(async () => {
    ctx = await createTestApp();
    ({
      companyId,
      token,
      contractIds: ids,
    } = await settlementCompany(ctx, [1_750_905, 2_000_000, 2_500_000]));
    call = api(ctx, token);
    // Two fixed-term contracts (code 1) that ended on 31 January 2026 with no retirement recorded.
    for (const id of ids.slice(0, 2)) {
      await ctx.db
        .update(contracts)
        .set({ contractType: '1', endDate: '2026-01-31' })
        .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id)));
    }
    await ctx.db.insert(contractEvents).values({
      companyId,
      contractId: ids[1] as number,
      type: 'PREAVISO_NO_RENOVACION',
      eventDate: '2025-12-20',
      noticeDate: '2025-12-20',
    });
    expect((await call('GET', '/api/payroll-config')).statusCode).toBe(200);
    await ctx.db
      .update(payrollConfigs)
      .set({ fixedTermRenewal: 'DECISION_EXPLICITA' })
      .where(eq(payrollConfigs.companyId, companyId));
  }, 120_000);
  afterAll(() => ctx.close());

  it('settles the contract in force and lists the other two with their reason, who they are and what to do', async () => {
    const year = await calendarsOf(call, 'NM');
    const february = year.find((item) => item.month === 2 && item.fortnight === 1) as TCalendar;
    const { process } = await runProcess(ctx, token, february.id, 'PRO');
    expect(process).toMatchObject({ status: 'TERMINADO', total: 1, processed: 1, failed: 0, excluded: 2 });

    const page = (
      await call('GET', `/api/processes/${process?.id}/exclusions?page=1&pageSize=20`)
    ).json() as TProcessExclusionPage;
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.contractId)).toEqual([ids[0], ids[1]]);
    const [expired, ended] = page.rows;
    expect(expired).toMatchObject({
      documentNumber: '1020304000',
      reason: 'VENCIDO_SIN_DECISION',
      reasonLabel: 'Vencido sin decisión',
    });
    expect(expired?.name).not.toBe('');
    expect(expired?.message).toBe(
      `1020304000 ${expired?.name} (contrato ${ids[0]}): el contrato a término fijo venció el 31/01/2026 sin retiro ni preaviso de no renovación registrados. Registre la renovación, el preaviso o el retiro en el contrato del empleado y procese de nuevo.`,
    );
    expect(ended).toMatchObject({ reason: 'TERMINADO_SIN_RETIRO', reasonLabel: 'Terminado sin retiro' });
    expect(ended?.message).toContain('terminó el 31/01/2026 y no tiene retiro registrado');

    // The contract it settled is never listed as excluded; one page of one row says there are two.
    const first = (await call('GET', `/api/processes/${process?.id}/exclusions?page=2&pageSize=1`)).json();
    expect(first).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(first.rows.map((row: { contractId: number }) => row.contractId)).toEqual([ids[1]]);
    const listed = (await call('GET', `/api/processes?calendarId=${february.id}`)).json();
    expect(listed[0]).toMatchObject({ id: process?.id, excluded: 2, processed: 1 });
  });

  it('lists the same two in the month’s social security, with the reasons the payroll gave', async () => {
    await setCompanyFacts(ctx, companyId, PILA_FACTS);
    const year = await calendarsOf(call, 'NM');
    for (const fortnight of [1, 2]) {
      const period = year.find((item) => item.month === 2 && item.fortnight === fortnight) as TCalendar;
      if (fortnight === 2)
        expect((await runProcess(ctx, token, period.id, 'PRO')).process?.status).toBe('TERMINADO');
      expect((await runProcess(ctx, token, period.id, 'CLO')).response.statusCode).toBe(200);
    }
    const ss = await calendarsOf(call, 'SS');
    const february = ss.find((item) => item.month === 2) as TCalendar;
    const { process } = await runProcess(ctx, token, february.id, 'PRO');
    expect(process).toMatchObject({ status: 'TERMINADO', processed: 1, excluded: 2 });
    const page = (
      await call('GET', `/api/processes/${process?.id}/exclusions`)
    ).json() as TProcessExclusionPage;
    expect(page.rows.map((row) => [row.contractId, row.reason])).toEqual([
      [ids[0], 'VENCIDO_SIN_DECISION'],
      [ids[1], 'TERMINADO_SIN_RETIRO'],
    ]);
  });

  it('keeps another company out of the exclusions', async () => {
    const other = await settlementCompany(ctx, []);
    const [process] = (await call('GET', '/api/processes')).json();
    const stranger = await api(ctx, other.token)('GET', `/api/processes/${process.id}/exclusions`);
    expect(stranger.statusCode).toBe(404);
  });
});

describe('runs that need another run first', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof api>;
  let token: string;
  let companyId: number;

  beforeAll(async () => {
    ctx = await createTestApp({ clock: new FakeClock('2027-01-10T15:00:00.000Z') });
    ({ companyId, token } = await settlementCompany(ctx, [1_750_905]));
    call = api(ctx, token);
    // December's second fortnight accumulated: 2026 had pay, so it had cesantías.
    const year = await calendarsOf(call, 'NM');
    const december2 = year.find((item) => item.month === 12 && item.fortnight === 2) as TCalendar;
    expect((await runProcess(ctx, token, december2.id, 'PRO')).process?.status).toBe('TERMINADO');
    expect((await runProcess(ctx, token, december2.id, 'CLO')).response.statusCode).toBe(200);
    await call('GET', '/api/calendars?type=CES&year=2026');
  }, 120_000);
  afterAll(() => ctx.close());

  it('warns before the January payroll while last year’s severance run is not accumulated, and on Home', async () => {
    const january = await calendarsOf(call, 'NM', 2027);
    const first = january[0] as TCalendar;
    const response = await call('GET', `/api/calendars/${first.id}/warnings`);
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      calendarId: first.id,
      message: RUN_WARNING_MESSAGES.januaryWithoutSeverance(2026),
      route: '/Severance',
      blocking: false,
    };
    expect(response.json()).toEqual([expect.objectContaining(expected)]);
    expect(expected.message).toContain(
      'La nómina de enero paga los intereses sobre las cesantías de 2026, pero la liquidación de cesantías de 2026 no está acumulada: acumúlela primero en Cesantías',
    );
    const home = (await call('GET', '/api/home/run-warnings')).json() as TRunWarning[];
    expect(home).toContainEqual(expect.objectContaining(expected));

    // The second fortnight pays no interest: nothing to say there.
    const second = january[1] as TCalendar;
    expect((await call('GET', `/api/calendars/${second.id}/warnings`)).json()).toEqual([]);

    await ctx.db
      .update(payCalendars)
      .set({ state: 'ACCUMULATED' })
      .where(
        and(eq(payCalendars.companyId, companyId), eq(payCalendars.type, 'CES'), eq(payCalendars.year, 2026)),
      );
    expect((await call('GET', `/api/calendars/${first.id}/warnings`)).json()).toEqual([]);
    expect((await call('GET', '/api/home/run-warnings')).json()).toEqual([]);
  });

  it('warns before social security while the month’s payroll is not accumulated, with a link to it', async () => {
    const ss = await calendarsOf(call, 'SS', 2027);
    const warnings = (await call('GET', `/api/calendars/${ss[0]?.id}/warnings`)).json() as TRunWarning[];
    expect(warnings).toEqual([
      expect.objectContaining({
        message: RUN_WARNING_MESSAGES.monthPayrollMissing('La planilla de seguridad social', 'enero', 2027),
        route: '/PayrollPayment',
        blocking: true,
      }),
    ]);
    const stranger = await settlementCompany(ctx, []);
    expect((await api(ctx, stranger.token)('GET', `/api/calendars/${ss[0]?.id}/warnings`)).statusCode).toBe(
      404,
    );
  });

  it('does not count the periods before a company first used Quincena as missing from the month', async () => {
    // A company whose first accumulated period is February's second fortnight: the first one is
    // before it started with Quincena, like the demo company's first month.
    const late = await settlementCompany(ctx, [1_750_905]);
    const nm = await calendarsOf(api(ctx, late.token), 'NM');
    const second = nm.find((calendar) => calendar.month === 2 && calendar.fortnight === 2) as TCalendar;
    expect((await runProcess(ctx, late.token, second.id, 'PRO')).process?.status).toBe('TERMINADO');
    expect((await runProcess(ctx, late.token, second.id, 'CLO')).response.statusCode).toBe(200);
    const ss = await calendarsOf(api(ctx, late.token), 'SS');
    const february = ss.find((calendar) => calendar.month === 2) as TCalendar;
    expect((await api(ctx, late.token)('GET', `/api/calendars/${february.id}/warnings`)).json()).toEqual([]);
  });
});
