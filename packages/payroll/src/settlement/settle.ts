import type Decimal from 'decimal.js';
import type { EarlierPeriodInMonth } from '../model/history.ts';
import type { SettlementInput } from '../model/input.ts';
import type { Provision, SettlementLine, SettlementResult } from '../model/output.ts';
import { parametersOn } from '../parameters/index.ts';
import { absenceLines, maternityRecognition } from './absences.ts';
import {
  type BenefitContext,
  interestPaymentLine,
  type PeriodFigures,
  type ProvisionOutcome,
  primaPaymentLine,
  provisionsFor,
} from './benefits.ts';
import {
  ibcShare,
  isSupportOnlyApprentice,
  isWeeklyContributor,
  type MonthTotals,
} from './contribution-rules.ts';
import { periodBounds } from './dates.ts';
import { classifyDays, type DayBreakdown } from './days.ts';
import { firstFortnightContributions } from './first-fortnight.ts';
import { hourLines } from './hours.ts';
import { type ItemLine, recurringLines, reportedLines } from './items.ts';
import { BASIC_CODES, OVERTIME_CODES, total } from './line-totals.ts';
import { line, lineValue } from './lines.ts';
import { amount, dec, minD, str, sum, toPeso } from './money.ts';
import { carry, monthRecord } from './month-summary.ts';
import { type SalaryTimeline, salaryChangeWithin, salaryForDays, salaryTimeline } from './salary.ts';
import { savingsLines } from './savings.ts';
import { monthSocialSecurity } from './social-security.ts';
import { terminationLines } from './termination.ts';
import { dayWorkerDays, transportAidEntitled, transportAidLine } from './transport-aid.ts';
import { vacationBase, vacationLines } from './vacations.ts';
import { validateInput } from './validate.ts';
import { withholdingStep } from './withholding.ts';

const ZERO = dec(0);
function basicPay(days: DayBreakdown, timeline: SalaryTimeline, end: string): Decimal {
  const paid = days.days.filter((d) => d.category === 'worked' || (d.category === 'vacation' && !d.business));
  const weights = paid.reduce((n, d) => n + d.weight, 0);
  // A vacation business day on the 31st displaces one salary day (decision 0033).
  const displaced = timeline
    .at(end)
    .mul(days.basicDays - weights)
    .div(30);
  return salaryForDays(timeline, paid).plus(displaced);
}

/**
 * Basic salary of the period. A second fortnight with the first one's summary pays the month's basic
 * salary minus what the first paid, so both add up to the month exactly.
 */
function basicValue(
  days: DayBreakdown,
  monthDays: DayBreakdown,
  timeline: SalaryTimeline,
  earlier: EarlierPeriodInMonth | undefined,
): Decimal {
  if (earlier?.basicPaid === undefined || monthDays === days) {
    return toPeso(basicPay(days, timeline, days.activeEnd));
  }
  const month = toPeso(basicPay(monthDays, timeline, monthDays.activeEnd));
  const rest = month.minus(amount(earlier.basicPaid));
  return rest.isNegative() ? ZERO : rest;
}

/**
 * Settles one employee for one period: a month, or a fortnight whose second half reconciles social
 * security and withholding for the whole month. Pure: the same input always gives the same output.
 */
