import type Decimal from 'decimal.js';
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

/**
 * Apprentice outside the dependent regime: the lectiva phase, and the práctica phase before the July 2025
 * contribution period (`apprenticeContributions` of the parameter table; Ley 789/2002 art. 30; Ley 2466/2025
 * art. 21; Circular 083/2025). They pay health (12,5 %, all by the company) and, where due, ARL only.
 */
export function isSupportOnlyApprentice(contract: Contract, p: LegalParameters): boolean {
  if (contract.salaryType !== 'apprentice') return false;
  return contract.apprenticePhase !== 'practica' || !p.apprenticeContributions.practicaDependent;
}

/**
 * ARL of a support-only apprentice: the práctica phase always; the lectiva phase only from the July 2025
 * period (Ley 2466/2025 art. 21). Before it the lectiva apprentice paid health only (Ley 789/2002 art. 30:
 * "durante la fase práctica el aprendiz estará afiliado en riesgos profesionales"; Decreto 933/2003 art. 5;
 * PILA tipo 12).
 */
export function apprenticePaysArl(contract: Contract, p: LegalParameters): boolean {
  return contract.apprenticePhase === 'practica' || p.apprenticeContributions.lectivaArl;
}

/**
 * Worker who contributes by weekly minimums (Decreto 2616/2013, Decreto 1072/2015 art. 2.2.1.6.4.6; PILA
 * tipo 51): pensions and CCF on the weekly minimums, ARL on one SMMLV, no health — the worker stays in the
 * subsidised regime or as a beneficiary (Res. 5094/2013, as summarised by La República, 14 Jan 2015) — and no
 * SENA or ICBF: the scheme covers pensions, risks and family allowance only (Decreto 2616/2013 art. 1).
 */
export function isWeeklyContributor(contract: Contract): boolean {
  return contract.weeklyContributionDaysWorked !== undefined;
}

/**
 * Share of the salary counted as remuneration for the Ley 1393/2010 art. 30 test: the IBC share (70 % for an
 * integral salary) by default, 100 % with the company setting `law1393IntegralSalary: 'full'` (decision 0131).
 */
export function law1393SalaryShare(
  contract: Contract,
  settings: CompanyPayrollSettings,
  p: LegalParameters,
): Decimal {
  return settings.law1393IntegralSalary === 'full' ? dec(1) : ibcShare(contract, p);
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
  // Tipo 51 owes no health, SENA or ICBF, so there is nothing to exonerate (PILA field 76 = N).
  if (isWeeklyContributor(contract)) return false;
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
  exonerated: boolean,
): Record<Subsystem, Decimal> {
  const r = p.rates;
  const arl = p.arlRates[contract.arlRiskClass];
  if (isSupportOnlyApprentice(contract, p)) {
    // Ley 789/2002 art. 30; Ley 2466/2025 art. 21: health (12,5 %, all by the employer) and, where due, ARL.
    return {
      pension: ZERO,
      health: type === 'SLN' ? ZERO : r.healthEmployer.plus(r.healthEmployee),
      arl: type === 'WORKED' && apprenticePaysArl(contract, p) ? arl : ZERO,
      ccf: ZERO,
      sena: ZERO,
      icbf: ZERO,
    };
  }
  const pensionFull = r.pensionEmployer.plus(r.pensionEmployee);
  const weekly = isWeeklyContributor(contract);
  const parafiscal = type === 'WORKED' || type === 'VAC' || type === 'LR';
  if (type === 'SLN') {
    return {
      pension: !contract.pensionExempt && settings.pensionDuringUnpaidLeave ? r.pensionEmployer : ZERO,
      // Decreto 806/1998 art. 71: during a suspension (CST art. 51) the worker's share is not due but the
      // employer's is, on the last IBC; an exonerated employer owes no 8,5 % on any line (E.T. art. 114-1).
      health: settings.healthDuringUnpaidLeave && !exonerated && !weekly ? r.healthEmployer : ZERO,
      arl: ZERO,
      ccf: ZERO,
      sena: ZERO,
      icbf: ZERO,
    };
  }
  return {
    pension: contract.pensionExempt ? ZERO : pensionFull,
    health: weekly ? ZERO : exonerated ? r.healthEmployee : r.healthEmployer.plus(r.healthEmployee),
    arl: type === 'WORKED' ? arl : ZERO,
    ccf: parafiscal ? r.ccf : ZERO,
    sena: parafiscal && !exonerated && !weekly ? r.sena : ZERO,
    icbf: parafiscal && !exonerated && !weekly ? r.icbf : ZERO,
  };
}

/**
 * Ley 1393/2010 art. 30: non-salary pay above 40 % of total remuneration enters the IBC. `salaryShare` is the
 * part of the salary counted as remuneration: 1, or for an integral salary the same 70 % its IBC uses (UGPP
 * line as published by Aleluya; decision 0131), unless the company chose the 100 % reading.
 */
export function law1393Excess(
  totals: MonthTotals,
  p: LegalParameters,
  salaryShare: Decimal = dec(1),
): Decimal {
  if (totals.nonSalary.isZero()) return ZERO;
  const total = totals.totalSalary.mul(salaryShare).plus(totals.nonSalary);
  const excess = totals.nonSalary.minus(total.mul(p.nonSalaryIbcLimit));
  return excess.greaterThan(0) ? excess : ZERO;
}
