import type Decimal from 'decimal.js';
import type { ArlRiskClass, IsoDate } from '../model/common.ts';
import type { WeeklyHoursStepDay } from '../model/settings.ts';
import { parseDecimal } from './decimal.ts';
import {
  type ApprenticeContributions,
  type Dated,
  type IndemnityScale,
  PARAMETER_TABLE,
  type ParameterName,
} from './table.ts';

export interface ResolvedFspBracket {
  fromSmmlv: Decimal;
  inclusive: boolean;
  solidarity: Decimal;
  subsistence: Decimal;
}

export interface ResolvedWithholdingBracket {
  fromUvt: Decimal;
  toUvt: Decimal | null;
  rate: Decimal;
  baseTaxUvt: Decimal;
}

/** Every legal parameter in force on one date, ready for arithmetic. */
export interface LegalParameters {
  date: IsoDate;
  smmlv: Decimal;
  transportAid: Decimal;
  uvt: Decimal;
  weeklyHours: number;
  /** Monthly divisor of the ordinary hour: weekly hours / 6 × 30 (MinTrabajo concepto of 8 Aug 2023). */
  monthlyHours: Decimal;
  nightStartHour: number;
  nightEndHour: number;
  nightSurcharge: Decimal;
  dayOvertimeSurcharge: Decimal;
  nightOvertimeSurcharge: Decimal;
  restDaySurcharge: Decimal;
  rates: {
    healthEmployer: Decimal;
    healthEmployee: Decimal;
    pensionEmployer: Decimal;
    pensionEmployee: Decimal;
    ccf: Decimal;
    sena: Decimal;
    icbf: Decimal;
  };
  arlRates: Record<ArlRiskClass, Decimal>;
  fspBrackets: ResolvedFspBracket[];
  withholdingTable: ResolvedWithholdingBracket[];
  withholdingLimits: {
    dependantsRate: Decimal;
    dependantsMonthlyUvt: Decimal;
    prepaidMedicineMonthlyUvt: Decimal;
    housingInterestMonthlyUvt: Decimal;
    exemptLabourRate: Decimal;
    exemptLabourAnnualUvt: Decimal;
    globalCapRate: Decimal;
    globalCapAnnualUvt: Decimal;
    voluntaryRate: Decimal;
    voluntaryAnnualUvt: Decimal;
    indemnityRate: Decimal;
    indemnityThresholdUvt: Decimal;
  };
  ibcFloor: Decimal;
  ibcCeiling: Decimal;
  integralSalaryIbcShare: Decimal;
  integralSalaryMinimum: Decimal;
  transportAidLimit: Decimal;
  exonerationLimit: Decimal;
  nonSalaryIbcLimit: Decimal;
  apprenticeSupport: { lectiva: Decimal; practica: Decimal };
  commonIllness: { upTo90Days: Decimal; from91Days: Decimal; employerDays: number };
  workAccidentRate: Decimal;
  licenceDays: { maternity: number; paternity: number };
  cesantiasInterestRate: Decimal;
  vacationDaysPerYear: number;
  partTimeWeeks: readonly { maxDays: number; weeks: number }[];
  /** Days of the labour year (360) and days of salary per year of prima and of cesantías (30). */
  labourYearDays: number;
  primaDaysPerYear: number;
  cesantiasDaysPerYear: number;
  /** The apprenticeship is a labour contract with prestaciones in the práctica phase (Ley 2466/2025). */
  apprenticeLabourContract: boolean;
  apprenticeContributions: ApprenticeContributions;
  dismissalIndemnity: ResolvedDismissalIndemnityLaw;
  cesantiasExemptBands: readonly { aboveUvt: Decimal; exemptShare: Decimal }[];
  /** Source of the entry applied for each parameter. */
  sources: Record<ParameterName, string>;
}

/** CST art. 64 values with the high-salary level in pesos (10 SMMLV on the date). */
export interface ResolvedDismissalIndemnityLaw {
  highSalaryLevel: Decimal;
  lowSalary: IndemnityScale;
  highSalary: IndemnityScale;
  workOrLabourMinimumDays: number;
  transitional: IndemnityScale & { cutoffDate: IsoDate; minimumYears: number };
}

