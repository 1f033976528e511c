import type { DecimalString, IsoDate } from '../model/common.ts';
import { type DecreedYear, datedEntry, loadDecreedYear } from './decreed-years.ts';

/**
 * THE table of Colombian legal payroll parameters. Each parameter is a list of values in force from a
 * date (inclusive) until the next entry; each value names its source. Facts come from the law
 * research note, cited by section as "ref §x" and summarised section by section, in our own words
 * and with the official sources, in docs/reference/colombian-payroll-law.md.
 * Decimal values are strings; fractions may be written "2/3" (exact ratio).
 */
export interface Dated<T> {
  from: IsoDate;
  value: T;
  source: string;
}

export interface FspBracket {
  /** Lower bound of the IBC in SMMLV. */
  fromSmmlv: DecimalString;
  /** true: the bound itself belongs to this bracket (≥); false: strictly above (>). */
  inclusive: boolean;
  /** Solidarity sub-account rate (Ley 797/2003 art. 8 num. 1, 0,5 %). */
  solidarity: DecimalString;
  /** Subsistence sub-account rate (0,5 % + the additional points for ≥ 16 SMMLV). */
  subsistence: DecimalString;
}

export interface WithholdingBracket {
  /** Lower bound in UVT (exclusive). */
  fromUvt: DecimalString;
  /** Upper bound in UVT (inclusive); null = no upper bound. */
  toUvt: DecimalString | null;
  rate: DecimalString;
  /** Tax in UVT accumulated up to `fromUvt`. */
  baseTaxUvt: DecimalString;
}

export interface ContributionRates {
  healthEmployer: DecimalString;
  healthEmployee: DecimalString;
  pensionEmployer: DecimalString;
  pensionEmployee: DecimalString;
  ccf: DecimalString;
  sena: DecimalString;
  icbf: DecimalString;
}

/**
 * Social security of apprentices by phase (law reference §3.8). `lectivaArl`: the lectiva phase also pays
 * occupational risks; `practicaDependent`: the práctica phase contributes as any dependent worker (pension,
 * health and ARL with the usual splits, CCF and parafiscales) instead of health and ARL only.
 */
export interface ApprenticeContributions {
  lectivaArl: boolean;
  practicaDependent: boolean;
}

/** CST art. 64 scales in days of salary: first year, and each later year proportionally. */
export interface IndemnityScale {
  firstYearDays: number;
  additionalYearDays: number;
}

export interface DismissalIndemnityLaw {
  /** Salary level, in SMMLV, from which the high-salary scale applies (art. 64 num. 2). */
  highSalarySmmlv: DecimalString;
  lowSalary: IndemnityScale;
  highSalary: IndemnityScale;
  /** Obra o labor: never less than this many days (art. 64 inc. 4). */
  workOrLabourMinimumDays: number;
  /**
   * Ley 789/2002 art. 28 par. transitorio: workers with `minimumYears` of service on `cutoffDate` keep the
   * Ley 50/1990 art. 6 lit. d scale.
   */
  transitional: IndemnityScale & { cutoffDate: IsoDate; minimumYears: number };
}

/**
 * CST art. 46 num. 1 on fixed-term contracts: renewal without written notice, the one-year minimum term for short
 * contracts, and (from Ley 2466/2025) the four-year cap after which the contract is indefinite.
 */
export interface FixedTermRenewalLaw {
  /** Written notice of non-renewal must be given at least this many calendar days before the end date. */
  noticeDays: number;
  /** A contract first agreed for under a year: from this renewal on (1 = the first) the term is at least a year. */
  oneYearFromRenewal: number;
  /** Whole duration with renewals, in years; null = no cap. */
  capYears: number | null;
  /** Contracts signed before this day count the cap from it (not retroactively). */
  capCountsFrom: IsoDate | null;
}

/** Art. 206 num. 4 E.T.: income strictly above `aboveUvt` (monthly average, 6 months) → `exemptShare`. */
export interface CesantiasExemptBand {
  aboveUvt: DecimalString;
  exemptShare: DecimalString;
}

