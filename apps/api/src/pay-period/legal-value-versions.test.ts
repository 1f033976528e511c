import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TCalendar } from '@quincena/contracts/settlement';
import { clearRegisteredDecreedYears, registerDecreedYear } from '@quincena/payroll';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers/test-app.ts';
import { settlementLines } from '../db/schema/index.ts';
import { api, runProcess, settlementCompany } from '../features/settlement/settlement.test-support.ts';
import { followLegalValues, legalValuesOfYear, recordLegalValueVersions } from './legal-value-versions.ts';

/**
 * A process follows the legal values another one loaded (decision 0354): the operator's reload runs
 * in one API process, and a worker that started before it must not settle with the old values.
 * HYPOTHETICAL 2027 VALUES, for this test only (not a real decree): SMMLV 1.900.000, aid 270.000.
 */
const HYPOTHETICAL_2027 = {
  year: 2027,
  smmlv: { value: '1900000', source: 'Hypothetical decree (test only)' },
  transportAid: { value: '270000', source: 'Hypothetical decree (test only)' },
  uvt: { value: '54000', source: 'Hypothetical resolution (test only)' },
};

let ctx: TestContext;

/** Another process loads the 2027 file and records it; this one never read it. */
async function loadedElsewhere() {
  registerDecreedYear(HYPOTHETICAL_2027, '2027.json');
  await recordLegalValueVersions(ctx.db, ctx.clock.now());
  clearRegisteredDecreedYears();
}

beforeAll(async () => {
  clearRegisteredDecreedYears();
  ctx = await createTestApp();
  await recordLegalValueVersions(ctx.db, ctx.clock.now());
});
afterAll(() => {
  clearRegisteredDecreedYears();
  return ctx.close();
});

describe('following the legal values another process loaded', () => {
  it('reloads once when a stored year differs, and says which years its folder lacks', async () => {
    await loadedElsewhere();
    expect(legalValuesOfYear(2027).smmlv).toBe('1750905');
    // 2028 to 2030 are not decreed: they settle on 2027's values, so they differ as well.
    expect(await followLegalValues(ctx.db, () => undefined)).toEqual([2027, 2028, 2029, 2030]);
    let reloads = 0;
    const reload = () => {
      reloads += 1;
      registerDecreedYear(HYPOTHETICAL_2027, '2027.json');
    };
    expect(await followLegalValues(ctx.db, reload)).toEqual([]);
    expect(legalValuesOfYear(2027).smmlv).toBe('1900000');
    expect(await followLegalValues(ctx.db, reload)).toEqual([]);
    expect(reloads).toBe(1);
  });

  it('a run taken after another process loaded the file settles with the new values', async () => {
    clearRegisteredDecreedYears();
    const folder = join(ctx.dataDir, 'legal-values');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, '2027.json'), JSON.stringify(HYPOTHETICAL_2027));
    // A worker-like process: the version is stored, its engine still has 2026's values for 2027.
    expect(legalValuesOfYear(2027).transportAid).toBe('249095');
    const company = await settlementCompany(ctx, [1_900_000], { startDate: '2027-01-01' });
    const call = api(ctx, company.token);
    const calendars = (await call('GET', '/api/calendars?type=NM&year=2027')).json() as TCalendar[];
    const first = calendars.find((c) => c.month === 1 && c.fortnight === 1) as TCalendar;
    const run = await runProcess(ctx, company.token, first.id, 'PRO');
    expect(run.process).toMatchObject({ status: 'TERMINADO', failed: 0 });
    const aid = await ctx.db
      .select({ value: settlementLines.value })
      .from(settlementLines)
      .where(
        and(
          eq(settlementLines.companyId, company.companyId),
          eq(settlementLines.processId, run.process?.id as number),
          eq(settlementLines.conceptCode, 'TRANSPORT_AID'),
        ),
      );
    // Half of the 270.000 transport aid, not of 2026's 249.095.
    expect(aid.map((line) => Number(line.value))).toEqual([135_000]);
  });
});
