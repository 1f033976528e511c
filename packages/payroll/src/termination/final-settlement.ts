import Decimal from 'decimal.js';
import { cesantias, cesantiasInterest } from '../benefits/cesantias.ts';
import { benefitEligibility } from '../benefits/eligibility.ts';
import { primaDeServicios } from '../benefits/prima.ts';
import { roundToPeso } from '../benefits/rounding.ts';
import { vacationPay } from '../benefits/vacations.ts';
import type { ApprenticePhase, ContractType, IsoDate, RetirementReason, SalaryType } from '../model/index.ts';
import type { LegalParameters } from '../parameters/index.ts';
import { type DismissalIndemnity, dismissalIndemnity } from './indemnity.ts';

const THIRTY = new Decimal(30);
const ZERO = new Decimal(0);

/** Concepts of a liquidación definitiva. */
export type FinalSettlementConcept =
  | 'pending_salary'
  | 'transport_aid'
  | 'prima'
  | 'cesantias'
  | 'cesantias_interest'
  | 'vacations'
  | 'indemnity';

export interface FinalSettlementItem {
  concept: FinalSettlementConcept;
  /** Days (or business days for vacations) the value pays. */
  days: Decimal;
  /** Monthly base the value was computed on (the cesantías amount for their interest). */
  base: Decimal;
  value: Decimal;
  source: string;
}

export interface FinalSettlementInput {
  salaryType: SalaryType;
  apprenticePhase?: ApprenticePhase;
  contractType: ContractType;
  startDate: IsoDate;
  /** Last day of the contract. */
  terminationDate: IsoDate;
  reason: RetirementReason;
  /** SMMLV in force on the termination date (CST art. 64 salary levels). */
  smmlv: Decimal;
  /** Monthly salary in force (pending salary; indemnity unless `indemnityMonthlySalary` is given). */
  monthlySalary: Decimal;
  /** Salary base of the indemnity when it differs (variable salary averaged by the caller). */
  indemnityMonthlySalary?: Decimal;
  /** Days of the last period not yet paid (30-day month basis). */
  pendingSalaryDays: number;
  /** Monthly transport aid due for those days (0 when not entitled: salary above 2 SMMLV or excluded). */
  monthlyTransportAid: Decimal;
  /** Prima base and the days of the running semester not yet paid (CST art. 306). */
  prima: { monthlyBase: Decimal; days: number };
  /** Cesantías base (CST art. 253) and the days of the running year not yet settled (CST art. 249). */
  cesantias: { monthlyBase: Decimal; days: number };
  /** Vacation base (CST art. 192) and business days owed, earned minus enjoyed (Ley 995/2005 art. 1). */
  vacations: { monthlyBase: Decimal; pendingDays: Decimal };
  /** Fixed term: end of the agreed term or running extension. */
  agreedEndDate?: IsoDate;
  /** Obra o labor: estimated end of the work. */
  expectedWorkEnd?: IsoDate;
  /** Suspension days (CST art. 51) excluded from the service time of the indemnity. */
  suspensionDays?: number;
  /** Benefit values of the parameter table on the termination date (interest rate, days per year). */
  params: Pick<
    LegalParameters,
    'cesantiasInterestRate' | 'labourYearDays' | 'primaDaysPerYear' | 'cesantiasDaysPerYear'
  >;
}

export interface FinalSettlement {
  items: FinalSettlementItem[];
  indemnity?: DismissalIndemnity;
  total: Decimal;
}

/**
 * Liquidación definitiva (law reference §7.1): at termination the employer pays the salary pending, the
 * transport aid of those days, the prima of the running semester (CST art. 306), the cesantías of the running
 * year paid directly to the worker (CST art. 249; Ley 50/1990 art. 99), their interest (Ley 52/1975 art. 1),
 * the vacations owed compensated in money (CST art. 189; Ley 995/2005 art. 1) and, when the worker was
 * dismissed without just cause, the indemnity of CST art. 64. Integral salaries and apprentices only receive
 * the benefits `benefitEligibility` grants them. Payroll deductions (health, pension, FSP, withholding) belong
 * to the period settlement that carries these items.
 *
 * The CST art. 65 moratorium indemnity depends on the actual payment date and on the Superfinanciera rate
 * after month 24; it is out of scope of this function.
 */
export function finalSettlement(input: FinalSettlementInput): FinalSettlement {
  const items: FinalSettlementItem[] = [];
  const eligibility = benefitEligibility(input.salaryType, input.terminationDate, input.apprenticePhase);

  if (input.pendingSalaryDays > 0) {
    const days = new Decimal(input.pendingSalaryDays);
    items.push({
      concept: 'pending_salary',
      days,
      base: input.monthlySalary,
      value: roundToPeso(input.monthlySalary.times(days).div(THIRTY)),
      source: 'CST arts. 127, 134',
    });
    if (input.monthlyTransportAid.gt(0)) {
      items.push({
        concept: 'transport_aid',
        days,
        base: input.monthlyTransportAid,
        value: roundToPeso(input.monthlyTransportAid.times(days).div(THIRTY)),
        source: 'Ley 15/1959 art. 2',
      });
    }
  }

  if (eligibility.prima && input.prima.days > 0) {
    items.push({
      concept: 'prima',
      days: new Decimal(input.prima.days),
      base: input.prima.monthlyBase,
      value: primaDeServicios(input.prima.monthlyBase, input.prima.days, input.params),
      source: 'CST art. 306',
    });
  }

  if (eligibility.cesantias && input.cesantias.days > 0) {
    const amount = cesantias(input.cesantias.monthlyBase, input.cesantias.days, input.params);
    items.push({
      concept: 'cesantias',
      days: new Decimal(input.cesantias.days),
      base: input.cesantias.monthlyBase,
      value: amount,
      source: 'CST arts. 249, 253',
    });
    if (eligibility.cesantiasInterest) {
      items.push({
        concept: 'cesantias_interest',
        days: new Decimal(input.cesantias.days),
        base: amount,
        value: cesantiasInterest(amount, input.cesantias.days, input.params),
        source: 'Ley 52/1975 art. 1',
      });
    }
  }

  if (eligibility.vacations && input.vacations.pendingDays.gt(0)) {
    items.push({
      concept: 'vacations',
      days: input.vacations.pendingDays,
      base: input.vacations.monthlyBase,
      value: vacationPay(input.vacations.monthlyBase, input.vacations.pendingDays),
      source: 'CST arts. 186, 189, 192; Ley 995/2005 art. 1',
    });
  }

  let indemnity: DismissalIndemnity | undefined;
  if (input.reason === 'dismissal_without_cause') {
    indemnity = dismissalIndemnity({
      contractType: input.contractType,
      startDate: input.startDate,
      terminationDate: input.terminationDate,
      monthlySalary: input.indemnityMonthlySalary ?? input.monthlySalary,
      smmlv: input.smmlv,
      agreedEndDate: input.agreedEndDate,
      expectedWorkEnd: input.expectedWorkEnd,
      suspensionDays: input.suspensionDays,
    });
    if (indemnity.value.gt(0)) {
      items.push({
        concept: 'indemnity',
        days: indemnity.days,
        base: input.indemnityMonthlySalary ?? input.monthlySalary,
        value: indemnity.value,
        source: indemnity.rule,
      });
    }
  }

  const total = items.reduce((sum, item) => sum.plus(item.value), ZERO);
  return indemnity ? { items, indemnity, total } : { items, total };
}
