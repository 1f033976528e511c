import { CALENDAR_MESSAGES } from '@quincena/contracts/settlement';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { PayFrequency } from './periods.ts';

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
