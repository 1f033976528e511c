import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TLegalValueChange } from '@quincena/contracts/retroactive';
import type { TCalendar } from '@quincena/contracts/settlement';
import { clearRegisteredDecreedYears } from '@quincena/payroll';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { legalValueVersions } from '../../db/schema/index.ts';
import { recordLegalValueVersions } from '../../pay-period/legal-value-versions.ts';
import {
  api,
  calendarsOf,
  runProcess,
  settleInOrder,
  settlementCompany,
} from '../settlement/settlement.test-support.ts';
import { byCode, currentProcess, linesOf, retroactiveOnly } from './carrying.test-support.ts';

/**
 * Issue 32, "a minimum-wage decree loaded after January closed" (decision 0354): January 2027 is
 * settled and accumulated before the 2027 values are in the system (the engine uses 2026's: SMMLV
 * 1.750.905, transport aid 249.095, UVT 52.374, with its undecreed-year warning). Then the operator
 * loads DATA_DIR/legal-values/2027.json; the change is detected when it is saved, the company sees
 * who and which periods it reaches, registers it for the first fortnight of February, and Procesar
 * pays the differences.
 *
 * HYPOTHETICAL 2027 VALUES, for this test only (not a real decree): SMMLV 1.900.000, aid 270.000, UVT 54.000.
 */
const HYPOTHETICAL_2027 = {
  year: 2027,
  smmlv: { value: '1900000', source: 'Hypothetical decree (test only)' },
  transportAid: { value: '270000', source: 'Hypothetical decree (test only)' },
  uvt: { value: '54000', source: 'Hypothetical resolution (test only)' },
};

let ctx: TestContext;
let call: ReturnType<typeof api>;
let other: ReturnType<typeof api>;
let operator: Record<string, string>;
let companyId: number;
let token: string;
let ids: number[];
let calendars: TCalendar[];

/** A fortnightly company whose contracts start on 1 January 2027. */
const company2027 = (salaries: readonly number[]) =>
  settlementCompany(ctx, salaries, { startDate: '2027-01-01', firstDocument: 1_020_305_000 });

const calendars2027 = async (caller: ReturnType<typeof api>) =>
  (await calendarsOf(caller, 'NM', 2027)).sort((a, b) => a.periodStart.localeCompare(b.periodStart));

const pending = async (caller = call) =>
  (await caller('GET', '/api/retroactive/legal-values')).json().changes as TLegalValueChange[];

beforeAll(async () => {
  clearRegisteredDecreedYears();
  ctx = await createTestApp();
  // What start-up records: every year's values as the engine has them (2027 not decreed yet).
  await recordLegalValueVersions(ctx.db, ctx.clock.now());
  // Ana earns the minimum the engine uses for 2027 today; Beto earns far above it.
  const company = await company2027([1_750_905, 10_000_000]);
  ({ companyId, contractIds: ids, token } = company);
  call = api(ctx, company.token);
  const theirs = await company2027([1_800_000]);
  other = api(ctx, theirs.token);
  operator = bearer(
    await tokenFor(ctx.db, ctx.clock, await createUser(ctx.db, { companyId, instanceAdmin: true })),
  );
  calendars = await calendars2027(call);
  await settleInOrder(ctx, company.token, calendars.slice(0, 2));
  // The other company has only processed (not accumulated) its January: nothing of it was closed.
  const theirCalendars = await calendars2027(other);
  expect((await runProcess(ctx, theirs.token, theirCalendars[0]?.id as number, 'PRO')).process?.status).toBe(
    'TERMINADO',
  );
  ctx.clock.advance({ minutes: 5 });
}, 600_000);
afterAll(async () => {
  clearRegisteredDecreedYears();
  await ctx.close();
}, 120_000);