export interface WithholdingLimits {
  dependantsRate: DecimalString;
  dependantsMonthlyUvt: DecimalString;
  prepaidMedicineMonthlyUvt: DecimalString;
  housingInterestMonthlyUvt: DecimalString;
  exemptLabourRate: DecimalString;
  exemptLabourAnnualUvt: DecimalString;
  globalCapRate: DecimalString;
  globalCapAnnualUvt: DecimalString;
  voluntaryRate: DecimalString;
  voluntaryAnnualUvt: DecimalString;
  /** Art. 401-3 E.T.: dismissal indemnity retention rate and the monthly income threshold in UVT. */
  indemnityRate: DecimalString;
  indemnityThresholdUvt: DecimalString;
}

const L2466 = 'Ley 2466/2025';

/**
 * Years decreed after 2026: ONE LINE PER YEAR with the minimum wage, the transport aid and the UVT and the act
 * of each (decision 0132). Until a year is here (or loaded by the operator with `registerDecreedYear` from
 * DATA_DIR/legal-values/<year>.json), its periods settle on the last decreed values with a Spanish warning.
 * The line has the same shape as that file and is validated the same way when the module loads. Example:
 * { year: 2027, smmlv: { value: '…', source: 'Decreto …/2026' }, transportAid: { value: '…', source: 'Decreto …/2026' }, uvt: { value: '…', source: 'Resolución DIAN …/2026' } },
 */
// biome-ignore format: one line per decreed year
export const DECREED_YEARS: readonly DecreedYear[] = [
];

const decreed = DECREED_YEARS.map((year) => loadDecreedYear(year));

