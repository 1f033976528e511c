import type Decimal from 'decimal.js';
import type { IsoDate } from '../model/common.ts';
import type { DianIncapacityType } from '../model/dian-element.ts';
import type { AbsenceNovelty } from '../model/novelties.ts';
import type { AccountingClass, SettlementLine } from '../model/output.ts';
import type { CompanyPayrollSettings } from '../model/settings.ts';
import type { LegalParameters } from '../parameters/index.ts';
import type { ClassifiedDay } from './days.ts';
import { line } from './lines.ts';
import { dec, maxD, toPeso } from './money.ts';

interface Band {
  code: string;
  name: string;
  rate: Decimal;
  /** Respect the daily SMMLV (C-543/2007; Decreto 2943/2013). */
  floor: boolean;
  debit: AccountingClass;
  dianElement: 'Incapacidades' | 'LicenciaMP' | 'LicenciaR' | 'LicenciaNR';
  dianIncapacityType?: DianIncapacityType;
  salary: boolean;
  withholdingBase: boolean;
  /** Paid on the daily salary instead of the daily IBC of the previous month. */
  onSalary: boolean;
  source: string;
}

function commonIllnessBand(chainDay: number, p: LegalParameters, settings: CompanyPayrollSettings): Band {
  const common = {
    floor: true,
    dianElement: 'Incapacidades' as const,
    dianIncapacityType: 1 as const,
    salary: false,
    withholdingBase: true,
    onSalary: false,
  };
  if (chainDay <= p.commonIllness.employerDays) {
    const full = settings.absences.commonSickDays1to2Rate === 'full';
    return {
      ...common,
      code: 'INC_COMMON_EMPLOYER',
      name: 'Incapacidad común días 1 y 2 (empleador)',
      rate: full ? dec(1) : p.commonIllness.upTo90Days,
      debit: 'payroll_expense',
      source: `Decreto 2943/2013 art. 1; CST art. 227; rate per company setting (${full ? '100 %' : '2/3'})`,
    };
  }
  if (chainDay <= 90) {
    return {
      ...common,
      code: 'INC_COMMON_EPS',
      name: 'Incapacidad común (EPS)',
      rate: p.commonIllness.upTo90Days,
      debit: 'receivable_health_entity',
      source: 'CST art. 227; Decreto 780/2016 art. 2.2.3.3.1; floor SMMLV (C-543/2007)',
    };
  }
  if (chainDay <= 180) {
    return {
      ...common,
      code: 'INC_COMMON_EPS_91',
      name: 'Incapacidad común día 91 en adelante (EPS)',
      rate: p.commonIllness.from91Days,
      debit: 'receivable_health_entity',
      source: 'CST art. 227 (half pay from day 91); floor SMMLV (C-543/2007)',
    };
  }
  return {
    ...common,
    code: 'INC_COMMON_181',
    name: 'Incapacidad común día 181 en adelante (fondo de pensiones)',
    rate: p.commonIllness.from91Days,
    debit: 'receivable_health_entity',
    source: 'Ley 100/1993 art. 41 (Decreto 019/2012 art. 142); Decreto 1333/2018',
  };
}