describe('a minimum-wage decree loaded after January closed', () => {
  it('nothing is pending while the values the periods used are the ones in force', async () => {
    expect(await pending()).toEqual([]);
    // A restart with the same values stores nothing new.
    const before = await ctx.db.select().from(legalValueVersions);
    expect(await recordLegalValueVersions(ctx.db, ctx.clock.now())).toEqual([]);
    expect(await ctx.db.select().from(legalValueVersions)).toHaveLength(before.length);
  });

  it('the reload that saves the new 2027 values detects it, and the company sees what changed, who and which periods', async () => {
    const folder = join(ctx.dataDir, 'legal-values');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, '2027.json'), JSON.stringify(HYPOTHETICAL_2027));
    const reload = await ctx.app.inject({
      method: 'POST',
      url: '/api/instance-admin/actions',
      headers: operator,
      payload: { instance: 'LOCAL', action: 'RELOAD_LEGAL_VALUES' },
    });
    expect(reload.json()).toEqual({
      severity: 'success',
      message:
        'Valores legales cargados: 2027.json. Cambiaron los valores de 2027, 2028, 2029 y 2030: cada empresa con períodos acumulados de ese año verá el aviso para liquidar las diferencias.',
    });

    const [change, ...rest] = await pending();
    expect(rest).toEqual([]);
    expect(change).toMatchObject({
      year: 2027,
      from: '2027-01-01',
      differences: [
        'Salario mínimo: $1.750.905 → $1.900.000',
        'Auxilio de transporte: $249.095 → $270.000',
        'UVT: $52.374 → $54.000',
      ],
      title:
        'Cambiaron los valores legales de 2027: Salario mínimo: $1.750.905 → $1.900.000; Auxilio de transporte: $249.095 → $270.000; UVT: $52.374 → $54.000.',
    });
    expect(change?.impact.periods.map((period) => period.label)).toEqual([
      'primera quincena de enero de 2027',
      'segunda quincena de enero de 2027',
    ]);
    expect(change?.impact.people.map((person) => person.contractId).sort((a, b) => a - b)).toEqual(ids);
    expect(change?.impact.openPeriods[0]?.label).toBe('primera quincena de febrero de 2027');
    // Another company settled nothing of 2027 with the old values: no notice, and it cannot dismiss ours.
    expect(await pending(other)).toEqual([]);
    const theirDismiss = await other('POST', `/api/retroactive/legal-values/${change?.versionId}/dismiss`, {
      reason: 'No aplica',
    });
    expect(theirDismiss.statusCode).toBe(200);
    expect(await pending()).toHaveLength(1);
  });

  it('a dismissal without a reason is refused in Spanish and changes nothing', async () => {
    const [change] = await pending();
    const empty = await call('POST', `/api/retroactive/legal-values/${change?.versionId}/dismiss`, {
      reason: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Indique por qué no aplica (al menos 3 caracteres).');
    const unknown = await call('POST', '/api/retroactive/legal-values/999999/dismiss', {
      reason: 'No aplica',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No encontramos ese cambio de valores legales.');
    expect(await pending()).toHaveLength(1);
  });

  it('registered for February, Procesar pays the minimum earner exactly the salary and aid differences and the other nothing', async () => {
    const [change] = await pending();
    const february = calendars.find((c) => c.month === 2 && c.fortnight === 1) as TCalendar;
    // The clerk moves the minimum earner to the new minimum from 1 January (salary dialog, dated back).
    const raised = await call('PUT', `/api/contracts/${ids[0]}/salary`, {
      amount: 1_900_000,
      startDate: '2027-01-01',
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const created = await call('POST', '/api/retroactive/changes', {
      contractIds: change?.impact.people.map((person) => person.contractId),
      from: change?.from,
      carryingCalendarId: february.id,
      source: 'LEGAL_VALUE',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().changes[0].sourceName).toBe('Valor legal');
    // Registered: no longer pending.
    expect(await pending()).toEqual([]);
    const again = await call('POST', `/api/retroactive/legal-values/${change?.versionId}/dismiss`, {
      reason: 'No aplica',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ese cambio de valores legales ya se registró o se descartó.');

    const run = await runProcess(ctx, token, february.id, 'PRO');
    expect(run.process?.status).toBe('TERMINADO');
    expect(run.process?.failed).toBe(0);
    const processId = (await currentProcess(ctx, companyId, february.id)).processId as number;
    const anaAll = await linesOf(ctx, companyId, [processId], ids[0]);
    const betoAll = await linesOf(ctx, companyId, [processId], ids[1]);
    const ana = retroactiveOnly(anaAll);
    // Far above the minimum: no difference line and no withholding on a retroactive payment.
    expect(retroactiveOnly(betoAll)).toEqual([]);
    expect(betoAll.some((l) => l.conceptCode === 'WITHHOLDING_RETRO')).toBe(false);
    const [first, second] = calendars;
    const of = (calendarId: number | undefined) =>
      Object.fromEntries(
        ana.filter((l) => l.originCalendarId === calendarId).map((l) => [l.conceptCode, l.value]),
      );
    // Each fortnight: salary 950.000 against the stored 875.452 / 875.453 (1.750.905 / 2), aid
    // 135.000 against 124.547 / 124.548; 4 % health and pension of the difference; prima and
    // cesantías (950.000 + 135.000) / 12 = 90.417 against 83.333, interest 12 % of them (10.850
    // against 10.000), vacations 950.000 / 24 = 39.583 against 36.477.
    expect(of(first?.id)).toEqual({
      BASIC: 74_547,
      TRANSPORT_AID: 10_452,
      HEALTH_EE: 2_982,
      PENSION_EE: 2_982,
      PROV_PRIMA: 7_084,
      PROV_CESANTIAS: 7_084,
      PROV_CESANTIAS_INTEREST: 850,
      PROV_VACATIONS: 3_106,
    });
    // The second fortnight also carries the month's employer contributions (settled by month, the
    // employer exonerated of health): the same figures as the engine test of this decree.
    expect(of(second?.id)).toEqual({
      BASIC: 74_548,
      TRANSPORT_AID: 10_453,
      HEALTH_EE: 2_982,
      PENSION_EE: 2_982,
      PENSION_ER: 17_836,
      ARL_ER: 800,
      CCF_ER: 5_900,
      HEALTH_ER: -64,
      PROV_PRIMA: 7_084,
      PROV_CESANTIAS: 7_084,
      PROV_CESANTIAS_INTEREST: 850,
      PROV_VACATIONS: 3_106,
    });
    const month = byCode(ana);
    // January as a whole: exactly the salary and transport-aid differences of the new minimum.
    expect({ BASIC: month.BASIC, TRANSPORT_AID: month.TRANSPORT_AID }).toEqual({
      // 1.900.000 − 1.750.905
      BASIC: 149_095,
      // 270.000 − 249.095
      TRANSPORT_AID: 20_905,
    });
    // No withholding on the payment: the minimum earner is below the table.
    expect(anaAll.some((l) => l.conceptCode === 'WITHHOLDING_RETRO')).toBe(false);
  }, 600_000);
});
