import { VACATION_SYSTEMS } from '@quincena/contracts/holidays';
import { CALENDAR_MESSAGES } from '@quincena/contracts/settlement';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { selectHolidaySettings } from '../holidays/holidays.repository.ts';
import type { CompanyPayrollFacts } from '../payroll-config/index.ts';
import type { PayFrequency } from './calendars/periods.ts';

/** Datos empresa PERIODO codes (reference list payment-periods: DIAN tabla 5.5.1) Quincena settles. */
const FREQUENCY_OF_PERIOD: Readonly<Record<string, PayFrequency>> = { '4': 'fortnightly', '5': 'monthly' };

/** The company's pay frequency from Datos empresa; refused (409) until it is set. */
export async function payFrequencyOf(db: Database, companyId: number): Promise<PayFrequency> {
  const [row] = await db
    .select({ paymentPeriod: companies.paymentPeriod })
    .from(companies)
    .where(eq(companies.id, companyId));
  const frequency = row?.paymentPeriod ? FREQUENCY_OF_PERIOD[row.paymentPeriod] : undefined;
  if (!frequency) throw new AppError(409, 'PAY_FREQUENCY_MISSING', CALENDAR_MESSAGES.noPayFrequency);
  return frequency;
}

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