export interface ParameterOptions {
  /** Company setting: the Ley 2101 steps take effect on 15 (default) or 16 July. */
  weeklyHoursStepDay?: WeeklyHoursStepDay;
}

const FIRST_DATE = '2023-01-01';
const LAST_DATE = '2030-12-31';
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The entry of a dated list in force on `date` (lists are in ascending `from` order). */
export function entryOn<T>(list: readonly Dated<T>[], date: IsoDate): Dated<T> {
  let found: Dated<T> | undefined;
  for (const entry of list) {
    if (entry.from <= date) found = entry;
    else break;
  }
  if (!found) throw new RangeError(`No hay parámetros legales vigentes para la fecha ${date}.`);
  return found;
}

/**
 * The value of one parameter in force on `date`, without the range check of `parametersOn`: for rules that
 * only need a date-keyed legal value (e.g. whether a date falls under Ley 2466/2025).
 */
export function legalValueOn<K extends ParameterName>(
  name: K,
  date: IsoDate,
): (typeof PARAMETER_TABLE)[K][number]['value'] {
  return entryOn(
    PARAMETER_TABLE[name] as readonly Dated<(typeof PARAMETER_TABLE)[K][number]['value']>[],
    date,
  ).value;
}

function previousDay(date: IsoDate): IsoDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Weekly hours in force on `date`. With step day 16 a step dated 15 July applies one day later
 * (law reference §0 item 5).
 */
export function weeklyHoursOn(date: IsoDate, stepDay: WeeklyHoursStepDay = 15): number {
  const effective = stepDay === 16 ? previousDay(date) : date;
  return entryOn(PARAMETER_TABLE.weeklyHours, effective).value;
}

const cache = new Map<string, LegalParameters>();

/**
 * All legal parameters in force on `date`. Pure and memoised per date: the engine resolves them once
 * per period (and once per distinct overtime date).
 */