export function settle(input: SettlementInput): SettlementResult {
  validateInput(input);
  const { period, company: settings, contract, novelties, history } = input;
  const bounds = periodBounds(period);
  const p = parametersOn(bounds.end, { weeklyHoursStepDay: settings.weeklyHoursStepDay });
  const retirement = novelties.retirement;
  if (contract.startDate > bounds.end)
    throw new RangeError('El contrato inicia después del período a liquidar.');
  if (retirement && retirement.date < bounds.start)
    throw new RangeError('El retiro es anterior al período a liquidar.');
  if (retirement && retirement.date < contract.startDate) {
    throw new RangeError('La fecha de retiro es anterior al inicio del contrato.');
  }
  // A year whose minimum wage, aid or UVT is not decreed settles only with its warning (decision 0132).
  const warnings: string[] = [...p.warnings];
  const timeline = salaryTimeline(contract);
  const salaryAt = timeline.at;
  const days = classifyDays(
    bounds.start,
    bounds.end,
    contract.startDate,
    retirement?.date,
    novelties.absences,
    novelties.vacations,
    settings,
  );
  const salary = salaryAt(days.activeEnd);
  const share = ibcShare(contract, p);
  const supportOnly = isSupportOnlyApprentice(contract, p);
  checkSalary(contract.salaryType, salary, contract, p, warnings);
  const benefitBase = history.previousMonthIbc ? dec(history.previousMonthIbc) : salary.mul(share);
  const earlier = period.fortnight === 2 ? history.earlierInMonth : undefined;
  if (period.fortnight === 2 && !earlier && contract.startDate < bounds.start) {
    warnings.push(
      'No se recibió el resumen de la primera quincena; el mes se concilia solo con esta quincena.',
    );
  }

  const monthDays =
    period.fortnight === 2
      ? classifyDays(
          bounds.monthStart,
          bounds.monthEnd,
          contract.startDate,
          retirement?.date,
          novelties.absences,
          novelties.vacations,
          settings,
        )
      : days;

  const earnings: SettlementLine[] = [];
  // Basic salary by days (CST arts. 127, 134; 30-day commercial month).
  if (days.basicDays > 0) {
    const apprentice = contract.salaryType === 'apprentice';
    earnings.push(
      line({
        code: apprentice ? 'APPRENTICE_SUPPORT' : 'BASIC',
        name: apprentice
          ? 'Apoyo de sostenimiento'
          : contract.salaryType === 'integral'
            ? 'Salario integral'
            : 'Salario básico',
        kind: 'earning',
        units: days.basicDays,
        unitKind: 'days',
        base: salary,
        value: basicValue(days, monthDays, timeline, earlier),
        dianElement: apprentice ? 'ApoyoSost' : 'Basico',
        dianAttribute: apprentice ? undefined : 'SueldoTrabajado',
        salary: !apprentice || !supportOnly,
        withholdingBase: true,
        source: apprentice
          ? 'CST art. 81 (Ley 2466/2025 art. 21)'
          : contract.salaryType === 'integral'
            ? 'CST art. 132'
            : 'CST arts. 127, 134',
      }),
    );
  }
  // Transport or connectivity aid for the days worked.
  const aidEntitled = transportAidEntitled(contract, salary, p, bounds.end);
  const dayWorker = dayWorkerDays(contract);
  if (aidEntitled && dayWorker !== undefined) {
    // A worker hired by the day: the month's days worked are known when the month closes, so the aid is paid
    // by the monthly period, the second fortnight, or a retirement inside the first (decision 0130). Days on
    // incapacity, licence or vacation are not worked days: never more than the calendar's worked days.
    const closesMonth = period.fortnight !== 1 || (retirement !== undefined && retirement.date <= bounds.end);
    if (closesMonth) {
      const aidDays = Math.min(dayWorker, monthDays.workedDays);
      const paidEarlier = earlier ? { days: 0, value: amount(earlier.transportAidPaid) } : undefined;
      const aid = transportAidLine(contract, aidDays, p, paidEarlier);
      if (aid) earnings.push(aid);
    }
  } else if (aidEntitled) {
    let aidDays = days.workedDays;
    if (period.fortnight !== undefined && settings.transportAid.periodicity === 'second_fortnight') {
      const closesMonth =
        period.fortnight === 2 || (retirement !== undefined && retirement.date <= bounds.end);
      aidDays = closesMonth ? days.workedDays + (earlier?.workedDays ?? 0) : 0;
    }
    const paidEarlier =
      earlier && settings.transportAid.periodicity === 'each_period'
        ? { days: earlier.workedDays, value: amount(earlier.transportAidPaid) }
        : undefined;
    const aid = transportAidLine(contract, aidDays, p, paidEarlier);
    if (aid) earnings.push(aid);
  }
  earnings.push(...hourLines(novelties.hours, contract, settings, timeline));
  const firstVacation = novelties.vacations.find((v) => v.startDate)?.startDate ?? bounds.start;
  const vacBase = vacationBase(salaryAt(firstVacation), history, settings);
  earnings.push(...vacationLines(days.days, novelties.vacations, vacBase));
  const absenceCtx = { p, settings, benefitBase, salaryOn: salaryAt };
  earnings.push(...absenceLines(days.days, absenceCtx));
  for (const absence of novelties.absences) {
    const recognition = maternityRecognition(absence);
    if (!recognition?.employerDays || absence.endDate < bounds.start || absence.startDate > bounds.end)
      continue;
    warnings.push(
      `Licencia de maternidad proporcional: la EPS reconoce ${recognition.recognisedDays} de los ` +
        `${recognition.licenceDays} días (cotizó ${absence.contributedGestationDays} de ` +
        `${absence.gestationDays} días de gestación; Decreto 780 de 2016, art. 2.2.3.2.1). El empleador ` +
        `paga la licencia completa y asume los ${recognition.employerDays} días restantes.`,
    );
  }
  const items: ItemLine[] = [
    ...reportedLines(novelties.reported),
    ...recurringLines(novelties.recurring, period, bounds.start, bounds.end),
  ];
  for (const item of items) if (item.line.kind === 'earning') earnings.push(item.line);
  const itemDeductions = items.filter((i) => i.line.kind === 'deduction').map((i) => i.line);

  const unpaidLeaveDays = days.days
    .filter((d) => d.category === 'unpaid_leave' || d.category === 'suspension')
    .reduce((n, d) => n + d.weight, 0);
  const figures: PeriodFigures = {
    fixedSalary: total(earnings, (l) => BASIC_CODES.has(l.code)),
    variableSalary: total(earnings, (l) => l.salary && !BASIC_CODES.has(l.code)),
    overtimeAndSurcharges: total(earnings, (l) => OVERTIME_CODES.has(l.code)),
    activeDays: days.activeDays,
    unpaidLeaveDays,
  };
  const benefitCtx: BenefitContext = {
    contract,
    settings,
    history,
    p,
    salary,
    transportAidEntitled: aidEntitled,
    period,
    periodEnd: bounds.end,
    figures,
  };

  // Prestaciones paid in the period: prima in June/December, interest, or the final settlement.
  const retiresNow = retirement !== undefined && retirement.date <= bounds.end;
  let primaPaid = ZERO;
  let cesantiasPaid = ZERO;
  let indemnity = ZERO;
  let settledLines: SettlementLine[] = [];
  if (retiresNow && retirement) {
    const outcome = terminationLines(
      benefitCtx,
      retirement,
      vacBase,
      settings.interest.payment === 'monthly',
    );
    earnings.push(...outcome.lines);
    settledLines = outcome.lines;
    primaPaid = outcome.prima;
    cesantiasPaid = outcome.cesantiasAndInterest;
    indemnity = outcome.indemnity;
  } else {
    const prima = primaPaymentLine(benefitCtx);
    if (prima) {
      earnings.push(prima);
      primaPaid = dec(prima.value);
    }
  }
  const accrued = provisionsFor(benefitCtx, vacBase, settings.interest.payment === 'monthly');
  // The period that pays the final settlement provisions nothing: the worker is owed nothing after it, and
  // the period's own accrual is part of the settlement lines, posted to expense (decision 0122).
  const provisionOutcome = retiresNow ? absorbProvisions(accrued, settledLines) : accrued;
  // January interest on last year's balance is due even in a retirement month; monthly interest (Ley 2466
  // art. 64) keeps being paid for the last month, and the final settlement then omits the yearly interest.
  const interest = interestPaymentLine(benefitCtx, provisionOutcome.accruedCesantias);
  if (interest) earnings.push(interest);

  const deductions: SettlementLine[] = [];
  const employer: SettlementLine[] = [];
  let socialSecurity: SettlementResult['socialSecurity'];
  const labourIncome = total(earnings, (l) => l.withholdingBase === true);
  let healthEe = ZERO;
  let pensionEe = ZERO;
  let fspEe = ZERO;
  // A retirement inside the first fortnight closes the month there: it is settled at month level.
  const monthLevel = period.fortnight !== 1 || retiresNow;
  if (monthLevel) {
    const totals: MonthTotals = {
      totalSalary: total(earnings, (l) => l.salary).plus(amount(earlier?.totalSalaryEarnings)),
      variableSalary: figures.variableSalary.plus(amount(earlier?.variableSalaryEarnings)),
      nonSalary: sum(items.filter((i) => i.law1393).map((i) => lineValue(i.line))).plus(
        amount(earlier?.nonSalaryEarnings),
      ),
      vacationMoney: total(
        earnings,
        (l) => l.code === 'VACATION_MONEY' || l.code === 'VACATION_TERMINATION',
      ).plus(amount(earlier?.vacationMoneyPay)),
    };
    const ss = monthSocialSecurity({
      p,
      contract,
      settings,
      monthStart: bounds.monthStart,
      monthEnd: bounds.monthEnd,
      monthDays: monthDays.days,
      retirementDate: retirement?.date,
      salaryChangeDate: salaryChangeWithin(contract, bounds.monthStart, bounds.monthEnd),
      benefitBase,
      absence: absenceCtx,
      timeline,
      totals,
      earlier,
    });
    deductions.push(...ss.employeeLines);
    employer.push(...ss.employerLines);
    warnings.push(...ss.warnings);
    socialSecurity = {
      contributions: ss.contributions,
      solidarityFund: ss.solidarityFund,
      segments: ss.segments,
      law1393Excess: str(toPeso(ss.law1393Excess)),
      exonerated: ss.exonerated,
    };
    healthEe = ss.monthEmployee.health;
    pensionEe = ss.monthEmployee.pension;
    fspEe = ss.monthEmployee.fsp;
  } else if (!supportOnly) {
    const provisional = firstFortnightContributions(
      earnings,
      share,
      p,
      contract.pensionExempt === true,
      isWeeklyContributor(contract),
    );
    deductions.push(...provisional.lines);
    healthEe = provisional.health;
    pensionEe = provisional.pension;
  }

  // Voluntary pension and AFC are withheld once a month (monthly period or second fortnight).
  const savings = savingsLines(contract, monthLevel);
  deductions.push(...savings.lines);

  // Withholding tax (arts. 383, 385, 386, 401-3 E.T.) with P2's procedures.
  const monthIncome = labourIncome.plus(amount(earlier?.withholdingIncome));
  const withholding = withholdingStep({
    contract,
    settings,
    p,
    history,
    monthLevel,
    labourIncome,
    monthIncome,
    health: healthEe,
    pension: pensionEe.plus(fspEe),
    voluntary: savings.voluntary,
    afc: savings.afc,
    daysPaid: monthLevel ? monthDays.activeDays : days.activeDays,
    paymentDate: period.paymentDate ?? bounds.end,
    alreadyWithheld: earlier?.withholdingDeducted,
    cesantiasPaid,
    primaPaid,
    indemnity,
  });
  deductions.push(...withholding.lines);
  deductions.push(...itemDeductions);

  const earningsTotal = total(earnings, () => true);
  const deductionsTotal = total(deductions, () => true);
  const net = earningsTotal.minus(deductionsTotal);
  if (net.isNegative())
    warnings.push(
      'Las deducciones superan los devengos: el neto a pagar es negativo. Revise las deducciones del período.',
    );
  const employerTotal = total(employer, () => true);
  const provisionsTotal = total(provisionOutcome.lines, () => true);
  const lines = [...earnings, ...deductions, ...employer, ...provisionOutcome.lines];

  const out: SettlementResult = {
    contractId: contract.id,
    employeeId: contract.employeeId,
    periodStart: bounds.start,
    periodEnd: bounds.end,
    parametersDate: bounds.end,
    lines,
    provisions: provisionOutcome.provisions,
    totals: {
      earnings: str(earningsTotal),
      deductions: str(deductionsTotal),
      netPay: str(net),
      employerContributions: str(employerTotal),
      provisions: str(provisionsTotal),
      employerCost: str(earningsTotal.plus(employerTotal).plus(provisionsTotal)),
    },
    withholding: withholding.summary,
    warnings,
  };
  if (socialSecurity) out.socialSecurity = socialSecurity;
  if (!monthLevel) {
    out.monthCarry = carry(earnings, items, labourIncome, healthEe, pensionEe, withholding.value, days);
  } else {
    out.monthRecord = monthRecord(
      period,
      earnings,
      earlier,
      monthDays,
      monthIncome,
      healthEe.plus(pensionEe).plus(fspEe),
      socialSecurity,
    );
  }
  return out;
}

