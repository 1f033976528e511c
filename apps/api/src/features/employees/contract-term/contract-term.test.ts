import type { TCalendar } from '@quincena/contracts/settlement';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/helpers/test-app.ts';
import { contracts, settlementResults } from '../../../db/schema/index.ts';
import { ofCompany } from '../../../platform/sql/company-scope.ts';
import { api, runProcess, settlementCompany } from '../../settlement/settlement.test-support.ts';
import { contractInput, personInput } from '../employees.fixtures.ts';
import { dueFixedTermContracts, eventsOf } from './contract-term.repository.ts';
import { EXPIRED_WITHOUT_DECISION, renewContract, renewDueContracts } from './renew-due.ts';

/**
 * CST art. 46 as Ley 2466 de 2025 left it (decision 0311). The fake clock reads 2 March 2026 (Bogotá).
 * Each scenario has its own company so one company's renewals never touch another's.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

/** A company with one fixed-term contract (salary 4.000.000, no transport aid) from `start` to `end`. */
async function fixedTermCompany(
  start: string,
  end: string,
  index: number,
  policy: 'AUTOMATICA' | 'DECISION_EXPLICITA' = 'AUTOMATICA',
) {
  const company = await settlementCompany(ctx, []);
  const call = api(ctx, company.token);
  if (policy !== 'AUTOMATICA') {
    const config = (await call('GET', '/api/payroll-config')).json().config;
    const saved = await call('PUT', '/api/payroll-config', { ...config, fixedTermRenewal: policy });
    expect(saved.statusCode).toBe(200);
  }
  const person = await call(
    'POST',
    '/api/persons',
    personInput({ documentNumber: String(1_030_000_000 + index), email: `fijo${index}@correo.com.co` }),
  );
  const created = await call(
    'POST',
    '/api/contracts',
    contractInput(person.json().id, company.jobId, {
      contractType: '1',
      startDate: start,
      endDate: end,
      salary: { amount: 4_000_000, startDate: start },
    }),
  );
  expect(created.statusCode).toBe(201);
  return { ...company, call, contractId: created.json().contract.id as number, personId: person.json().id };
}

async function listRow(call: ReturnType<typeof api>, contractId: number) {
  const list = await call('GET', '/api/employees');
  expect(list.statusCode).toBe(200);
  return list.json().rows.find((row: { contractId: number }) => row.contractId === contractId);
}

