import type Decimal from 'decimal.js';
import type { PayPeriod } from '../model/period.ts';
import { periodBounds } from '../settlement/dates.ts';
import { lineValue } from '../settlement/lines.ts';
import { dec, str } from '../settlement/money.ts';
import { treatmentOf } from './treatment.ts';
import type { ComparedLine, OriginalPeriod, PeriodRecomputation, RetroactiveLine } from './types.ts';

/** The lines of one concept in one period, summed (hours of several dates, segments of an absence). */
interface Concept {
  first: ComparedLine;
  units: Decimal;
  value: Decimal;
}

function conceptKey(l: ComparedLine): string {
  return `${l.kind}|${l.code}`;
}

function byConcept(lines: readonly ComparedLine[]): Map<string, Concept> {
  const out = new Map<string, Concept>();
  for (const l of lines) {
    if (treatmentOf(l) === undefined) continue;
    const key = conceptKey(l);
    const found = out.get(key);
    if (found) {
      found.units = found.units.plus(dec(l.units));
      found.value = found.value.plus(lineValue(l));
    } else {
      out.set(key, { first: l, units: dec(l.units), value: lineValue(l) });
    }
  }
  return out;
}

/** The reference a retroactive line keeps to its closed period. */
export function originalPeriod(period: PayPeriod): OriginalPeriod {
  const bounds = periodBounds(period);
  const out: OriginalPeriod = {
    year: period.year,
    month: period.month,
    start: bounds.start,
    end: bounds.end,
  };
  if (period.fortnight) out.fortnight = period.fortnight;
  return out;
}

const ZERO = dec(0);

/**
 * The exact differences per concept of one closed period: for each concept, the recomputed lines minus the
 * stored lines, both already rounded by the engine's rules, so the difference is whole pesos. A concept that
 * appears (or disappears) comes out whole, positive (or negative); a concept without difference gives no
 * line. Withholding is left to the paying period (decision 0340). Pure.
 */
export function retroactiveDifferences(input: PeriodRecomputation): RetroactiveLine[] {
  const period = originalPeriod(input.period);
  const stored = byConcept(input.stored);
  const recomputed = byConcept(input.recomputed);
  const keys = [...recomputed.keys(), ...[...stored.keys()].filter((k) => !recomputed.has(k))];
  const out: RetroactiveLine[] = [];
  for (const key of keys) {
    const now = recomputed.get(key);
    const before = stored.get(key);
    const sample = (now ?? before)?.first;
    if (!sample) continue;
    const nowValue = now?.value ?? ZERO;
    const beforeValue = before?.value ?? ZERO;
    const value = nowValue.minus(beforeValue);
    if (value.isZero()) continue;
    const treatment = treatmentOf(sample);
    if (!treatment) continue;
    out.push({
      code: sample.code,
      name: sample.name,
      kind: sample.kind,
      unitKind: sample.unitKind,
      units: str((now?.units ?? ZERO).minus(before?.units ?? ZERO)),
      value: str(value),
      storedValue: str(beforeValue),
      recomputedValue: str(nowValue),
      treatment,
      salary: sample.salary,
      withholdingBase: sample.withholdingBase === true,
      dianElement: sample.dianElement,
      accounting: { debit: sample.accounting.debit, credit: sample.accounting.credit },
      period,
    });
  }
  return out;
}