const SETTLEMENT_CODE_OF: Record<Provision['concept'], string> = {
  prima: 'PRIMA',
  cesantias: 'CESANTIAS',
  cesantias_interest: 'CESANTIAS_INTEREST',
  vacations: 'VACATION_TERMINATION',
};

/**
 * Drops the provisions of a retirement period and records each one's value as the `expenseShare` of the
 * final-settlement line that pays the same benefit (never more than that line), so the accounting debits the
 * earlier provisions to the liability and only this period's accrual to expense.
 */
function absorbProvisions(accrued: ProvisionOutcome, settledLines: SettlementLine[]): ProvisionOutcome {
  for (const provision of accrued.provisions) {
    const paid = settledLines.find((l) => l.code === SETTLEMENT_CODE_OF[provision.concept]);
    if (!paid) continue;
    const share = minD(dec(provision.value), lineValue(paid));
    if (share.greaterThan(0)) paid.accounting.expenseShare = str(share);
  }
  return { provisions: [], lines: [], accruedCesantias: accrued.accruedCesantias };
}

function checkSalary(
  type: string,
  salary: Decimal,
  contract: SettlementInput['contract'],
  p: ReturnType<typeof parametersOn>,
  warnings: string[],
): void {
  if (type === 'integral' && salary.lessThan(p.integralSalaryMinimum)) {
    warnings.push('El salario integral es inferior a 13 salarios mínimos (CST art. 132).');
  }
  if (type === 'ordinary' && !contract.agreedWeeklyHours && salary.lessThan(p.smmlv)) {
    warnings.push('El salario es inferior al salario mínimo legal para una jornada completa.');
  }
  if (type === 'apprentice') {
    const share =
      contract.apprenticePhase === 'practica' ? p.apprenticeSupport.practica : p.apprenticeSupport.lectiva;
    if (salary.lessThan(p.smmlv.mul(share))) {
      warnings.push('El apoyo de sostenimiento es inferior al mínimo legal (Ley 2466 de 2025, art. 21).');
    }
  }
}
