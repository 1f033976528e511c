import type { TRetroactiveChange } from '@quincena/contracts/retroactive';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { api, settlementCompany } from '../settlement/settlement.test-support.ts';
import { payrollCalendars } from './carrying.test-support.ts';

/**
 * The list of a period's retroactive changes is read in steps (changes, then contracts and persons
 * by id, decision 0363) but keeps the order of the single query it replaced: by the person's name
 * as the database's collation orders it (accents, case, equal names), then by contract.
 */
let ctx: TestContext;
let companyId: number;
let ids: number[];
let call: ReturnType<typeof api>;
let calendarId: number;

const NAMES = [
  ['Óscar', 'Núñez'],
  ['Ángela', 'Zapata'],
  ['Ana', 'Zúñiga'],
  ['ana', 'Abad'],
  ['Andrés', 'Álvarez'],
  ['Ana', 'Zúñiga'],
  ['Zoe', 'Ñáñez'],
] as const;

beforeAll(async () => {
  ctx = await createTestApp();
  const company = await settlementCompany(
    ctx,
    NAMES.map(() => 1_500_000),
  );
  ({ companyId } = company);
  ids = company.contractIds;
  call = api(ctx, company.token);
  for (const [index, [first, surname]] of NAMES.entries()) {
    await ctx.db.execute(
      sql`update persons p set first_name = ${first}, other_names = null, first_surname = ${surname}, second_surname = null
          from contracts k where k.company_id = ${companyId} and k.id = ${ids[index]}
            and p.company_id = k.company_id and p.id = k.person_id`,
    );
  }
  calendarId = ((await payrollCalendars(call))[4] ?? { id: 0 }).id;
  // Registered newest contract first, so neither the changes' ids nor the contracts' give the order.
  for (const contractId of [...ids].reverse()) {
    await ctx.db.execute(
      sql`insert into retroactive_changes (company_id, contract_id, from_date, carrying_calendar_id, source)
          values (${companyId}, ${contractId}, '2026-01-01', ${calendarId}, 'SALARY')`,
    );
  }
}, 300_000);
afterAll(() => ctx.close());

describe("the order of a period's retroactive changes", () => {
  it('follows the names as the database orders them, equal names by contract', async () => {
    const expected = (
      (await ctx.db.execute(
        sql`select k.id from contracts k join persons p on p.company_id = k.company_id and p.id = k.person_id
            where k.company_id = ${companyId}
            order by concat_ws(' ', p.first_name, p.other_names, p.first_surname, p.second_surname), k.id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows.map((row) => Number(row.id));
    const listed = (await call('GET', `/api/retroactive/changes?calendarId=${calendarId}`)).json()
      .changes as TRetroactiveChange[];
    expect(listed.map((change) => change.contractId)).toEqual(expected);
    expect(listed.map((change) => change.employeeName)).toContain('Ángela Zapata');
    const twins = listed.filter((change) => change.employeeName === 'Ana Zúñiga').map((c) => c.contractId);
    expect(twins).toEqual([ids[2], ids[5]]);
  });
});
