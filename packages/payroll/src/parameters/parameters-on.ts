import type Decimal from 'decimal.js';
import type { ArlRiskClass, IsoDate } from '../model/common.ts';
import type { WeeklyHoursStepDay } from '../model/settings.ts';
import { parseDecimal } from './decimal.ts';
import {
  type DecreedYear,
  datedEntry,
  LegalValuesError,
  loadDecreedYear,
  YEARLY_PARAMETERS,
  type YearlyParameter,
} from './decreed-years.ts';
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
  /**
   * Set when the date's year has no decreed minimum wage, transport aid or UVT (decision 0132): the year, and
   * the year whose values were used instead.
   */
  undecreed?: { year: number; valuesOfYear: number; missing: YearlyParameter[] };
  /** Spanish warnings every settlement on these parameters must carry (undecreed year). */
  warnings: string[];
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
/** Periods up to this date settle (with a warning when their year is not decreed); loaded years extend it. */
const LAST_DATE = '2030-12-31';
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Years the operator loaded at run time (`registerDecreedYear`), by year. */
const registered = new Map<number, Required<DecreedYear>>();
const mergedLists = new Map<YearlyParameter, readonly Dated<string>[]>();

/** The dated list of a parameter: the table's, plus the registered years for the yearly ones. */
function listOf(name: ParameterName): readonly Dated<unknown>[] {
  const base = PARAMETER_TABLE[name] as readonly Dated<unknown>[];
  if (registered.size === 0 || !(YEARLY_PARAMETERS as readonly string[]).includes(name)) return base;
  const yearly = name as YearlyParameter;
  let merged = mergedLists.get(yearly);
  if (!merged) {
    merged = [...PARAMETER_TABLE[yearly], ...[...registered.values()].map((y) => datedEntry(y, yearly))].sort(
      (a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0),
    );
    mergedLists.set(yearly, merged);
  }
  return merged;
}

function lastDate(): IsoDate {
  const years = [...registered.keys()];
  const last = years.length > 0 ? `${Math.max(...years)}-12-31` : LAST_DATE;
  return last > LAST_DATE ? last : LAST_DATE;
}

/**
 * Validates one year of decreed values (parsed JSON, e.g. the content of DATA_DIR/legal-values/2027.json)
 * and makes it part of the parameter table for this process: every later `parametersOn` for that year uses
 * it, with its sources, and carries no undecreed-year warning. Throws `LegalValuesError` (Spanish and
 * English) and registers nothing when the file is invalid or its year is already in the engine's table;
 * loading the same year again replaces the earlier load. Returns the normalised year.
 */
export function registerDecreedYear(json: unknown, fileName?: string): Required<DecreedYear> {
  const year = loadDecreedYear(json, fileName);
  const builtIn = YEARLY_PARAMETERS.some((name) =>
    PARAMETER_TABLE[name].some((entry) => entry.from.startsWith(`${year.year}-`)),
  );
  if (builtIn) {
    throw new LegalValuesError(`Valores legales${fileName ? ` (${fileName})` : ''}`, [
      `El año ${year.year} ya está en la tabla del motor; corrija la tabla en lugar de cargar un archivo (year ${year.year} is already in the engine's table).`,
    ]);
  }
  const previous = [...PARAMETER_TABLE.smmlv, ...[...registered.values()].map((y) => datedEntry(y, 'smmlv'))]
    .filter((entry) => entry.from < year.from)
    .sort((a, b) => (a.from < b.from ? -1 : 1))
    .at(-1);
  if (previous && Number(year.smmlv.value) < Number(previous.value)) {
    throw new LegalValuesError(`Valores legales${fileName ? ` (${fileName})` : ''}`, [
      `El salario mínimo de ${year.year} (${year.smmlv.value}) es menor que el anterior (${previous.value}); revise el archivo (the minimum wage is below the previous one).`,
    ]);
  }
  registered.set(year.year, year);
  mergedLists.clear();
  cache.clear();
  return year;
}

/** Years loaded with `registerDecreedYear`, in year order. */
export function registeredDecreedYears(): Required<DecreedYear>[] {
  return [...registered.values()].sort((a, b) => a.year - b.year);
}

/** Forgets the years loaded at run time (tests, or an operator reloading the folder). */
export function clearRegisteredDecreedYears(): void {
  registered.clear();
  mergedLists.clear();
  cache.clear();
}

const LABELS: Record<YearlyParameter, string> = {
  smmlv: 'salario mínimo',
  transportAid: 'auxilio de transporte',
  uvt: 'UVT',
};

/** The yearly parameters whose entry in force on `date` was not decreed for the date's year. */
function undecreedOn(date: IsoDate): LegalParameters['undecreed'] {
  const year = Number(date.slice(0, 4));
  const missing: YearlyParameter[] = [];
  let valuesOfYear = year;
  for (const name of YEARLY_PARAMETERS) {
    const entry = entryOn(listOf(name), date);
    const entryYear = Number(entry.from.slice(0, 4));
    if (entryYear < year) {
      missing.push(name);
      valuesOfYear = Math.min(valuesOfYear, entryYear);
    }
  }
  return missing.length > 0 ? { year, valuesOfYear, missing } : undefined;
}

function undecreedWarning(u: NonNullable<LegalParameters['undecreed']>): string {
  const names = u.missing.map((name) => LABELS[name]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} y ${names.at(-1)}` : names[0];
  return (
    `Los valores legales de ${u.year} (${list}) aún no están decretados en el sistema: esta liquidación usa ` +
    `los de ${u.valuesOfYear} y debe repetirse cuando se carguen los del año (legal-values/${u.year}.json).`
  );
}

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
  return entryOn(listOf(name) as readonly Dated<(typeof PARAMETER_TABLE)[K][number]['value']>[], date).value;
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
  const last = lastDate();
  if (!DATE_PATTERN.test(date) || date < FIRST_DATE || date > last) {
    throw new RangeError(
      `La fecha ${date} está fuera del rango de parámetros legales (${FIRST_DATE} a ${last}).`,
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
    sources[name] = entryOn(listOf(name), date).source;
  }
  const v = <K extends ParameterName>(name: K) =>
    entryOn(listOf(name) as readonly Dated<(typeof t)[K][number]['value']>[], date).value;
  const undecreed = undecreedOn(date);
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
    ...(undecreed ? { undecreed } : {}),
    warnings: undecreed ? [undecreedWarning(undecreed)] : [],
  };
}
