import type { TSalarySaved } from '@quincena/contracts/employees';
import type { TRetroactiveImpact } from '@quincena/contracts/retroactive';
import type { TCalendar } from '@quincena/contracts/settlement';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { payCalendars, settlementResults } from '../../db/schema/index.ts';
import { api, runProcess, settlementCompany } from '../settlement/settlement.test-support.ts';

/**
 * Issue 32 part 3 (decision 0342): a change dated back into accumulated periods is detected and
 * named (people and periods), nothing already settled changes, and another company's contract is
 * as unknown as one that does not exist.
 */
let ctx: TestContext;
let call: ReturnType<typeof api>;
let other: ReturnType<typeof api>;
let contractIds: number[];
let otherContractId: number;
let calendars: TCalendar[];
let anaName: string;

const janFirstEarnings = async () => {
  const [calendar] = await ctx.db
    .select({ processId: payCalendars.resultProcessId })
    .from(payCalendars)
    .where(eq(payCalendars.id, calendars[0]?.id ?? 0));
  const [row] = await ctx.db
    .select({ earnings: settlementResults.earnings })
    .from(settlementResults)
    .where(
      and(
        eq(settlementResults.processId, calendar?.processId ?? 0),
        eq(settlementResults.contractId, contractIds[0] as number),
      ),
    );
  return row?.earnings;
};

beforeAll(async () => {
  ctx = await createTestApp();
  const company = await settlementCompany(ctx, [2_000_000, 3_000_000]);
  contractIds = company.contractIds;
  call = api(ctx, company.token);
  const second = await settlementCompany(ctx, [1_800_000]);
  other = api(ctx, second.token);
  otherContractId = second.contractIds[0] as number;
  calendars = (await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
  calendars.sort((a, b) => a.periodStart.localeCompare(b.periodStart));
  // January to March accumulated: six fortnights.
  for (const calendar of calendars.slice(0, 6)) {
    const pro = await runProcess(ctx, company.token, calendar.id, 'PRO');
    expect(pro.process?.status).toBe('TERMINADO');
    expect((await runProcess(ctx, company.token, calendar.id, 'CLO')).response.statusCode).toBe(200);
  }
  calendars = ((await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[]).sort((a, b) =>
    a.periodStart.localeCompare(b.periodStart),
  );
  anaName = (await call('GET', `/api/contracts/${contractIds[0]}`)).json().person.fullName;
}, 300_000);
afterAll(() => ctx.close());

describe('retroactive impact', () => {
  it('a raise from January saved in April names the six accumulated fortnights of that person only', async () => {
    const before = await janFirstEarnings();
    expect(before).toBeDefined();
    // Reading 2025 creates its calendars, open and never to be accumulated: not where differences go.
    expect((await call('GET', '/api/calendars?type=NM&year=2025')).statusCode).toBe(200);
    const saved = await call('PUT', `/api/contracts/${contractIds[0]}/salary`, {
      amount: 2_200_000,
      startDate: '2026-01-01',
    });
    expect(saved.statusCode).toBe(200);
    const answer = saved.json() as TSalarySaved;
    const impact = answer.retroactive as TRetroactiveImpact;
    expect(impact.people.map((person) => person.contractId)).toEqual([contractIds[0]]);
    expect(impact.periods.map((period) => period.label)).toEqual([
      'primera quincena de enero de 2026',
      'segunda quincena de enero de 2026',
      'primera quincena de febrero de 2026',
      'segunda quincena de febrero de 2026',
      'primera quincena de marzo de 2026',
      'segunda quincena de marzo de 2026',
    ]);
    expect(impact.people[0]?.calendarIds).toEqual(calendars.slice(0, 6).map((calendar) => calendar.id));
    expect(impact.openPeriods[0]?.label).toBe('primera quincena de abril de 2026');
    expect(impact.openPeriods.every((period) => period.periodStart > '2026-03-31')).toBe(true);
    expect(impact.summary).toBe(
      `Este cambio rige desde el 01-01-2026 y afecta 6 períodos acumulados de ${anaName} (primera quincena de enero de 2026 a segunda quincena de marzo de 2026). Los períodos acumulados no se modifican: Quincena liquida las diferencias (retroactivo) al procesar el período abierto que usted elija para pagarlas. El primer período abierto para pagarlas es la primera quincena de abril de 2026.`,
    );
    // The new salary holds from January, and what January paid stays as settled, to the peso.
    expect(answer.contract.salary.amount).toBe(2_200_000);
    expect(await janFirstEarnings()).toBe(before);
  });

  it('answers the same from the impact query, for one person or for the company', async () => {
    const fromMidFebruary = await call(
      'GET',
      `/api/retroactive/impact?contractId=${contractIds[0]}&from=2026-02-16`,
    );
    expect(fromMidFebruary.statusCode).toBe(200);
    expect(
      (fromMidFebruary.json() as TRetroactiveImpact).periods.map((period) => period.periodStart),
    ).toEqual(['2026-02-16', '2026-03-01', '2026-03-16']);
    const company = (
      await call('GET', '/api/retroactive/impact?from=2026-01-01')
    ).json() as TRetroactiveImpact;
    expect(company.people.map((person) => person.contractId).sort()).toEqual([...contractIds].sort());
    expect(company.periods).toHaveLength(6);
    expect(company.summary).toContain('afecta 6 períodos acumulados de 2 personas');
  });

  it('a date after every accumulated period has no impact', async () => {
    const query = await call('GET', `/api/retroactive/impact?contractId=${contractIds[1]}&from=2026-04-01`);
    expect(query.statusCode).toBe(200);
    expect(query.json()).toMatchObject({
      periods: [],
      people: [],
      summary: 'Este cambio rige desde el 01-04-2026 y no afecta períodos acumulados.',
    });
    const saved = await call('PUT', `/api/contracts/${contractIds[1]}/salary`, {
      amount: 3_300_000,
      startDate: '2026-04-01',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().retroactive).toBeNull();
  });

  it("refuses another company's contract as unknown, and asks for the date in Spanish", async () => {
    const foreign = await call(
      'GET',
      `/api/retroactive/impact?contractId=${otherContractId}&from=2026-01-01`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('No encontramos ese contrato');
    const theirs = await other('GET', `/api/retroactive/impact?contractId=${contractIds[0]}&from=2026-01-01`);
    expect(theirs.statusCode).toBe(404);
    // The other company has no accumulated period: its company-wide query names nobody of ours.
    const theirCompany = (await other('GET', '/api/retroactive/impact?from=2026-01-01')).json();
    expect(theirCompany.people).toEqual([]);
    const salary = await other('PUT', `/api/contracts/${contractIds[0]}/salary`, {
      amount: 9_000_000,
      startDate: '2026-01-01',
    });
    expect(salary.statusCode).toBe(404);
    const missing = await call('GET', '/api/retroactive/impact');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/obligatori|requerid|diligenc/i);
  });
});
