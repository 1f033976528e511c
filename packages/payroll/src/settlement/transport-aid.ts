import type Decimal from 'decimal.js';
import type { IsoDate } from '../model/common.ts';
import type { Contract } from '../model/contract.ts';
import type { SettlementLine } from '../model/output.ts';
import type { LegalParameters } from '../parameters/index.ts';
import { line } from './lines.ts';
import { dec, maxD, toPeso } from './money.ts';

const ZERO = dec(0);

/**
 * Whether the worker is entitled to transport aid (Ley 15/1959 art. 2; Decreto 1258/1959): salary up to
 * 2 SMMLV, not excluded (lives at the workplace, AUX_TRANS_EXCLUDE), not integral salary; apprentices only
 * in the práctica phase under Ley 2466/2025 art. 21 ("todas las prestaciones, auxilios").
 */
export function transportAidEntitled(
  contract: Contract,
  salary: Decimal,
  p: LegalParameters,
  date: IsoDate,
): boolean {
  if (contract.transportAidExcluded) return false;
  if (contract.salaryType === 'integral') return false;
  if (
    contract.salaryType === 'apprentice' &&
    (contract.apprenticePhase !== 'practica' || date < '2025-06-25')
  ) {
    return false;
  }
  return salary.lte(p.transportAidLimit);
}

/**
 * Days a worker hired by the day actually worked in the month (`daysWorkedInMonth`, else the weekly
 * contributor's `weeklyContributionDaysWorked`), or undefined for a worker whose days come from the calendar.
 * Decision 0033 pays the aid for days actually worked; for these workers the calendar month is not the
 * measure (decision 0130).
 */
export function dayWorkerDays(contract: Contract): number | undefined {
  return contract.daysWorkedInMonth ?? contract.weeklyContributionDaysWorked;
}

/**
 * Monthly transport aid that enters the prima and cesantías bases (Ley 1/1963 art. 7): the full monthly aid,
 * or for a worker hired by the day the aid of the days worked, the same figure the payslip pays (Gerencie.com,
 * Guía Laboral 2026: $249.095 / 30 × 4,29 = $35.621 for one day a week).
 */
export function monthlyAidForBenefits(contract: Contract, p: LegalParameters): Decimal {
  const days = dayWorkerDays(contract);
  if (days === undefined) return p.transportAid;
  return toPeso(p.transportAid.mul(Math.min(days, 30)).div(30));
}

/**
 * Transport aid for the days actually worked (not for vacations, incapacities or licences), or the
 * connectivity aid for teleworkers (Ley 2466/2025 art. 53; DIAN element Teletrabajo).
 */
export function transportAidLine(
  contract: Contract,
  days: number,
  p: LegalParameters,
  paidEarlier?: { days: number; value: Decimal },
): SettlementLine | null {
  if (days <= 0) return null;
  const monthly = p.transportAid;
  // With an earlier fortnight, pay the month's aid minus what it paid (no peso drift from rounding twice).
  const value = paidEarlier
    ? maxD(toPeso(monthly.mul(days + paidEarlier.days).div(30)).minus(paidEarlier.value), ZERO)
    : toPeso(monthly.mul(days).div(30));
  const teleworker = contract.teleworker === true;
  return line({
    code: teleworker ? 'CONNECTIVITY_AID' : 'TRANSPORT_AID',
    name: teleworker ? 'Auxilio de conectividad' : 'Auxilio de transporte',
    kind: 'earning',
    units: days,
    unitKind: 'days',
    base: monthly,
    value,
    dianElement: teleworker ? 'Teletrabajo' : 'Transporte',
    dianAttribute: teleworker ? undefined : 'AuxilioTransporte',
    salary: false,
    withholdingBase: true,
    source: teleworker
      ? `Ley 2466/2025 art. 53; ${p.sources.transportAid}`
      : `Ley 15/1959 art. 2; ${p.sources.transportAid}`,
  });
}
