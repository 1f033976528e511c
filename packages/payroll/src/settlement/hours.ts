import type Decimal from 'decimal.js';
import { addDays, isHoliday, weekday } from '../calendar/index.ts';
import type { IsoDate } from '../model/common.ts';
import type { Contract } from '../model/contract.ts';
import type { DianEarningElement } from '../model/dian-element.ts';
import type { HoursNovelty, HourType, TimedHoursNovelty } from '../model/novelties.ts';
import type { SettlementLine } from '../model/output.ts';
import type { CompanyPayrollSettings } from '../model/settings.ts';
import { type LegalParameters, parametersOn } from '../parameters/index.ts';
import { line } from './lines.ts';
import { dec, toPeso } from './money.ts';
import { type SalaryTimeline, salaryTimeline } from './salary.ts';

const HOUR_NAMES: Record<HourType, string> = {
  HED: 'Hora extra diurna',
  HEN: 'Hora extra nocturna',
  HRN: 'Recargo nocturno',
  HRDDF: 'Hora dominical o festiva diurna',
  HRNDF: 'Hora dominical o festiva nocturna',
  HEDDF: 'Hora extra diurna dominical o festiva',
  HENDF: 'Hora extra nocturna dominical o festiva',
};

const HOUR_ELEMENTS: Record<HourType, DianEarningElement> = {
  HED: 'HEDs',
  HEN: 'HENs',
  HRN: 'HRNs',
  HRDDF: 'HRDDFs',
  HRNDF: 'HRNDFs',
  HEDDF: 'HEDDFs',
  HENDF: 'HENDFs',
};

const HOUR_SOURCES: Record<HourType, string> = {
  HED: 'CST art. 168 num. 3',
  HEN: 'CST art. 168 num. 4',
  HRN: 'CST art. 168 num. 1; CST art. 160 (Ley 2466/2025 art. 10)',
  HRDDF: 'CST art. 179 num. 1 (Ley 2466/2025 art. 14)',
  HRNDF: 'CST arts. 168, 179 (Ley 2466/2025 art. 14); surcharges add up',
  HEDDF: 'CST arts. 168, 179 (Ley 2466/2025 art. 14); surcharges add up',
  HENDF: 'CST arts. 168, 179 (Ley 2466/2025 art. 14); surcharges add up',
};

export interface HourRate {
  /** Multiplier of the ordinary hour value paid for each hour. */
  multiplier: Decimal;
  /** Surcharge percentage reported to DIAN (Anexo table 5.5.5). */
  surchargePercent: Decimal;
}

/**
 * Value of each hour type on a date. Overtime hours are paid in full plus the surcharge (CST 168);
 * a night surcharge on ordinary hours pays only the surcharge; ordinary hours on a rest day pay (1 + d)
 * or d per company setting (CST 179; law reference §0 item 10). Combined surcharges add up ([GL26] L10048).
 */
const rateCache = new WeakMap<LegalParameters, Map<string, HourRate>>();

export function hourRate(type: HourType, p: LegalParameters, settings: CompanyPayrollSettings): HourRate {
  const key = `${type}|${settings.sundaySurchargeFullEarly}|${settings.restDayHoursPaidInFull}`;
  let byType = rateCache.get(p);
  if (!byType) {
    byType = new Map();
    rateCache.set(p, byType);
  }
  let rate = byType.get(key);
  if (!rate) {
    rate = computeHourRate(type, p, settings);
    byType.set(key, rate);
  }
  return rate;
}

function computeHourRate(type: HourType, p: LegalParameters, settings: CompanyPayrollSettings): HourRate {
  const d = settings.sundaySurchargeFullEarly ? dec(1) : p.restDaySurcharge;
  const fullRestDay = settings.restDayHoursPaidInFull ? 1 : 0;
  let surcharge: Decimal;
  let paidHour: number;
  switch (type) {
    case 'HED':
      surcharge = p.dayOvertimeSurcharge;
      paidHour = 1;
      break;
    case 'HEN':
      surcharge = p.nightOvertimeSurcharge;
      paidHour = 1;
      break;
    case 'HRN':
      surcharge = p.nightSurcharge;
      paidHour = 0;
      break;
    case 'HRDDF':
      surcharge = d;
      paidHour = fullRestDay;
      break;
    case 'HRNDF':
      surcharge = d.plus(p.nightSurcharge);
      paidHour = fullRestDay;
      break;
    case 'HEDDF':
      surcharge = d.plus(p.dayOvertimeSurcharge);
      paidHour = 1;
      break;
    case 'HENDF':
      surcharge = d.plus(p.nightOvertimeSurcharge);
      paidHour = 1;
      break;
  }
  return { multiplier: surcharge.plus(paidHour), surchargePercent: surcharge.mul(100) };
}