export const PARAMETER_TABLE = {
  smmlv: [
    { from: '2023-01-01', value: '1160000', source: 'Decreto 2613/2022' },
    { from: '2024-01-01', value: '1300000', source: 'Decreto 2292/2023 (ref §1.1)' },
    { from: '2025-01-01', value: '1423500', source: 'Decreto 1572/2024 (ref §1.1)' },
    {
      from: '2026-01-01',
      value: '1750905',
      source:
        'Decreto 1469/2025, provisionally suspended; same value in transitional Decreto 0159/2026 (ref §0.1, §1.1)',
    },
    ...decreed.map((year) => datedEntry(year, 'smmlv')),
  ] satisfies Dated<DecimalString>[],

  transportAid: [
    { from: '2023-01-01', value: '140606', source: 'Decreto 2614/2022' },
    { from: '2024-01-01', value: '162000', source: 'Decreto 2293/2023 (ref §1.1)' },
    { from: '2025-01-01', value: '200000', source: 'Decreto 1573/2024 (ref §1.1)' },
    { from: '2026-01-01', value: '249095', source: 'Decreto 1470/2025 (ref §1.1)' },
    ...decreed.map((year) => datedEntry(year, 'transportAid')),
  ] satisfies Dated<DecimalString>[],

  uvt: [
    { from: '2023-01-01', value: '42412', source: 'Resolución DIAN 001264/2022' },
    {
      from: '2024-01-01',
      value: '47065',
      source: 'Resolución DIAN 000187/2023 (ref §1.1; number unconfirmed)',
    },
    { from: '2025-01-01', value: '49799', source: 'Resolución DIAN 000193/2024 (ref §1.1)' },
    { from: '2026-01-01', value: '52374', source: 'Resolución DIAN 000238/2025 (ref §1.1)' },
    ...decreed.map((year) => datedEntry(year, 'uvt')),
  ] satisfies Dated<DecimalString>[],

  /**
   * Maximum weekly hours, Ley 2101/2021 art. 3 schedule. Dated on the 15th of July (MinTrabajo Concepto
   * 08SE2024120300000033088); the company setting `weeklyHoursStepDay` = 16 shifts each step one day
   * (ref §0.5, §2.1). Monthly hour divisor = weekly hours / 6 × 30.
   */
  weeklyHours: [
    { from: '1990-01-01', value: 48, source: 'CST art. 161 (Ley 50/1990 art. 20)' },
    { from: '2023-07-15', value: 47, source: 'Ley 2101/2021 art. 3 (ref §2.1)' },
    { from: '2024-07-15', value: 46, source: 'Ley 2101/2021 art. 3 (ref §2.1)' },
    { from: '2025-07-15', value: 44, source: 'Ley 2101/2021 art. 3 (ref §2.1)' },
    { from: '2026-07-15', value: 42, source: 'Ley 2101/2021 art. 3; Ley 2466/2025 art. 11 (ref §2.1)' },
  ] satisfies Dated<number>[],

  /** Start of night work (hour of day); night ends at 06:00 (CST 160). */
  nightStartHour: [
    { from: '1990-01-01', value: 21, source: 'CST art. 160 (Ley 789/2002 art. 25)' },
    {
      from: '2025-12-25',
      value: 19,
      source: `${L2466} art. 10 par. 2: six months after sanction on 25 Jun 2025 (ref §0.8, §2.2)`,
    },
  ] satisfies Dated<number>[],

  nightEndHour: [{ from: '1990-01-01', value: 6, source: 'CST art. 160' }] satisfies Dated<number>[],

  /** Surcharge on ordinary night hours (CST 168 num. 1). */
  nightSurcharge: [
    { from: '1990-01-01', value: '0.35', source: 'CST art. 168 num. 1' },
  ] satisfies Dated<DecimalString>[],

  /** Day overtime surcharge (CST 168 num. 3). */
  dayOvertimeSurcharge: [
    { from: '1990-01-01', value: '0.25', source: 'CST art. 168 num. 3' },
  ] satisfies Dated<DecimalString>[],

  /** Night overtime surcharge (CST 168 num. 4). */
  nightOvertimeSurcharge: [
    { from: '1990-01-01', value: '0.75', source: 'CST art. 168 num. 4' },
  ] satisfies Dated<DecimalString>[],

  /** Sunday / holiday (mandatory rest day) surcharge, CST 179 as rewritten by Ley 2466/2025 art. 14. */
  restDaySurcharge: [
    { from: '2003-01-01', value: '0.75', source: 'CST art. 179 (Ley 789/2002 art. 26)' },
    { from: '2025-07-01', value: '0.80', source: `${L2466} art. 14 par. transitorio (ref §2.3)` },
    { from: '2026-07-01', value: '0.90', source: `${L2466} art. 14 par. transitorio (ref §2.3)` },
    { from: '2027-07-01', value: '1.00', source: `${L2466} art. 14 num. 1 (ref §2.3)` },
  ] satisfies Dated<DecimalString>[],

  contributionRates: [
    {
      from: '2008-01-01',
      value: {
        healthEmployer: '0.085',
        healthEmployee: '0.04',
        pensionEmployer: '0.12',
        pensionEmployee: '0.04',
        ccf: '0.04',
        sena: '0.02',
        icbf: '0.03',
      },
      source:
        'Ley 100/1993 arts. 20, 204 (Ley 1122/2007 art. 10; Ley 797/2003 art. 7); Ley 21/1982 arts. 7, 12; Ley 89/1988 art. 1 (ref §3.1)',
    },
  ] satisfies Dated<ContributionRates>[],

  /** ARL rate by risk class, tarifa inicial (Decreto 1072/2015 art. 2.2.4.3.5; ref §3.3). */
  arlRates: [
    {
      from: '2012-01-01',
      value: { 1: '0.00522', 2: '0.01044', 3: '0.02436', 4: '0.0435', 5: '0.0696' },
      source: 'Decreto 1295/1994 art. 26; Decreto 1072/2015 art. 2.2.4.3.5 (ref §3.3)',
    },
  ] satisfies Dated<Record<1 | 2 | 3 | 4 | 5, DecimalString>>[],

  /**
   * FSP brackets (Ley 797/2003 art. 8, amending Ley 100/1993 art. 27). The Ley 2381/2024 table is not in
   * force (Auto 841/2025; ref §0.2, §3.4): add a dated entry here when it is.
   */
  fspBrackets: [
    {
      from: '2003-01-29',
      value: [
        { fromSmmlv: '4', inclusive: true, solidarity: '0.005', subsistence: '0.005' },
        { fromSmmlv: '16', inclusive: true, solidarity: '0.005', subsistence: '0.007' },
        { fromSmmlv: '17', inclusive: false, solidarity: '0.005', subsistence: '0.009' },
        { fromSmmlv: '18', inclusive: false, solidarity: '0.005', subsistence: '0.011' },
        { fromSmmlv: '19', inclusive: false, solidarity: '0.005', subsistence: '0.013' },
        { fromSmmlv: '20', inclusive: false, solidarity: '0.005', subsistence: '0.015' },
      ],
      source: 'Ley 797/2003 art. 8 (Ley 100/1993 art. 27); split per PILA practice (ref §3.4; PILA ref §4.1)',
    },
  ] satisfies Dated<FspBracket[]>[],

  /** Monthly withholding table, art. 383 E.T. as amended by Ley 2010/2019 art. 42 (ref §6.1). */
  withholdingTable: [
    {
      from: '2020-01-01',
      value: [
        { fromUvt: '0', toUvt: '95', rate: '0', baseTaxUvt: '0' },
        { fromUvt: '95', toUvt: '150', rate: '0.19', baseTaxUvt: '0' },
        { fromUvt: '150', toUvt: '360', rate: '0.28', baseTaxUvt: '10' },
        { fromUvt: '360', toUvt: '640', rate: '0.33', baseTaxUvt: '69' },
        { fromUvt: '640', toUvt: '945', rate: '0.35', baseTaxUvt: '162' },
        { fromUvt: '945', toUvt: '2300', rate: '0.37', baseTaxUvt: '268' },
        { fromUvt: '2300', toUvt: null, rate: '0.39', baseTaxUvt: '770' },
      ],
      source: 'E.T. art. 383 (Ley 2010/2019 art. 42) (ref §6.1)',
    },
  ] satisfies Dated<WithholdingBracket[]>[],

  withholdingLimits: [
    {
      from: '2023-01-01',
      value: {
        dependantsRate: '0.10',
        dependantsMonthlyUvt: '32',
        prepaidMedicineMonthlyUvt: '16',
        housingInterestMonthlyUvt: '100',
        exemptLabourRate: '0.25',
        exemptLabourAnnualUvt: '790',
        globalCapRate: '0.40',
        globalCapAnnualUvt: '1340',
        voluntaryRate: '0.30',
        voluntaryAnnualUvt: '3800',
        indemnityRate: '0.20',
        indemnityThresholdUvt: '204',
      },
      source:
        'E.T. arts. 387 (dependants, prepaid medicine, housing), 206 num. 10 and 336 (Ley 2277/2022 arts. 2, 7), 126-1, 126-4, 401-3; Decreto 2231/2023 (ref §6.5, §6.6, §6.8)',
    },
  ] satisfies Dated<WithholdingLimits>[],

  /** IBC floor (in SMMLV, for 30 days) and ceiling (Ley 797/2003 art. 5; ref §3.5). */
  ibcFloorSmmlv: [
    { from: '2003-01-29', value: '1', source: 'Ley 100/1993 art. 18 (Ley 797/2003 art. 5)' },
  ] satisfies Dated<DecimalString>[],
  ibcCeilingSmmlv: [
    { from: '2003-01-29', value: '25', source: 'Ley 100/1993 art. 18 (Ley 797/2003 art. 5)' },
  ] satisfies Dated<DecimalString>[],

  /** Share of an integral salary that is the IBC (Ley 100/1993 art. 18; Ley 789/2002 art. 49; ref §3.5). */
  integralSalaryIbcShare: [
    { from: '2002-12-27', value: '0.70', source: 'Ley 100/1993 art. 18 par.; Ley 789/2002 art. 49' },
  ] satisfies Dated<DecimalString>[],

  /** Minimum integral salary in SMMLV (CST 132: 10 SMMLV + 30 % factor prestacional). */
  integralSalaryMinSmmlv: [
    { from: '1990-01-01', value: '13', source: 'CST art. 132 num. 2' },
  ] satisfies Dated<DecimalString>[],

  /** Transport aid is due to workers earning up to this many SMMLV (Ley 15/1959; Decreto 1258/1959). */
  transportAidLimitSmmlv: [
    { from: '1990-01-01', value: '2', source: 'Ley 15/1959 art. 2; Decreto 1258/1959 (ref §4)' },
  ] satisfies Dated<DecimalString>[],

  /** Art. 114-1 E.T. exoneration applies to workers earning less than this many SMMLV (ref §3.2). */
  exonerationLimitSmmlv: [
    { from: '2017-01-01', value: '10', source: 'E.T. art. 114-1 (Ley 1819/2016 art. 65)' },
  ] satisfies Dated<DecimalString>[],

  /** Ley 1393/2010 art. 30: non-salary pay above this share of total remuneration enters the IBC. */
  nonSalaryIbcLimit: [
    { from: '2010-07-12', value: '0.40', source: 'Ley 1393/2010 art. 30 (ref §3.5)' },
  ] satisfies Dated<DecimalString>[],

  /** Apprentice support as a share of SMMLV: lectiva and práctica phases (ref §3.8). */
  apprenticeSupport: [
    {
      from: '2023-01-01',
      value: { lectiva: '0.50', practica: '1' },
      source: 'Ley 789/2002 art. 30: práctica 100 % while unemployment < 10 % (ref §1.1, 2024 row)',
    },
    {
      from: '2025-06-25',
      value: { lectiva: '0.75', practica: '1' },
      source: `${L2466} art. 21 lit. d (ref §3.8)`,
    },
  ] satisfies Dated<{ lectiva: DecimalString; practica: DecimalString }>[],

  /** Common-origin incapacity rates (CST 227; Decreto 2943/2013 art. 1; ref §5.1). */
  commonIllnessRates: [
    {
      from: '2013-12-17',
      value: { upTo90Days: '2/3', from91Days: '1/2', employerDays: 2 },
      source:
        'CST art. 227; Decreto 2943/2013 art. 1 (employer pays days 1–2); Decreto 780/2016 art. 2.2.3.3.1',
    },
  ] satisfies Dated<{ upTo90Days: DecimalString; from91Days: DecimalString; employerDays: number }>[],

  /** Work-related incapacity pays 100 % of the IBC (Ley 776/2002 art. 3; ref §5.2). */
  workAccidentRate: [
    { from: '2002-12-17', value: '1', source: 'Ley 776/2002 art. 3' },
  ] satisfies Dated<DecimalString>[],

  /** Licence lengths in calendar days (CST 236 as amended by Ley 2114/2021; ref §5.3, §5.4). */
  licenceDays: [
    {
      from: '2021-07-29',
      value: { maternity: 126, paternity: 14 },
      source: 'CST art. 236 (Ley 2114/2021 art. 2)',
    },
  ] satisfies Dated<{ maternity: number; paternity: number }>[],

  /** Annual interest on cesantías (Ley 52/1975 art. 1; ref §4.3). */
  cesantiasInterestRate: [
    { from: '1975-01-01', value: '0.12', source: 'Ley 52/1975 art. 1' },
  ] satisfies Dated<DecimalString>[],

  /** Vacation business days per year of service (CST 186 num. 1). */
  vacationDaysPerYear: [
    { from: '1990-01-01', value: 15, source: 'CST art. 186 num. 1' },
  ] satisfies Dated<number>[],

  /**
   * Part-time weekly minimum contributions (Decreto 2616/2013, compiled in Decreto 1072/2015 art.
   * 2.2.1.6.4.6; ref §3.7): weeks counted by days worked, each week = 1/4 SMMLV.
   */
  partTimeWeeks: [
    {
      from: '2013-11-20',
      value: [
        { maxDays: 7, weeks: 1 },
        { maxDays: 14, weeks: 2 },
        { maxDays: 21, weeks: 3 },
        { maxDays: 30, weeks: 4 },
      ],
      source: 'Decreto 2616/2013 art. 7 (Decreto 1072/2015 art. 2.2.1.6.4.6)',
    },
  ] satisfies Dated<{ maxDays: number; weeks: number }[]>[],

  /**
   * Days of the labour year: benefits accrue on the commercial calendar of 30-day months (CST art. 134) and a
   * 360-day year — CST arts. 249 and 306 pay "un mes de salario por cada año" and proportionally, read as
   * days / 360 in practice (law reference §4; Gerencie.com, Guía Laboral 2026; decision 0040).
   */
  labourYearDays: [
    {
      from: '1990-01-01',
      value: 360,
      source:
        'CST arts. 134, 249, 306 on the commercial calendar (Gerencie.com, Guía Laboral 2026: "el año de 360 días")',
    },
  ] satisfies Dated<number>[],

  /** Prima de servicios: 30 days of salary a year, half each semester (CST art. 306 as amended by Ley 1788/2016). */
  primaDaysPerYear: [
    { from: '2016-07-07', value: 30, source: 'CST art. 306 (Ley 1788/2016 art. 1)' },
  ] satisfies Dated<number>[],

  /** Cesantías: one month of salary per year of service (CST art. 249). */
  cesantiasDaysPerYear: [{ from: '1990-01-01', value: 30, source: 'CST art. 249' }] satisfies Dated<number>[],

  /**
   * Whether an apprenticeship is a labour contract that earns prestaciones in the práctica phase: not under
   * Ley 789/2002 art. 30; yes from the promulgation of Ley 2466/2025 on 25 Jun 2025 (art. 21, CST art. 81;
   * MinTrabajo Circular 083/2025: contracts in force on 25 Jun 2025 adjust to it).
   */
  apprenticeLabourContract: [
    { from: '2002-12-27', value: false, source: 'Ley 789/2002 art. 30' },
    {
      from: '2025-06-25',
      value: true,
      source: `${L2466} art. 21 (CST art. 81), promulgated 25 Jun 2025; MinTrabajo Circular 083/2025 (ref §3.8)`,
    },
  ] satisfies Dated<boolean>[],

  /**
   * Apprentices' social security by phase. Before the reform: lectiva health only, 12,5 % by the sponsor;
   * práctica health and ARL (Ley 789/2002 art. 30; Decreto 933/2003 art. 5; PILA tipos 12 and 19). From the
   * July 2025 contribution period: lectiva health and ARL wholly by the company (tipo 19), práctica the full
   * dependent regime (tipo 01) — the PILA operators applied it to the July period paid from 1 Aug 2025.
   */
  apprenticeContributions: [
    {
      from: '2002-12-27',
      value: { lectivaArl: false, practicaDependent: false },
      source: 'Ley 789/2002 art. 30; Decreto 933/2003 art. 5 (PILA tipos 12 and 19)',
    },
    {
      from: '2025-07-01',
      value: { lectivaArl: true, practicaDependent: true },
      source: `${L2466} art. 21; MinTrabajo Circular 083/2025; Res. 2064/2025 (from the July 2025 period; ref §3.8)`,
    },
  ] satisfies Dated<ApprenticeContributions>[],

  /** CST art. 64 as rewritten by Ley 789/2002 art. 28 (in force from 27 Dec 2002; unchanged by Ley 2466). */
  dismissalIndemnity: [
    {
      from: '2002-12-27',
      value: {
        highSalarySmmlv: '10',
        lowSalary: { firstYearDays: 30, additionalYearDays: 20 },
        highSalary: { firstYearDays: 20, additionalYearDays: 15 },
        workOrLabourMinimumDays: 15,
        transitional: {
          cutoffDate: '2002-12-27',
          minimumYears: 10,
          firstYearDays: 45,
          additionalYearDays: 40,
        },
      },
      source:
        'CST art. 64 (Ley 789/2002 art. 28) num. 1 lit. a, num. 2 lit. b, inc. 4; par. transitorio with Ley 50/1990 art. 6 lit. d (ref §7.2)',
    },
  ] satisfies Dated<DismissalIndemnityLaw>[],

  /** CST art. 46 num. 1 (fixed-term contracts): renewal, minimum term and cap, by the day a renewal starts. */
  fixedTermRenewal: [
    {
      from: '1990-12-28',
      value: { noticeDays: 30, oneYearFromRenewal: 4, capYears: null, capCountsFrom: null },
      source:
        "CST art. 46 (Ley 50/1990 art. 3): renewal for an equal term without 30 days' written notice; under a year, three renewals of equal or shorter term, then at least one year",
    },
    {
      from: '2025-06-25',
      value: { noticeDays: 30, oneYearFromRenewal: 4, capYears: 4, capCountsFrom: '2025-06-25' },
      source: `CST art. 46 num. 1 as rewritten by ${L2466} art. 6 ("la cuarta prórroga automática será por un período de un (1) año"; at most four years, counted from the law's entry into force for contracts in force; ref §7.3)`,
    },
  ] satisfies Dated<FixedTermRenewalLaw>[],

  /** Exempt share of cesantías and their interest by average monthly income (E.T. art. 206 num. 4). */
  cesantiasExemptBands: [
    {
      from: '2007-01-01',
      value: [
        { aboveUvt: '650', exemptShare: '0' },
        { aboveUvt: '590', exemptShare: '0.20' },
        { aboveUvt: '530', exemptShare: '0.40' },
        { aboveUvt: '470', exemptShare: '0.60' },
        { aboveUvt: '410', exemptShare: '0.80' },
        { aboveUvt: '350', exemptShare: '0.90' },
      ],
      source: 'E.T. art. 206 num. 4, values in UVT since Ley 1111/2006 art. 51 (ref §4.2, §6.6)',
    },
  ] satisfies Dated<CesantiasExemptBand[]>[],
} as const;

export type ParameterName = keyof typeof PARAMETER_TABLE;
