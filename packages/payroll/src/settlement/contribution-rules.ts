import type Decimal from 'decimal.js';
import type { IsoDate } from '../model/common.ts';
import type { Contract } from '../model/contract.ts';
import type { PilaSegmentType, Subsystem } from '../model/output.ts';
import type { CompanyPayrollSettings } from '../model/settings.ts';
import type { LegalParameters } from '../parameters/index.ts';
import { dec } from './money.ts';

const ZERO = dec(0);

export interface MonthTotals {
  /** All salary-constitutive earnings of the month. */
  totalSalary: Decimal;
  /** Overtime, surcharges and salary items of the month (worked-line IBC). */
  variableSalary: Decimal;
  /** Non-salary earnings counted for Ley 1393/2010 art. 30. */
  nonSalary: Decimal;
  /** Vacation pay in money (parafiscales only). */
  vacationMoney: Decimal;
}

/** Apprentice in the lectiva phase, or any apprentice before Ley 2466/2025 (health and ARL only). */
export function isSupportOnlyApprentice(contract: Contract, date: IsoDate): boolean {
  if (contract.salaryType !== 'apprentice') return false;
  return contract.apprenticePhase !== 'practica' || date < '2025-06-25';
}

/** IBC share of the salary: 70 % for integral salary (Ley 100/1993 art. 18; Ley 789/2002 art. 49). */
export function ibcShare(contract: Contract, p: LegalParameters): Decimal {
  return contract.salaryType === 'integral' ? p.integralSalaryIbcShare : dec(1);
}

/**
 * Art. 114-1 E.T. (Ley 1607/2012, Ley 1819/2016 art. 65): legal entities, and natural persons with two
 * or more workers, do not pay health 8,5 %, SENA and ICBF for workers earning less than 10 SMMLV.
 * "Devengado" is taken as the salary-constitutive pay of the month (law reference §3.2, practice).
 */
export function isExonerated(
  contract: Contract,
  settings: CompanyPayrollSettings,
  monthSalary: Decimal,
  p: LegalParameters,
): boolean {
  if (!settings.law1607Exonerated) return false;
  if (settings.employerKind === 'natural_person' && settings.employeeCount < 2) return false;
  if (contract.salaryType === 'integral') return false;
  return monthSalary.lessThan(p.exonerationLimit);
}

/**
 * Contribution rates of a PILA line by its type (PILA reference §4.3; Res. 2388/2016): ARL only on worked
 * days; CCF, SENA and ICBF on worked days, vacations and paid leave; SLN per company settings.
 */
export function segmentRates(
  type: PilaSegmentType,
  p: LegalParameters,
  contract: Contract,
  settings: CompanyPayrollSettings,
  monthEnd: IsoDate,
  exonerated: boolean,
): Record<Subsystem, Decimal> {
  const r = p.rates;
  const arl = p.arlRates[contract.arlRiskClass];
  if (isSupportOnlyApprentice(contract, monthEnd)) {
    // Ley 789/2002 art. 30; Ley 2466/2025 art. 21: health (12,5 %, all by the employer) and ARL.
    return {
      pension: ZERO,
      health: type === 'SLN' ? ZERO : r.healthEmployer.plus(r.healthEmployee),
      arl: type === 'WORKED' ? arl : ZERO,
      ccf: ZERO,
      sena: ZERO,
      icbf: ZERO,
    };
  }
  const pensionFull = r.pensionEmployer.plus(r.pensionEmployee);
  const parafiscal = type === 'WORKED' || type === 'VAC' || type === 'LR';
  if (type === 'SLN') {
    return {
      pension: !contract.pensionExempt && settings.pensionDuringUnpaidLeave ? r.pensionEmployer : ZERO,
      health: settings.healthDuringUnpaidLeave ? r.healthEmployer : ZERO,
      arl: ZERO,
      ccf: ZERO,
      sena: ZERO,
      icbf: ZERO,
    };
  }
  return {
    pension: contract.pensionExempt ? ZERO : pensionFull,
    health: exonerated ? r.healthEmployee : r.healthEmployer.plus(r.healthEmployee),
    arl: type === 'WORKED' ? arl : ZERO,
    ccf: parafiscal ? r.ccf : ZERO,
    sena: parafiscal && !exonerated ? r.sena : ZERO,
    icbf: parafiscal && !exonerated ? r.icbf : ZERO,
  };
}

/** Ley 1393/2010 art. 30: non-salary pay above 40 % of total remuneration enters the IBC. */
export function law1393Excess(totals: MonthTotals, p: LegalParameters): Decimal {
  if (totals.nonSalary.isZero()) return ZERO;
  const total = totals.totalSalary.plus(totals.nonSalary);
  const excess = totals.nonSalary.minus(total.mul(p.nonSalaryIbcLimit));
  return excess.greaterThan(0) ? excess : ZERO;
}
