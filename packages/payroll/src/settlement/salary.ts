import type Decimal from 'decimal.js';
import type { IsoDate } from '../model/common.ts';
import type { Contract } from '../model/contract.ts';
import { dec } from './money.ts';

/** The salary in force on each date, parsed once per settlement. */
export interface SalaryTimeline {
  /** The salary when it never changes (fast path), else null. */
  constant: Decimal | null;
  at(date: IsoDate): Decimal;
  /** Position of the salary in force on `date` (0 = the contract salary), to group days by salary. */
  indexAt(date: IsoDate): number;
}

export function salaryTimeline(contract: Contract): SalaryTimeline {
  const base = dec(contract.salary);
  const changes = (contract.salaryChanges ?? []).map((c) => ({ from: c.from, amount: dec(c.amount) }));
  if (changes.length === 0) return { constant: base, at: () => base, indexAt: () => 0 };
  const indexAt = (date: IsoDate) => {
    let index = 0;
    for (let i = 0; i < changes.length; i += 1) if (changes[i]!.from <= date) index = i + 1;
    return index;
  };
  return {
    constant: null,
    at: (date) => (indexAt(date) === 0 ? base : changes[indexAt(date) - 1]!.amount),
    indexAt,
  };
}

/** Monthly salary in force on `date` (the last change dated on or before it). */
export function salaryOn(contract: Contract, date: IsoDate): Decimal {
  return salaryTimeline(contract).at(date);
}

/** Date of a permanent salary change inside [start, end], for the PILA VSP flag. */
export function salaryChangeWithin(contract: Contract, start: IsoDate, end: IsoDate): IsoDate | undefined {
  const change = (contract.salaryChanges ?? []).find((c) => c.from > start && c.from <= end);
  return change?.from;
}

/** Σ salary × weight ÷ 30 over days, multiplying once per salary in force (exact and fast). */
export function salaryForDays(
  timeline: SalaryTimeline,
  days: readonly { date: IsoDate; weight: number }[],
): Decimal {
  if (timeline.constant) {
    let weight = 0;
    for (const d of days) weight += d.weight;
    return timeline.constant.mul(weight).div(30);
  }
  const weights = new Map<number, { salary: Decimal; weight: number }>();
  for (const d of days) {
    const index = timeline.indexAt(d.date);
    const entry = weights.get(index);
    if (entry) entry.weight += d.weight;
    else weights.set(index, { salary: timeline.at(d.date), weight: d.weight });
  }
  let total = dec(0);
  for (const { salary, weight } of weights.values()) total = total.plus(salary.mul(weight));
  return total.div(30);
}
