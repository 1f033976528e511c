import type { TPayrollConfig } from '@quincena/contracts/payroll-config';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payrollConfigs } from '../../db/schema/index.ts';

export interface StoredPayrollConfig {
  config: TPayrollConfig;
  updatedAt: Date | null;
}

const configColumns = {
  absencesPayDay31: payrollConfigs.absencesPayDay31,
  sickPayDays1And2: payrollConfigs.sickPayDays1And2,
  vacationPayDay31: payrollConfigs.vacationPayDay31,
  vacationIncludeVariablePay: payrollConfigs.vacationIncludeVariablePay,
  transportAidPeriodicity: payrollConfigs.transportAidPeriodicity,
  primaDiscountUnpaidLeave: payrollConfigs.primaDiscountUnpaidLeave,
  primaIncludeTransportAid: payrollConfigs.primaIncludeTransportAid,
  primaJunePayment: payrollConfigs.primaJunePayment,
  primaDecemberPayment: payrollConfigs.primaDecemberPayment,
  cesantiasInterestPayment: payrollConfigs.cesantiasInterestPayment,
  cesantiasIncludeTransportAid: payrollConfigs.cesantiasIncludeTransportAid,
  pensionDuringUnpaidLeave: payrollConfigs.pensionDuringUnpaidLeave,
  healthDuringUnpaidLeave: payrollConfigs.healthDuringUnpaidLeave,
  weeklyHoursStepDay: payrollConfigs.weeklyHoursStepDay,
  withholdingRounding: payrollConfigs.withholdingRounding,
  restDayHoursPaidInFull: payrollConfigs.restDayHoursPaidInFull,
  sundaySurchargeFullEarly: payrollConfigs.sundaySurchargeFullEarly,
  fixedTermRenewal: payrollConfigs.fixedTermRenewal,
  retroactiveContributions: payrollConfigs.retroactiveContributions,
  retroactiveElectronicPayroll: payrollConfigs.retroactiveElectronicPayroll,
} satisfies Record<keyof TPayrollConfig, unknown>;

export async function findPayrollConfig(
  db: Database,
  companyId: number,
): Promise<StoredPayrollConfig | null> {
  const [row] = await db
    .select({ ...configColumns, updatedAt: payrollConfigs.updatedAt })
    .from(payrollConfigs)
    .where(eq(payrollConfigs.companyId, companyId));
  if (!row) return null;
  const { updatedAt, ...config } = row;
  return { config, updatedAt };
}

/** Writes the defaults for a company that has no row; a concurrent first read is harmless. */
export async function insertPayrollConfigIfMissing(
  db: Database,
  companyId: number,
  defaults: TPayrollConfig,
): Promise<void> {
  await db
    .insert(payrollConfigs)
    .values({ companyId, ...defaults })
    .onConflictDoNothing({ target: payrollConfigs.companyId });
}

export async function upsertPayrollConfig(
  db: Database,
  companyId: number,
  config: TPayrollConfig,
  change: { userId: number; at: Date },
): Promise<void> {
  const values = { ...config, updatedAt: change.at, updatedBy: change.userId };
  await db
    .insert(payrollConfigs)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: payrollConfigs.companyId, set: values });
}

/** The review's change threshold (percent); the column's default (20) for a company with no row yet. */
export async function findReviewThreshold(db: Database, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ threshold: payrollConfigs.reviewChangeThreshold })
    .from(payrollConfigs)
    .where(eq(payrollConfigs.companyId, companyId));
  return row ? Number(row.threshold) : null;
}

export async function updateReviewThreshold(
  db: Database,
  companyId: number,
  threshold: number,
  change: { userId: number; at: Date },
): Promise<void> {
  await db
    .update(payrollConfigs)
    .set({ reviewChangeThreshold: threshold.toFixed(2), updatedAt: change.at, updatedBy: change.userId })
    .where(eq(payrollConfigs.companyId, companyId));
}
