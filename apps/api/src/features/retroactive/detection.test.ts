import type { TCalendar } from '@quincena/contracts/settlement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { contractInput } from '../employees/index.ts';
import { api, registerChange, runProcess, settlementCompany } from '../settlement/settlement.test-support.ts';
import { byCode, closedPeriods, currentProcess, linesOf, retroactiveOnly } from './carrying.test-support.ts';

/**
 * Issue 32, detection of contract terms and late novelties (decision 0353): a pay term changed or a
 * novelty dated inside accumulated periods answers the impact, is registered with the period that
 * carries it, and that period's Procesar pays the exact difference.
 */
let ctx: TestContext;
let call: ReturnType<typeof api>;
let other: ReturnType<typeof api>;
let companyId: number;
let token: string;
let jobId: number;
let ana: number;
let beto: number;
let calendars: TCalendar[];
let closedProcesses: number[];
let closedLines: Awaited<ReturnType<typeof linesOf>>;

const period = (month: number, fortnight: 1 | 2) =>
  calendars.find((c) => c.month === month && c.fortnight === fortnight) as TCalendar;

/** The PUT body of a contract as the form sends it: the create fixture without the person, salary and vacations. */
async function updateBody(contractId: number, changes: object) {
  const contract = (await call('GET', `/api/contracts/${contractId}`)).json();
  const {
    personId: _person,
    salary: _salary,
    vacationsTaken: _taken,
    ...body
  } = contractInput(contract.person.id, jobId, { startDate: '2026-01-01' });
  return { ...body, ...changes };
}

beforeAll(async () => {
  ctx = await createTestApp();
  // Ana 2.000.000 and Beto 1.800.000, both with the transport aid, January–February accumulated.
  const company = await settlementCompany(ctx, [2_000_000, 1_800_000]);
  ({ companyId, token, jobId } = company);
  [ana, beto] = company.contractIds as [number, number];
  call = api(ctx, token);
  other = api(ctx, (await settlementCompany(ctx, [1_500_000])).token);
  ({ calendars, closedProcesses, closedLines } = await closedPeriods(ctx, token, companyId, 4));
}, 600_000);
afterAll(() => ctx.close());