/** Ordinary hour value: monthly salary ÷ (weekly hours ÷ 6 × 30) (MinTrabajo concepto of 8 Aug 2023). */
export function ordinaryHourValue(
  contract: Contract,
  date: IsoDate,
  p: LegalParameters,
  timeline: SalaryTimeline = salaryTimeline(contract),
): Decimal {
  const salary = timeline.at(date);
  const divisor = contract.agreedWeeklyHours
    ? dec(contract.agreedWeeklyHours).div(6).mul(30)
    : p.monthlyHours;
  return salary.div(divisor);
}

function isRestDay(date: IsoDate): boolean {
  return weekday(date) === 0 || isHoliday(date);
}

function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new RangeError(`Hora inválida: "${time}" (se espera HH:mm).`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (minutes > 24 * 60) throw new RangeError(`Hora inválida: "${time}".`);
  return minutes;
}

/**
 * Splits a timed stretch into typed hours using the night window in force on each calendar day
 * (21:00–06:00 until 24 Dec 2025, 19:00–06:00 from 25 Dec 2025; Ley 2466/2025 art. 10).
 */
export function splitTimedHours(
  novelty: TimedHoursNovelty,
  settings: CompanyPayrollSettings,
): { type: HourType; hours: Decimal; date: IsoDate }[] {
  const start = minutesOf(novelty.start);
  let end = minutesOf(novelty.end);
  if (end <= start) end += 24 * 60;
  const buckets = new Map<string, { type: HourType; minutes: number; date: IsoDate }>();
  // The stretch touches at most two calendar days: resolve each day's night window and rest status once.
  const nextDate = addDays(novelty.date, 1);
  const dayInfo = [novelty.date, nextDate].map((date, index) => {
    const p = parametersOn(date, { weeklyHoursStepDay: settings.weeklyHoursStepDay });
    const rest = index === 0 && novelty.restDay !== undefined ? novelty.restDay : isRestDay(date);
    return { date, nightStart: p.nightStartHour * 60, nightEnd: p.nightEndHour * 60, rest };
  });
  for (let minute = start; minute < end; minute += 1) {
    const info = dayInfo[minute >= 24 * 60 ? 1 : 0]!;
    const clock = minute % (24 * 60);
    const night = clock >= info.nightStart || clock < info.nightEnd;
    const type = classify(novelty.overtime, night, info.rest);
    if (!type) continue;
    const key = `${info.date}|${type}`;
    const bucket = buckets.get(key);
    if (bucket) bucket.minutes += 1;
    else buckets.set(key, { type, minutes: 1, date: info.date });
  }
  return [...buckets.values()].map((b) => ({ type: b.type, hours: dec(b.minutes).div(60), date: b.date }));
}

function classify(overtime: boolean, night: boolean, rest: boolean): HourType | null {
  if (overtime) {
    if (rest) return night ? 'HENDF' : 'HEDDF';
    return night ? 'HEN' : 'HED';
  }
  if (rest) return night ? 'HRNDF' : 'HRDDF';
  return night ? 'HRN' : null;
}

/** One earning line per typed hour novelty, each priced with the parameters of its own date. */
export function hourLines(
  novelties: readonly HoursNovelty[],
  contract: Contract,
  settings: CompanyPayrollSettings,
  timeline: SalaryTimeline = salaryTimeline(contract),
): SettlementLine[] {
  const typed: { type: HourType; hours: Decimal; date: IsoDate }[] = [];
  for (const n of novelties) {
    if (n.kind === 'typed') typed.push({ type: n.type, hours: dec(n.hours), date: n.date });
    else typed.push(...splitTimedHours(n, settings));
  }
  const lines: SettlementLine[] = [];
  for (const h of typed) {
    if (h.hours.lte(0)) continue;
    const p = parametersOn(h.date, { weeklyHoursStepDay: settings.weeklyHoursStepDay });
    const hourValue = ordinaryHourValue(contract, h.date, p, timeline);
    const rate = hourRate(h.type, p, settings);
    lines.push(
      line({
        code: h.type,
        name: HOUR_NAMES[h.type],
        kind: 'earning',
        units: h.hours,
        unitKind: 'hours',
        base: toPeso(hourValue.mul(100)).div(100),
        rate: rate.multiplier,
        value: toPeso(hourValue.mul(rate.multiplier).mul(h.hours)),
        dianElement: HOUR_ELEMENTS[h.type],
        dianPercentage: rate.surchargePercent,
        salary: true,
        withholdingBase: true,
        startDate: h.date,
        endDate: h.date,
        source: `${HOUR_SOURCES[h.type]}; ${p.sources.weeklyHours}; ${h.type.includes('DF') ? p.sources.restDaySurcharge : p.sources.nightSurcharge}`,
      }),
    );
  }
  return lines;
}