describe('automatic renewal (no notice given)', () => {
  it('renews an expired one-month contract month by month up to today and shows it in the history', async () => {
    const { call, contractId } = await fixedTermCompany('2026-01-01', '2026-01-31', 1);
    const row = await listRow(call, contractId);
    expect(row).toMatchObject({ statusName: 'Activo', endDate: '2026-03-31' });
    const term = (await call('GET', `/api/contracts/${contractId}/term`)).json();
    expect(term.state).toBe('VIGENTE');
    expect(term.noticeDeadline).toBe('2026-03-01');
    expect(term.events.map((e: { description: string }) => e.description)).toEqual([
      'Renovación automática n.º 1 hasta 28/02/2026',
      'Renovación automática n.º 2 hasta 31/03/2026',
    ]);
    // Idempotent: reading again records nothing more.
    await listRow(call, contractId);
    expect((await call('GET', `/api/contracts/${contractId}/term`)).json().events).toHaveLength(2);
  });

  it('pays a contract whose end date passed: Procesar renews it and settles the period after the old end date', async () => {
    const { call, token, companyId, contractId } = await fixedTermCompany('2026-01-01', '2026-12-31', 2);
    // Registered as ending on 15 January (as if it had been entered before that day).
    await ctx.db
      .update(contracts)
      .set({ endDate: '2026-01-15' })
      .where(and(eq(contracts.companyId, companyId), eq(contracts.id, contractId)));
    const calendars = (await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
    const secondFortnight = calendars.find((c) => c.periodStart === '2026-01-16') as TCalendar;
    const { process } = await runProcess(ctx, token, secondFortnight.id, 'PRO');
    expect(process?.status).toBe('TERMINADO');
    const [result] = await ctx.db
      .select()
      .from(settlementResults)
      .where(
        ofCompany(
          settlementResults.companyId,
          companyId,
          eq(settlementResults.processId, process?.id as number),
          eq(settlementResults.contractId, contractId),
        ),
      );
    // Half of 4.000.000 for the fortnight; the month's health and pension (4 % + 4 % of 4.000.000) are
    // deducted in the second fortnight.
    expect(Number(result?.earnings)).toBe(2_000_000);
    expect(Number(result?.netPay)).toBe(1_680_000);
    const [contract] = await ctx.db
      .select({ endDate: contracts.endDate })
      .from(contracts)
      .where(and(eq(contracts.companyId, companyId), eq(contracts.id, contractId)));
    // 15-day term: 16–30 January, then 31 January–14 February.
    expect(contract?.endDate).toBe('2026-02-14');
  });
});

describe('notice of non-renewal', () => {
  it('given at least 30 days before the end date, the contract ends then and is not renewed', async () => {
    const { call, companyId, contractId } = await fixedTermCompany('2025-12-01', '2026-03-31', 3);
    const notice = await call('POST', `/api/contracts/${contractId}/non-renewal-notice`, {
      noticeDate: '2026-03-01',
    });
    expect(notice.statusCode).toBe(200);
    expect(notice.json().message).toBe(
      'Preaviso registrado. El contrato termina el 31/03/2026 y no se renovará; registre el retiro en Novedades de retiros para liquidarlo.',
    );
    expect(notice.json().term.state).toBe('TERMINA_CON_PREAVISO');
    expect(notice.json().term.events.at(-1).description).toBe(
      'Preaviso de no renovación entregado el 01/03/2026',
    );
    // A run of April and the days after the end date: no renewal, the contract ended on 31 March.
    await renewDueContracts(ctx.db, companyId, '2026-04-15', '2026-04-15');
    const [contract] = await ctx.db
      .select({ endDate: contracts.endDate, status: contracts.status })
      .from(contracts)
      .where(and(eq(contracts.companyId, companyId), eq(contracts.id, contractId)));
    expect(contract).toEqual({ endDate: '2026-03-31', status: 'TERMINADO' });
    expect((await listRow(call, contractId)).statusName).toBe('Terminado por preaviso');
  });

  it('given in time after a run of a later period renewed ahead, takes that renewal back', async () => {
    const { call, token, companyId, contractId } = await fixedTermCompany('2026-01-01', '2026-04-30', 8);
    const calendars = (await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
    const may = calendars.find((c) => c.periodStart === '2026-05-01') as TCalendar;
    expect((await runProcess(ctx, token, may.id, 'PRO')).process?.status).toBe('TERMINADO');
    expect((await call('GET', `/api/contracts/${contractId}/term`)).json().endDate).toBe('2026-08-31');
    const notice = await call('POST', `/api/contracts/${contractId}/non-renewal-notice`, {
      noticeDate: '2026-03-02',
    });
    expect(notice.json().message).toBe(
      'Preaviso registrado. El contrato termina el 30/04/2026 y no se renovará; registre el retiro en Novedades de retiros para liquidarlo.',
    );
    expect(notice.json().term).toMatchObject({ endDate: '2026-04-30', state: 'TERMINA_CON_PREAVISO' });
    expect(notice.json().term.events.map((e: { type: string }) => e.type)).toEqual([
      'PREAVISO_NO_RENOVACION',
    ]);
    // May was settled with the renewed contract: it must be processed again before Acumular.
    expect((await call('GET', `/api/calendars/${may.id}`)).json().needsReprocess).toBe(true);
    await renewDueContracts(ctx.db, companyId, '2026-05-15', '2026-03-02');
    expect((await call('GET', `/api/contracts/${contractId}/term`)).json().endDate).toBe('2026-04-30');
  });

  it('given late, the contract still renews and the clerk is told so in Spanish', async () => {
    const { call, companyId, contractId } = await fixedTermCompany('2026-01-01', '2026-03-31', 4);
    const notice = await call('POST', `/api/contracts/${contractId}/non-renewal-notice`, {
      noticeDate: '2026-03-02',
    });
    expect(notice.statusCode).toBe(200);
    expect(notice.json().message).toBe(
      'El preaviso se entregó después del 01/03/2026 (30 días antes del vencimiento del 31/03/2026): no impide la renovación. El contrato se renovará automáticamente hasta el 30/06/2026.',
    );
    await renewDueContracts(ctx.db, companyId, '2026-04-15', '2026-04-15');
    const term = (await call('GET', `/api/contracts/${contractId}/term`)).json();
    expect(term.endDate).toBe('2026-06-30');
    const renewal = term.events.find((e: { type: string }) => e.type === 'RENOVACION');
    expect(renewal).toMatchObject({
      description: 'Renovación automática n.º 1 hasta 30/06/2026',
      note: 'Preaviso entregado el 02/03/2026, con menos de 30 días de antelación: no impidió la renovación.',
    });
  });

  it('is refused in Spanish on a contract that is not fixed-term, or whose end date passed', async () => {
    const { call, contractId, jobId } = await fixedTermCompany('2026-01-01', '2026-01-31', 5);
    const person = await call(
      'POST',
      '/api/persons',
      personInput({ documentNumber: '1040000005', email: 'x5@correo.com.co' }),
    );
    const indefinite = await call('POST', '/api/contracts', contractInput(person.json().id, jobId));
    const refused = await call('POST', `/api/contracts/${indefinite.json().contract.id}/non-renewal-notice`, {
      noticeDate: '2026-03-01',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Solo un contrato a término fijo con fecha de terminación admite preaviso de no renovación.',
    );
    const future = await call('POST', `/api/contracts/${contractId}/non-renewal-notice`, {
      noticeDate: '2026-03-05',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('La fecha del preaviso no puede ser posterior a hoy.');
  });
});

describe('explicit decision required (company setting)', () => {
  it('shows the expired contract as "Vencido sin decisión" until the clerk renews it', async () => {
    const { call, contractId } = await fixedTermCompany('2026-01-01', '2026-02-15', 6, 'DECISION_EXPLICITA');
    const row = await listRow(call, contractId);
    expect(row).toMatchObject({ statusName: 'Vencido sin decisión', endDate: '2026-02-15' });
    const term = (await call('GET', `/api/contracts/${contractId}/term`)).json();
    expect(term).toMatchObject({ state: 'VENCIDO_SIN_DECISION', events: [] });
    // The novelty pickers see the same status (they name it after the employee).
    const options = (await call('GET', '/api/novelties/contracts')).json().contracts;
    expect(options.find((o: { contractId: number }) => o.contractId === contractId).statusCode).toBe(
      'VENCIDO',
    );
    const late = await call('POST', `/api/contracts/${contractId}/non-renewal-notice`, {
      noticeDate: '2026-03-01',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'El contrato venció el 15/02/2026: el preaviso de no renovación debe entregarse antes del vencimiento. Registre el retiro o la renovación del contrato.',
    );
    const renewed = await call('POST', `/api/contracts/${contractId}/renewal`);
    expect(renewed.statusCode).toBe(200);
    // 1½-month term (46 days): 16 February–2 April.
    expect(renewed.json().message).toBe(
      'Renovación registrada: el contrato sigue vigente hasta el 02/04/2026.',
    );
    expect(renewed.json().term.events[0].description).toBe('Renovación n.º 1 hasta 02/04/2026');
    expect((await listRow(call, contractId)).statusName).toBe('Activo');
    const again = await call('POST', `/api/contracts/${contractId}/renewal`);
    expect(again.statusCode).toBe(409);
  });
});

describe('Home: notice deadlines', () => {
  it('warns before the last day to give notice of a contract ending soon', async () => {
    const { call } = await fixedTermCompany('2026-01-21', '2026-04-20', 7);
    const deadlines = (await call('GET', '/api/home/deadlines')).json();
    const warning = deadlines.deadlines.find((d: { kind: string }) => d.kind === 'FIXED_TERM_NOTICE');
    expect(warning).toMatchObject({
      title:
        'El contrato a término fijo de Ana María Pérez Gómez vence el 20/04/2026; el preaviso de no renovación debe entregarse a más tardar el 21/03/2026',
      dueDate: '2026-03-21',
    });
  });
});

describe('renewing many due contracts at once', () => {
  /** A company with fixed-term contracts as given (end date and status set after creation). */
  async function companyWith(
    specs: readonly { start: string; end: string; status?: string }[],
    first: number,
  ) {
    const company = await settlementCompany(ctx, []);
    const call = api(ctx, company.token);
    const ids: number[] = [];
    for (const [index, spec] of specs.entries()) {
      const person = await call(
        'POST',
        '/api/persons',
        personInput({
          documentNumber: String(1_040_000_000 + first + index),
          email: `lote${first + index}@correo.com.co`,
        }),
      );
      const created = await call(
        'POST',
        '/api/contracts',
        contractInput(person.json().id, company.jobId, {
          contractType: '1',
          startDate: spec.start,
          endDate: '2026-12-31',
          salary: { amount: 4_000_000, startDate: spec.start },
        }),
      );
      expect(created.statusCode).toBe(201);
      ids.push(created.json().contract.id as number);
    }
    // After every creation: creating a contract renews the company's due ones.
    for (const [index, spec] of specs.entries()) {
      await ctx.db
        .update(contracts)
        .set({ endDate: spec.end, ...(spec.status ? { status: spec.status } : {}) })
        .where(and(eq(contracts.companyId, company.companyId), eq(contracts.id, ids[index] as number)));
    }
    return { companyId: company.companyId, ids };
  }

  async function termOf(companyId: number, ids: readonly number[]) {
    const out = [];
    for (const id of ids) {
      const [contract] = await ctx.db
        .select({
          endDate: contracts.endDate,
          status: contracts.status,
          contractType: contracts.contractType,
        })
        .from(contracts)
        .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id)));
      const events = (await eventsOf(ctx.db, companyId, id)).map(
        ({ id: _id, companyId: _c, contractId: _k, createdAt: _t, ...rest }) => rest,
      );
      out.push({ contract, events });
    }
    return out;
  }

  it('records for each contract what renewing it alone records: end date, status, type and events', async () => {
    const specs = [
      // Renewed month by month through the run's date.
      { start: '2026-01-01', end: '2026-01-31' },
      // Expired without a decision, then renewed by the law: active again.
      { start: '2025-11-01', end: '2026-01-31', status: EXPIRED_WITHOUT_DECISION },
      // A long one: its renewal stops at the four-year cap, after which it is indefinite.
      { start: '2022-02-01', end: '2026-01-31' },
      // Not due yet.
      { start: '2026-01-01', end: '2026-06-30' },
    ];
    const together = await companyWith(specs, 0);
    const alone = await companyWith(specs, specs.length);
    const expectedEnds = [
      [
        { endDate: '2026-04-30', status: 'ACTIVO', contractType: '1' },
        { endDate: '2026-04-30', status: 'ACTIVO', contractType: '1' },
        { endDate: '2029-06-24', status: 'ACTIVO', contractType: '1' },
        { endDate: '2026-06-30', status: 'ACTIVO', contractType: '1' },
      ],
      [
        expect.objectContaining({ contractType: '1' }),
        expect.objectContaining({ contractType: '1' }),
        { endDate: null, status: 'ACTIVO', contractType: '2' },
        expect.objectContaining({ contractType: '1' }),
      ],
    ];
    for (const [step, through] of ['2026-04-15', '2029-07-15'].entries()) {
      const outcome = await renewDueContracts(ctx.db, together.companyId, through, through);
      expect(outcome).toEqual({ renewed: step === 0 ? 3 : 4, expired: 0, ended: 0 });
      for (const contract of await dueFixedTermContracts(ctx.db, alone.companyId, through)) {
        await renewContract(ctx.db, alone.companyId, contract, through, { automatic: true, userId: null });
      }
      const expected = await termOf(alone.companyId, alone.ids);
      expect(await termOf(together.companyId, together.ids)).toEqual(expected);
      expect(expected.map(({ contract }) => contract)).toEqual(expectedEnds[step]);
      // Nothing is due any more: a second call records nothing.
      expect(await renewDueContracts(ctx.db, together.companyId, through, through)).toEqual({
        renewed: 0,
        expired: 0,
        ended: 0,
      });
    }
  });
});
