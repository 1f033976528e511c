import type Decimal from 'decimal.js';
import { vacationDaysEarned } from '../benefits/index.ts';
import type { RetirementNovelty } from '../model/novelties.ts';
import type { SettlementLine } from '../model/output.ts';
import { type FinalSettlementConcept, finalSettlement } from '../termination/index.ts';
import { type BenefitContext, cesantiasBase, cesantiasDays, primaBase, primaDays } from './benefits.ts';
import { days360Inclusive } from './dates.ts';
import { line } from './lines.ts';
import { dec } from './money.ts';

type ConceptSpec = Omit<
  Parameters<typeof line>[0],
  'units' | 'base' | 'value' | 'source' | 'kind' | 'unitKind'
>;

const CONCEPTS: Partial<Record<FinalSettlementConcept, ConceptSpec>> = {
  prima: {
    code: 'PRIMA',
    name: 'Prima de servicios proporcional',
    dianElement: 'Primas',
    dianAttribute: 'Pago',
    debit: 'benefits_liability',
    salary: false,
    withholdingBase: false,
  },
  cesantias: {
    code: 'CESANTIAS',
    name: 'Cesantías',
    dianElement: 'Cesantias',
    dianAttribute: 'Pago',
    debit: 'benefits_liability',
    salary: false,
    withholdingBase: false,
  },
  cesantias_interest: {
    code: 'CESANTIAS_INTEREST',
    name: 'Intereses sobre cesantías',
    dianElement: 'Cesantias',
    dianAttribute: 'PagoIntereses',
    debit: 'benefits_liability',
    salary: false,
    withholdingBase: false,
  },
  vacations: {
    code: 'VACATION_TERMINATION',
    name: 'Vacaciones compensadas a la terminación',
    dianElement: 'VacacionesCompensadas',
    debit: 'benefits_liability',
    salary: false,
    withholdingBase: true,
  },
  indemnity: {
    code: 'INDEMNITY',
    name: 'Indemnización por despido sin justa causa',
    dianElement: 'Indemnizacion',
    salary: false,
    withholdingBase: false,
  },
};

export interface TerminationOutcome {
  lines: SettlementLine[];
  prima: Decimal;
  cesantiasAndInterest: Decimal;
  indemnity: Decimal;
}

/**
 * Liquidación definitiva inside the period of the retirement, with P2's `finalSettlement`: the salary
 * and transport aid of the last days are already paid by the period itself, so only prima, cesantías,
 * interest, pending vacations and the CST art. 64 indemnity are added.
 */
export function terminationLines(
  ctx: BenefitContext,
  retirement: RetirementNovelty,
  vacationBase: Decimal,
  interestPaidMonthly: boolean,
): TerminationOutcome {
  const { contract, history } = ctx;
  const pendingDays =
    history.pendingVacationDays !== undefined
      ? dec(history.pendingVacationDays)
      : vacationDaysEarned(
          Math.max(
            0,
            days360Inclusive(history.vacationsAccruedFrom ?? contract.startDate, retirement.date) -
              history.months.reduce((n, m) => n + m.unpaidLeaveDays, 0) -
              ctx.figures.unpaidLeaveDays,
          ),
          ctx.p,
        );
  const settlement = finalSettlement({
    salaryType: contract.salaryType,
    apprenticePhase: contract.apprenticePhase,
    contractType: contract.contractType,
    startDate: contract.startDate,
    terminationDate: retirement.date,
    reason: retirement.reason,
    smmlv: ctx.p.smmlv,
    monthlySalary: ctx.salary,
    pendingSalaryDays: 0,
    monthlyTransportAid: dec(0),
    prima: { monthlyBase: primaBase(ctx), days: primaDays(ctx, retirement.date) },
    cesantias: { monthlyBase: cesantiasBase(ctx), days: cesantiasDays(ctx, retirement.date) },
    vacations: { monthlyBase: vacationBase, pendingDays },
    agreedEndDate: contract.endDate,
    expectedWorkEnd: retirement.expectedWorkEnd,
    suspensionDays: history.months.reduce((n, m) => n + m.unpaidLeaveDays, 0) + ctx.figures.unpaidLeaveDays,
    params: ctx.p,
  });
  const lines: SettlementLine[] = [];
  let prima = dec(0);
  let cesantiasAndInterest = dec(0);
  let indemnity = dec(0);
  for (const item of settlement.items) {
    const spec = CONCEPTS[item.concept];
    if (!spec || item.value.isZero()) continue;
    // Interest already paid month by month (Ley 2466/2025 art. 64) is not paid again.
    if (item.concept === 'cesantias_interest' && interestPaidMonthly) continue;
    if (item.concept === 'prima') prima = prima.plus(item.value);
    if (item.concept === 'cesantias' || item.concept === 'cesantias_interest') {
      cesantiasAndInterest = cesantiasAndInterest.plus(item.value);
    }
    if (item.concept === 'indemnity') indemnity = indemnity.plus(item.value);
    lines.push(
      line({
        ...spec,
        kind: 'earning',
        units: item.days.toDecimalPlaces(4),
        unitKind: 'days',
        base: item.base,
        value: item.value,
        source: item.source,
      }),
    );
  }
  return { lines, prima, cesantiasAndInterest, indemnity };
}