export function parametersOn(date: IsoDate, options: ParameterOptions = {}): LegalParameters {
  if (!DATE_PATTERN.test(date) || date < FIRST_DATE || date > LAST_DATE) {
    throw new RangeError(
      `La fecha ${date} está fuera del rango de parámetros legales (${FIRST_DATE} a ${LAST_DATE}).`,
    );
  }
  const stepDay = options.weeklyHoursStepDay ?? 15;
  const key = `${date}|${stepDay}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const resolved = resolve(date, stepDay);
  cache.set(key, resolved);
  return resolved;
}

function resolve(date: IsoDate, stepDay: WeeklyHoursStepDay): LegalParameters {
  const t = PARAMETER_TABLE;
  const sources = {} as Record<ParameterName, string>;
  for (const name of Object.keys(t) as ParameterName[]) {
    sources[name] = entryOn(t[name] as readonly Dated<unknown>[], date).source;
  }
  const v = <K extends ParameterName>(name: K) =>
    entryOn(t[name] as readonly Dated<(typeof t)[K][number]['value']>[], date).value;
  const smmlv = parseDecimal(v('smmlv'));
  const weeklyHours = weeklyHoursOn(date, stepDay);
  if (stepDay === 16) sources.weeklyHours = `${sources.weeklyHours}; step day 16 July (company setting)`;
  const rates = v('contributionRates');
  const arl = v('arlRates');
  const limits = v('withholdingLimits');
  const apprentice = v('apprenticeSupport');
  const illness = v('commonIllnessRates');
  const { highSalarySmmlv, ...indemnity } = v('dismissalIndemnity');
  return {
    date,
    smmlv,
    transportAid: parseDecimal(v('transportAid')),
    uvt: parseDecimal(v('uvt')),
    weeklyHours,
    monthlyHours: parseDecimal(String(weeklyHours)).div(6).mul(30),
    nightStartHour: v('nightStartHour'),
    nightEndHour: v('nightEndHour'),
    nightSurcharge: parseDecimal(v('nightSurcharge')),
    dayOvertimeSurcharge: parseDecimal(v('dayOvertimeSurcharge')),
    nightOvertimeSurcharge: parseDecimal(v('nightOvertimeSurcharge')),
    restDaySurcharge: parseDecimal(v('restDaySurcharge')),
    rates: {
      healthEmployer: parseDecimal(rates.healthEmployer),
      healthEmployee: parseDecimal(rates.healthEmployee),
      pensionEmployer: parseDecimal(rates.pensionEmployer),
      pensionEmployee: parseDecimal(rates.pensionEmployee),
      ccf: parseDecimal(rates.ccf),
      sena: parseDecimal(rates.sena),
      icbf: parseDecimal(rates.icbf),
    },
    arlRates: {
      1: parseDecimal(arl[1]),
      2: parseDecimal(arl[2]),
      3: parseDecimal(arl[3]),
      4: parseDecimal(arl[4]),
      5: parseDecimal(arl[5]),
    },
    fspBrackets: v('fspBrackets').map((b) => ({
      fromSmmlv: parseDecimal(b.fromSmmlv),
      inclusive: b.inclusive,
      solidarity: parseDecimal(b.solidarity),
      subsistence: parseDecimal(b.subsistence),
    })),
    withholdingTable: v('withholdingTable').map((b) => ({
      fromUvt: parseDecimal(b.fromUvt),
      toUvt: b.toUvt === null ? null : parseDecimal(b.toUvt),
      rate: parseDecimal(b.rate),
      baseTaxUvt: parseDecimal(b.baseTaxUvt),
    })),
    withholdingLimits: {
      dependantsRate: parseDecimal(limits.dependantsRate),
      dependantsMonthlyUvt: parseDecimal(limits.dependantsMonthlyUvt),
      prepaidMedicineMonthlyUvt: parseDecimal(limits.prepaidMedicineMonthlyUvt),
      housingInterestMonthlyUvt: parseDecimal(limits.housingInterestMonthlyUvt),
      exemptLabourRate: parseDecimal(limits.exemptLabourRate),
      exemptLabourAnnualUvt: parseDecimal(limits.exemptLabourAnnualUvt),
      globalCapRate: parseDecimal(limits.globalCapRate),
      globalCapAnnualUvt: parseDecimal(limits.globalCapAnnualUvt),
      voluntaryRate: parseDecimal(limits.voluntaryRate),
      voluntaryAnnualUvt: parseDecimal(limits.voluntaryAnnualUvt),
      indemnityRate: parseDecimal(limits.indemnityRate),
      indemnityThresholdUvt: parseDecimal(limits.indemnityThresholdUvt),
    },
    ibcFloor: smmlv.mul(parseDecimal(v('ibcFloorSmmlv'))),
    ibcCeiling: smmlv.mul(parseDecimal(v('ibcCeilingSmmlv'))),
    integralSalaryIbcShare: parseDecimal(v('integralSalaryIbcShare')),
    integralSalaryMinimum: smmlv.mul(parseDecimal(v('integralSalaryMinSmmlv'))),
    transportAidLimit: smmlv.mul(parseDecimal(v('transportAidLimitSmmlv'))),
    exonerationLimit: smmlv.mul(parseDecimal(v('exonerationLimitSmmlv'))),
    nonSalaryIbcLimit: parseDecimal(v('nonSalaryIbcLimit')),
    apprenticeSupport: {
      lectiva: parseDecimal(apprentice.lectiva),
      practica: parseDecimal(apprentice.practica),
    },
    commonIllness: {
      upTo90Days: parseDecimal(illness.upTo90Days),
      from91Days: parseDecimal(illness.from91Days),
      employerDays: illness.employerDays,
    },
    workAccidentRate: parseDecimal(v('workAccidentRate')),
    licenceDays: v('licenceDays'),
    cesantiasInterestRate: parseDecimal(v('cesantiasInterestRate')),
    vacationDaysPerYear: v('vacationDaysPerYear'),
    partTimeWeeks: v('partTimeWeeks'),
    labourYearDays: v('labourYearDays'),
    primaDaysPerYear: v('primaDaysPerYear'),
    cesantiasDaysPerYear: v('cesantiasDaysPerYear'),
    apprenticeLabourContract: v('apprenticeLabourContract'),
    apprenticeContributions: v('apprenticeContributions'),
    dismissalIndemnity: {
      ...indemnity,
      highSalaryLevel: smmlv.mul(parseDecimal(highSalarySmmlv)),
    },
    cesantiasExemptBands: v('cesantiasExemptBands').map((b) => ({
      aboveUvt: parseDecimal(b.aboveUvt),
      exemptShare: parseDecimal(b.exemptShare),
    })),
    sources,
  };
}
