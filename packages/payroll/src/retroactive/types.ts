import type { Amount, DecimalString, IsoDate } from '../model/common.ts';
import type { DianElement } from '../model/dian-element.ts';
import type { AccountingEntry, LineKind, SettlementLine, UnitKind } from '../model/output.ts';
import type { PayPeriod } from '../model/period.ts';

/** The closed period a retroactive line belongs to (it keeps this reference wherever it is paid). */
export interface OriginalPeriod {
  year: number;
  month: number;
  /** Absent for a monthly period. */
  fortnight?: 1 | 2;
  start: IsoDate;
  end: IsoDate;
}

/**
 * How a concept's difference is treated (decision 0340):
 * - `carried`: a fact of the original period (salary, aid, hours, items, provisions); paid as a line.
 * - `consequence`: recomputed from the original period's corrected base (social-security contributions);
 *   also a line of the original period, but how it is reported (correction of that month's PILA or the
 *   paying month) is the social-security rule's decision, not the engine's.
 */
export type RetroactiveTreatment = 'carried' | 'consequence';

/** One concept's exact difference for one closed period: settle(new facts) − what was stored. */
export interface RetroactiveLine {
  code: string;
  /** Spanish name of the concept (the recomputed line's, or the stored one's when the concept disappears). */
  name: string;
  kind: LineKind;
  unitKind: UnitKind;
  /** Units recomputed − units stored (days, hours …); negative when the concept shrinks or disappears. */
  units: DecimalString;
  /** Pesos recomputed − pesos stored, exact (both sides already rounded by the engine's rules); never 0. */
  value: Amount;
  storedValue: Amount;
  recomputedValue: Amount;
  treatment: RetroactiveTreatment;
  /** Constitutes salary (CST 127), as the concept does. */
  salary: boolean;
  /** Enters the withholding base of the month it is paid (art. 383 E.T.; decision 0340). */
  withholdingBase: boolean;
  dianElement: DianElement | null;
  accounting: Pick<AccountingEntry, 'debit' | 'credit'>;
  period: OriginalPeriod;
}

/**
 * What the differences read of a line: the concept, its units and value, and what a difference line
 * copies from it. A stored line needs no more (its base, rate, dates and legal source are not compared).
 */
export type ComparedLine = Pick<
  SettlementLine,
  'code' | 'name' | 'kind' | 'units' | 'unitKind' | 'value' | 'salary' | 'withholdingBase' | 'dianElement'
> & { accounting: Pick<AccountingEntry, 'debit' | 'credit'> };

/** One closed period: the lines stored when it was settled, and settle(new facts) with the same engine. */
export interface PeriodRecomputation {
  period: PayPeriod;
  stored: readonly ComparedLine[];
  recomputed: readonly SettlementLine[];
}
