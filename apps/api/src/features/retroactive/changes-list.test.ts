import type { TRetroactiveChange } from '@quincena/contracts/retroactive';
import type { TCalendar } from '@quincena/contracts/settlement';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { api, registerChange, runProcess, settlementCompany } from '../settlement/settlement.test-support.ts';
import { payrollCalendars } from './carrying.test-support.ts';

/**
 * The list of a period's retroactive changes the "Liquidación de nómina" screen shows (decision
 * 0359): who, what changed in Spanish, from when, the accumulated periods each reaches, who
 * registered it; "Quitar" while the carrying period is open or processed, refused once it is
 * accumulated; another company sees nothing and removes nothing.
 */
let ctx: TestContext;
let call: ReturnType<typeof api>;
let other: ReturnType<typeof api>;
let token: string;
let ids: number[];
let calendars: TCalendar[];
let adminEmail: string;

const fortnight = (month: number, half: 1 | 2) =>
  calendars.find((c) => c.month === month && c.fortnight === half) as TCalendar;
const listOf = async (by: ReturnType<typeof api>, calendarId: number) =>
  (await by('GET', `/api/retroactive/changes?calendarId=${calendarId}`)).json()
    .changes as TRetroactiveChange[];

beforeAll(async () => {
  ctx = await createTestApp();
  const company = await settlementCompany(ctx, [2_000_000, 1_800_000]);
  ({ token } = company);
  ids = company.contractIds;
  call = api(ctx, token);
  const [admin] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.companyId, company.companyId));
  adminEmail = admin?.email ?? '';
  other = api(ctx, (await settlementCompany(ctx, [1_500_000])).token);
  calendars = await payrollCalendars(call);
  // January and February's first fortnight accumulated.
  for (const calendar of calendars.slice(0, 3)) {
    expect((await runProcess(ctx, token, calendar.id, 'PRO')).process?.status).toBe('TERMINADO');
    expect((await runProcess(ctx, token, calendar.id, 'CLO')).response.statusCode).toBe(200);
  }
  calendars = await payrollCalendars(call);
  const salary = await call('PUT', `/api/contracts/${ids[0]}/salary`, {
    amount: 2_200_000,
    startDate: '2026-01-16',
  });
  expect(salary.statusCode, salary.body).toBe(200);
  for (const [contractId, from, source] of [
    [ids[0], '2026-01-16', 'SALARY'],
    [ids[1], '2026-01-01', 'CONTRACT'],
  ] as const) {
    await registerChange(call, {
      contractId: contractId as number,
      from,
      carryingCalendarId: fortnight(2, 2).id,
      source,
    });
  }
}, 300_000);
afterAll(() => ctx.close());

describe("a period's retroactive changes", () => {
  it('names the person, what changed in Spanish, the date, the periods reached and who registered it', async () => {
    const [first, second] = await listOf(call, fortnight(2, 2).id);
    const names = [first, second].map((change) => change?.contractId);
    const ana = [first, second][names.indexOf(ids[0])];
    const beto = [first, second][names.indexOf(ids[1])];
    expect(ana).toMatchObject({
      documentNumber: '1020304000',
      from: '2026-01-16',
      source: 'SALARY',
      sourceName: 'Salario',
      status: 'PENDING',
      statusName: 'Pendiente',
      registeredBy: adminEmail,
      carrying: { label: 'segunda quincena de febrero de 2026' },
    });
    expect(ana?.employeeName).toMatch(/\S/);
    expect(ana?.reaches.map((period) => period.label)).toEqual([
      'segunda quincena de enero de 2026',
      'primera quincena de febrero de 2026',
    ]);
    expect(beto).toMatchObject({ documentNumber: '1020304001', sourceName: 'Condiciones del contrato' });
    expect(beto?.reaches.map((period) => period.label)).toEqual([
      'primera quincena de enero de 2026',
      'segunda quincena de enero de 2026',
      'primera quincena de febrero de 2026',
    ]);
  });

  it('another company sees none of them and cannot remove one', async () => {
    const [change] = await listOf(call, fortnight(2, 2).id);
    expect(await listOf(other, fortnight(2, 2).id)).toEqual([]);
    const byContract = await other('GET', `/api/retroactive/changes?contractId=${ids[0]}`);
    expect(byContract.json().changes).toEqual([]);
    const removed = await other('DELETE', `/api/retroactive/changes/${change?.id}`);
    expect(removed.statusCode).toBe(404);
    expect(removed.json().message).toBe('El cambio retroactivo no existe.');
    expect(await listOf(call, fortnight(2, 2).id)).toHaveLength(2);
  });

  it('Quitar removes a change of a processed period and asks for Procesar again; accumulated, it is refused', async () => {
    const carrying = fortnight(2, 2).id;
    expect((await runProcess(ctx, token, carrying, 'PRO')).process?.status).toBe('TERMINADO');
    const listed = await listOf(call, carrying);
    const ana = listed.find((change) => change.contractId === ids[0]) as TRetroactiveChange;
    const beto = listed.find((change) => change.contractId === ids[1]) as TRetroactiveChange;
    expect(ana.statusName).toBe('Liquidado');
    // Nothing in Beto's contract really changed: no retroactive line of his, never "Liquidado".
    expect(beto.statusName).not.toBe('Liquidado');
    const removed = await call('DELETE', `/api/retroactive/changes/${ana.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe(
      'El cambio retroactivo se quitó. Use Procesar de nuevo en el período que lo pagaba para quitar sus diferencias.',
    );
    expect((await listOf(call, carrying)).map((change) => change.contractId)).toEqual([ids[1]]);

    expect((await runProcess(ctx, token, carrying, 'PRO')).process?.status).toBe('TERMINADO');
    expect((await runProcess(ctx, token, carrying, 'CLO')).response.statusCode).toBe(200);
    const refused = await call('DELETE', `/api/retroactive/changes/${beto.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'El período que llevaba este cambio (segunda quincena de febrero de 2026) ya está acumulado: el cambio no se puede quitar.',
    );
    expect(await listOf(call, carrying)).toHaveLength(1);
  });
});