function bandFor(day: ClassifiedDay, p: LegalParameters, settings: CompanyPayrollSettings): Band | null {
  switch (day.category) {
    case 'common_illness':
      return commonIllnessBand(day.chainDay ?? 1, p, settings);
    case 'work_accident': {
      const employerDay = (day.chainDay ?? 1) === 1;
      return {
        code: employerDay ? 'INC_WORK_EMPLOYER' : 'INC_WORK',
        name: employerDay ? 'Incapacidad laboral día del accidente (empleador)' : 'Incapacidad laboral (ARL)',
        rate: p.workAccidentRate,
        floor: true,
        debit: employerDay ? 'payroll_expense' : 'receivable_arl',
        dianElement: 'Incapacidades',
        dianIncapacityType: 3,
        salary: false,
        withholdingBase: true,
        onSalary: employerDay,
        source: 'Ley 776/2002 arts. 2–3 (100 % of the IBC); day of the accident paid by the employer',
      };
    }
    case 'maternity':
    case 'paternity': {
      const maternity = day.category === 'maternity';
      return {
        code: maternity ? 'LIC_MATERNITY' : 'LIC_PATERNITY',
        name: maternity ? 'Licencia de maternidad' : 'Licencia de paternidad',
        rate: dec(1),
        floor: true,
        debit: 'receivable_health_entity',
        dianElement: 'LicenciaMP',
        salary: false,
        // Maternity/paternity pay is exempt income (E.T. art. 206 num. 2) and kept out of the monthly base.
        withholdingBase: false,
        onSalary: false,
        source: 'CST art. 236 (Ley 2114/2021): 100 % of the salary/IBC',
      };
    }
    case 'paid_leave':
      return {
        code: 'LIC_PAID',
        name: 'Licencia remunerada',
        rate: dec(1),
        floor: false,
        debit: 'payroll_expense',
        dianElement: 'LicenciaR',
        salary: true,
        withholdingBase: true,
        onSalary: true,
        source: 'CST art. 57 num. 6 (Ley 2466/2025 art. 15); Ley 1280/2009 (luto)',
      };
    case 'unpaid_leave':
    case 'suspension':
      return {
        code: day.category === 'unpaid_leave' ? 'LIC_UNPAID' : 'SUSPENSION',
        name: day.category === 'unpaid_leave' ? 'Licencia no remunerada' : 'Suspensión del contrato',
        rate: dec(0),
        floor: false,
        debit: 'payroll_expense',
        dianElement: 'LicenciaNR',
        salary: false,
        withholdingBase: false,
        onSalary: true,
        source: 'CST arts. 51, 53 (contract suspended, no pay)',
      };
    default:
      return null;
  }
}

/** The days of a maternity licence the EPS recognises and the days the employer assumes. */
export interface MaternityRecognition {
  /** Calendar days of the licence as granted (126, or more for multiple or premature births). */
  licenceDays: number;
  recognisedDays: number;
  employerDays: number;
}