describe('a contract pay term changed after its periods were accumulated', () => {
  it('is saved and answers the accumulated periods it reaches, from the contract’s first day', async () => {
    const saved = await call(
      'PUT',
      `/api/contracts/${ana}`,
      await updateBody(ana, { transportAidExcluded: true }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const { retroactive, contract } = saved.json();
    expect(contract.transportAidExcluded).toBe(true);
    expect(retroactive.from).toBe('2026-01-01');
    expect(retroactive.periods.map((p: { label: string }) => p.label)).toEqual([
      'primera quincena de enero de 2026',
      'segunda quincena de enero de 2026',
      'primera quincena de febrero de 2026',
      'segunda quincena de febrero de 2026',
    ]);
    expect(retroactive.people.map((p: { contractId: number }) => p.contractId)).toEqual([ana]);
    expect(retroactive.openPeriods[0].label).toBe('primera quincena de marzo de 2026');
    expect(retroactive.summary).toContain(
      'Este cambio rige desde el 01-01-2026 y afecta 4 períodos acumulados de',
    );
    expect(retroactive.summary).toContain(
      'Quincena liquida las diferencias (retroactivo) al procesar el período abierto que usted elija para pagarlas. El primer período abierto para pagarlas es la primera quincena de marzo de 2026.',
    );
    const registered = await registerChange(call, {
      contractId: ana,
      from: retroactive.from,
      carryingCalendarId: period(3, 1).id,
      source: 'CONTRACT',
    });
    expect(registered.json().changes[0]).toMatchObject({
      sourceName: 'Condiciones del contrato',
      status: 'PENDING',
    });
  });

  it('answers no impact when no pay term changed (a new bank account)', async () => {
    const saved = await call(
      'PUT',
      `/api/contracts/${ana}`,
      await updateBody(ana, { transportAidExcluded: true, accountNumber: '99887766' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().retroactive).toBeNull();
  });

  it('keeps refusing a retirement dated inside an accumulated period, and another company’s contract', async () => {
    const retired = await call(
      'PUT',
      `/api/contracts/${beto}`,
      await updateBody(beto, {
        status: 'RETIRADO',
        retirementReason: 'RENUNCIA',
        retirementDate: '2026-01-20',
      }),
    );
    expect(retired.statusCode).toBe(409);
    expect(retired.json().message).toContain('ya está acumulado');
    const theirs = await other('PUT', `/api/contracts/${ana}`, await updateBody(ana, { salaryType: 'X' }));
    expect(theirs.statusCode).toBe(404);
    expect((await call('GET', `/api/contracts/${ana}`)).json().salaryType).toBe('F');
  });
});

describe('a novelty of a closed period recorded late', () => {
  let overtimeBody: object;
  beforeAll(() => {
    overtimeBody = {
      contractId: beto,
      calendarId: period(2, 2).id,
      conceptCode: 'HED',
      hours: 10,
      date: '2026-02-20',
    };
  });

  it('is refused without the retroactive option, naming the period, the person and what to do', async () => {
    const refused = await call('POST', '/api/novelties/overtime', overtimeBody);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PERIOD_ACCUMULATED_RETROACTIVE');
    expect(refused.json().message).toMatch(
      /^El período de la segunda quincena de febrero de 2026 ya está acumulado: esta novedad de .+ solo puede registrarse en él como retroactiva\. Quincena la guarda en ese período y liquida la diferencia al procesar el período abierto que usted elija\.$/,
    );
  });

  it('is saved with ?retroactive=true and answers the period it reaches', async () => {
    const saved = await call('POST', '/api/novelties/overtime?retroactive=true', overtimeBody);
    expect(saved.statusCode, saved.body).toBe(201);
    const { retroactive, row } = saved.json();
    expect(row).toMatchObject({ contractId: beto, calendarId: period(2, 2).id, hours: 10 });
    expect(retroactive.from).toBe('2026-02-16');
    expect(retroactive.periods.map((p: { label: string }) => p.label)).toEqual([
      'segunda quincena de febrero de 2026',
    ]);
    await registerChange(call, {
      contractId: beto,
      from: retroactive.from,
      carryingCalendarId: period(3, 1).id,
      source: 'NOVELTY',
    });
  });

  it('an open period’s novelty answers no impact; a delete in a closed period says what to do', async () => {
    const open = await call('POST', '/api/novelties/overtime?retroactive=true', {
      ...overtimeBody,
      calendarId: period(3, 1).id,
      date: '2026-03-05',
      hours: 1,
    });
    expect(open.statusCode, open.body).toBe(201);
    expect(open.json().retroactive).toBeNull();
    expect((await call('DELETE', `/api/novelties/overtime/${open.json().row.id}`)).statusCode).toBe(200);
    const late = (await call('GET', `/api/novelties/overtime?calendarId=${period(2, 2).id}`)).json().rows[0];
    const remove = await call('DELETE', `/api/novelties/overtime/${late.id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toMatch(
      /^El período de la segunda quincena de febrero de 2026 ya está acumulado: no se pueden registrar, modificar ni eliminar novedades de .+ con fechas dentro de él\. Registre el pago o el descuento que corresponda como novedad del período abierto \(primera quincena de marzo de 2026\)\.$/,
    );
  });

  it('another company cannot record a novelty on our contract, retroactive or not', async () => {
    const theirs = await other('POST', '/api/novelties/overtime?retroactive=true', overtimeBody);
    expect(theirs.statusCode).toBe(400);
    expect(
      (await call('GET', `/api/novelties/overtime?calendarId=${period(2, 2).id}`)).json().rows,
    ).toHaveLength(1);
  });
});

describe('the carrying run pays what was detected', () => {
  it('Procesar of March’s first fortnight pays the lost transport aid and the late overtime to the peso', async () => {
    const run = await runProcess(ctx, token, period(3, 1).id, 'PRO');
    expect(run.process?.status).toBe('TERMINADO');
    expect(run.process?.failed).toBe(0);
    const processId = (await currentProcess(ctx, companyId, period(3, 1).id)).processId as number;
    const anaLines = retroactiveOnly(await linesOf(ctx, companyId, [processId], ana));
    const betoLines = retroactiveOnly(await linesOf(ctx, companyId, [processId], beto));
    // Ana loses the transport aid of four fortnights: 249.095 a month paid as 124.548 + 124.547
    // (15 days each), and its share of prima and cesantías (124.548 / 12 = 10.379 each fortnight,
    // interest 12 % = 1.245). Nothing else of hers changes: the aid is no contribution base.
    const fortnights = calendars.slice(0, 4).map((c) => c.id);
    for (const [index, calendarId] of fortnights.entries()) {
      const own = anaLines.filter((line) => line.originCalendarId === calendarId);
      expect(byCode(own)).toEqual({
        TRANSPORT_AID: index % 2 === 0 ? -124_548 : -124_547,
        PROV_PRIMA: -10_379,
        PROV_CESANTIAS: -10_379,
        PROV_CESANTIAS_INTEREST: -1_245,
      });
      expect(own.find((line) => line.conceptCode === 'TRANSPORT_AID')?.units).toBe(-15);
    }
    expect(byCode(anaLines).TRANSPORT_AID).toBe(-498_190);

    // Beto's 10 daytime overtime hours of 20 February, all carried for February's second fortnight:
    // 1.800.000 / 220 hours × 1,25 × 10 = 102.273; health and pension 4 % each = 4.091. February's
    // contributions are settled for the month on 1.902.273 instead of 1.800.000 (PILA rounds each
    // total up to the hundred and the employer pays the rest): pension 304.400 − 76.091 − (288.000 −
    // 72.000) = 12.309, the exonerated health's rounding 76.100 − 76.091 = 9, ARL 0,522 % 10.000 −
    // 9.400 = 600, CCF 4 % 76.100 − 72.000 = 4.100. Prima and cesantías are provisioned on the
    // period's average variable pay (the engine's rule, as a normal run): 2.841 each, interest 341.
    expect(betoLines.every((line) => line.originCalendarId === period(2, 2).id)).toBe(true);
    expect(byCode(betoLines)).toEqual({
      HED: 102_273,
      HEALTH_EE: 4_091,
      PENSION_EE: 4_091,
      PENSION_ER: 12_309,
      HEALTH_ER: 9,
      ARL_ER: 600,
      CCF_ER: 4_100,
      PROV_PRIMA: 2_841,
      PROV_CESANTIAS: 2_841,
      PROV_CESANTIAS_INTEREST: 341,
    });
    expect(betoLines.find((line) => line.conceptCode === 'HED')?.units).toBe(10);

    // Nothing of an accumulated period was rewritten, and both changes read Liquidado.
    expect(await linesOf(ctx, companyId, closedProcesses)).toEqual(closedLines);
    const listed = (await call('GET', `/api/retroactive/changes?calendarId=${period(3, 1).id}`)).json();
    expect(
      listed.changes.map((c: { sourceName: string; statusName: string }) => [c.sourceName, c.statusName]),
    ).toEqual(
      expect.arrayContaining([
        ['Condiciones del contrato', 'Liquidado'],
        ['Novedad', 'Liquidado'],
      ]),
    );
  });
});
