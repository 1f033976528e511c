import { VACATION_SYSTEMS } from '@quincena/contracts/holidays';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { payFrequencyOf } from '../../pay-period/calendars/pay-frequency.ts';
import { selectHolidaySettings } from '../holidays/index.ts';
import type { CompanyPayrollFacts } from '../payroll-config/index.ts';

/**
 * The company facts the engine reads from other screens (decision 0101): pay frequency, taxpayer
 * type and the Ley 1607 exoneration from Datos empresa, the working week from /Festivos. The worker
 * count is the number of contracts the period settles (art. 114-1 E.T. natural-person rule).
 */
export async function companyFactsOf(
  db: Database,
  companyId: number,
  employeeCount: number,
): Promise<CompanyPayrollFacts> {
  const [row] = await db
    .select({ taxpayerType: companies.taxpayerType, law1607Exempt: companies.law1607Exempt })
    .from(companies)
    .where(eq(companies.id, companyId));
  const holidays = await selectHolidaySettings(db, companyId);
  const vacationSystem = VACATION_SYSTEMS.find((system) => system === holidays?.vacationSystem);
  return {
    payFrequency: await payFrequencyOf(db, companyId),
    employerKind: row?.taxpayerType === '2' ? 'natural_person' : 'legal_entity',
    employeeCount,
    law1607Exonerated: row?.law1607Exempt ?? false,
    // The engine's documented default when /Festivos was never saved.
    workingWeek: vacationSystem ?? 'MONDAY_TO_SATURDAY',
  };
}