function calendarDays(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * Proportional maternity licence (Decreto 780/2016 art. 2.2.3.2.1, as quoted by Gerencie.com, Guía Laboral
 * 2026: "se les reconocerá y pagará proporcionalmente como valor de la licencia de maternidad, un monto
 * equivalente al número de días cotizados frente al período real de gestación"): recognised days =
 * contributed days × licence days / gestation days, rounded half up to whole days (Gerencie: 180 × 126 / 266
 * = 85). The rest of the licence is still granted and paid by the employer (CST art. 236), who cannot
 * recover it. Null for anything but a maternity licence.
 */
export function maternityRecognition(absence: AbsenceNovelty): MaternityRecognition | null {
  if (absence.contingency !== 'maternity') return null;
  const licenceDays = calendarDays(absence.startDate, absence.endDate);
  const g = absence.gestationDays;
  const c = absence.contributedGestationDays;
  if (g === undefined || c === undefined || c >= g) {
    return { licenceDays, recognisedDays: licenceDays, employerDays: 0 };
  }
  // Integer half-up of c × L / g.
  const recognisedDays = Math.floor((2 * c * licenceDays + g) / (2 * g));
  return { licenceDays, recognisedDays, employerDays: licenceDays - recognisedDays };
}

const MATERNITY_EMPLOYER_BAND: Band = {
  code: 'LIC_MATERNITY_EMPLOYER',
  name: 'Licencia de maternidad no reconocida por la EPS (a cargo del empleador)',
  rate: dec(1),
  floor: true,
  debit: 'payroll_expense',
  dianElement: 'LicenciaMP',
  salary: false,
  withholdingBase: false,
  onSalary: false,
  source:
    'CST art. 236 (Ley 2114/2021): the whole licence is granted and paid; Decreto 780/2016 art. 2.2.3.2.1: the EPS recognises only contributed days / gestation days, the employer assumes the rest',
};

/** Payroll day units of a day: 0 for a day 31 unless paid, the February make-up on its last day, else 1. */
function dayUnits(date: IsoDate, payDay31: boolean): number {
  const dom = Number(date.slice(8, 10));
  if (dom === 31) return payDay31 ? 1 : 0;
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return dom === last && last < 30 ? 1 + 30 - last : 1;
}

/** Licence day units paid from the licence start up to the day before `date` (earlier periods included). */
function unitsBefore(start: IsoDate, date: IsoDate, payDay31: boolean): number {
  let units = 0;
  const d = new Date(`${start}T00:00:00Z`);
  for (let t = d.toISOString().slice(0, 10); t < date; ) {
    units += dayUnits(t, payDay31);
    d.setUTCDate(d.getUTCDate() + 1);
    t = d.toISOString().slice(0, 10);
  }
  return units;
}

export interface AbsenceContext {
  p: LegalParameters;
  settings: CompanyPayrollSettings;
  /** Monthly base of incapacities and licences: IBC of the previous month (Decreto 1406/1999 art. 40). */
  benefitBase: Decimal;
  salaryOn: (date: IsoDate) => Decimal;
}

/**
 * Earning lines for incapacities and licences, one per band (payer and rate) and contingency, with the
 * days of the 30-day month (day 31 only when the company pays it, CONF_ABS PAGA_DIA_31).
 */
export function absenceLines(days: readonly ClassifiedDay[], ctx: AbsenceContext): SettlementLine[] {
  const groups = new Map<
    string,
    { band: Band; days: number; monthly: Decimal; start: IsoDate; end: IsoDate }
  >();
  const bands = new Map<string, Band | null>();
  const recognitions = new Map<AbsenceNovelty, MaternityRecognition | null>();
  const licenceUnits = new Map<AbsenceNovelty, number>();
  const recognitionOf = (absence: AbsenceNovelty): MaternityRecognition | null => {
    if (!recognitions.has(absence)) recognitions.set(absence, maternityRecognition(absence));
    return recognitions.get(absence) ?? null;
  };
  const add = (band: Band, payDays: number, day: ClassifiedDay): void => {
    const monthly = band.onSalary ? ctx.salaryOn(day.date) : ctx.benefitBase;
    const key = `${band.code}|${day.absence?.startDate ?? ''}|${band.onSalary ? monthly.toFixed() : ''}`;
    const group = groups.get(key);
    if (group) {
      group.days += payDays;
      group.end = day.date;
    } else {
      groups.set(key, { band, days: payDays, monthly, start: day.date, end: day.date });
    }
  };
  for (const day of days) {
    if (day.category === 'worked' || day.category === 'vacation') continue;
    const bandKey = bandCacheKey(day, ctx.p);
    let band = bands.get(bandKey);
    if (band === undefined) {
      band = bandFor(day, ctx.p, ctx.settings);
      bands.set(bandKey, band);
    }
    if (!band) continue;
    const isDay31 = day.date.endsWith('-31');
    const payDays = isDay31 ? (ctx.settings.absences.payDay31 ? 1 : 0) : day.weight;
    const recognition = day.absence ? recognitionOf(day.absence) : null;
    if (recognition && recognition.employerDays > 0 && day.absence) {
      // Units of the licence up to this day decide who bears it: the first `recognisedDays` the EPS, the rest
      // the employer (a February make-up day may straddle the boundary and is split).
      const absence = day.absence;
      const before =
        licenceUnits.get(absence) ?? unitsBefore(absence.startDate, day.date, ctx.settings.absences.payDay31);
      licenceUnits.set(absence, before + payDays);
      const eps = Math.min(payDays, Math.max(0, recognition.recognisedDays - before));
      if (eps > 0) add(band, eps, day);
      if (payDays - eps > 0) add(MATERNITY_EMPLOYER_BAND, payDays - eps, day);
      continue;
    }
    add(band, payDays, day);
  }
  const lines: SettlementLine[] = [];
  for (const g of groups.values()) {
    // Monthly amount at the band's rate, floored at 1 SMMLV; divided by 30 only at the end (exact pesos).
    let rated = g.monthly.mul(g.band.rate);
    if (g.band.floor) rated = maxD(rated, ctx.p.smmlv);
    lines.push(
      line({
        code: g.band.code,
        name: g.band.name,
        kind: 'earning',
        units: g.days,
        unitKind: 'days',
        base: g.monthly,
        rate: g.band.rate,
        value: toPeso(rated.mul(g.days).div(30)),
        dianElement: g.band.dianElement,
        dianIncapacityType: g.band.dianIncapacityType,
        debit: g.band.debit,
        salary: g.band.salary,
        withholdingBase: g.band.withholdingBase,
        startDate: g.start,
        endDate: g.end,
        source: g.band.source,
      }),
    );
  }
  return lines;
}

/** Days that share a band (payer and rate) share the cache key. */
function bandCacheKey(day: ClassifiedDay, p: LegalParameters): string {
  const chain = day.chainDay ?? 1;
  if (day.category === 'common_illness') {
    return `c${chain <= p.commonIllness.employerDays ? 0 : chain <= 90 ? 1 : chain <= 180 ? 2 : 3}`;
  }
  if (day.category === 'work_accident') return chain === 1 ? 'w0' : 'w1';
  return day.category;
}
