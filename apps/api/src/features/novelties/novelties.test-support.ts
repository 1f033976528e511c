import { and, eq } from 'drizzle-orm';
import { bearer, createCompany, userToken } from '../../../test/factories.ts';
import type { TestContext } from '../../../test/helpers/test-app.ts';
import type { Database } from '../../db/client.ts';
import { companyHolidaySettings, payCalendars } from '../../db/schema/index.ts';
import type { CalendarState } from '../../db/schema/settlement.ts';
import { insertEmployee } from '../users/employee-fixtures.test-support.ts';

/** A payroll (NM) calendar row written directly, in the state the test needs. */
export async function insertCalendar(
  db: Database,
  companyId: number,
  periodStart: string,
  periodEnd: string,
  state: CalendarState = 'OPEN',
): Promise<number> {
  const [year, month] = periodStart.split('-').map(Number) as [number, number];
  const [row] = await db
    .insert(payCalendars)
    .values({
      companyId,
      type: 'NM',
      year,
      month,
      fortnight: periodStart.endsWith('-16') ? 2 : periodEnd.endsWith('-15') ? 1 : null,
      periodStart,
      periodEnd,
      paymentDate: periodEnd,
      detail: `Nómina ${periodStart} a ${periodEnd}`,
      state,
    })
    .returning({ id: payCalendars.id });
  if (!row) throw new Error('calendar insert failed');
  return row.id;
}

export async function calendarFlags(db: Database, companyId: number, id: number) {
  const [row] = await db
    .select({ state: payCalendars.state, needsReprocess: payCalendars.needsReprocess })
    .from(payCalendars)
    .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, id)));
  return row;
}

/**
 * Two companies paid monthly: A with two employees (contracts from 2025-02-01), an ADMIN and a CLIENT;
 * B with one employee and its ADMIN. Company A counts vacations Monday to Friday.
 */
export async function noveltyWorld(ctx: TestContext) {
  const company = await createCompany(ctx.db, { paymentPeriod: '5' });
  const other = await createCompany(ctx.db, { paymentPeriod: '5' });
  const ana = await insertEmployee(ctx.db, company.id, {
    documentNumber: '1020304050',
    firstName: 'Ana',
    firstSurname: 'Gómez',
  });
  const luis = await insertEmployee(ctx.db, company.id, {
    documentNumber: '79000111',
    firstName: 'Luis',
    firstSurname: 'Pérez',
  });
  const marta = await insertEmployee(ctx.db, other.id, {
    documentNumber: '52000222',
    firstName: 'Marta',
    firstSurname: 'Ruiz',
  });
  await ctx.db.insert(companyHolidaySettings).values({
    companyId: company.id,
    vacationSystem: 'MONDAY_TO_FRIDAY',
    updatedByUserId: 0,
  });
  const admin = bearer(await userToken(ctx, { companyId: company.id }));
  const client = bearer(await userToken(ctx, { companyId: company.id, role: 'CLIENT' }));
  const otherAdmin = bearer(await userToken(ctx, { companyId: other.id }));
  return {
    companyId: company.id,
    otherCompanyId: other.id,
    ana: ana.contractId,
    luis: luis.contractId,
    marta: marta.contractId,
    admin,
    client,
    otherAdmin,
  };
}
