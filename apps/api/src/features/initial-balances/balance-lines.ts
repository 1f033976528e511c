import {
  INITIAL_BALANCE_CONCEPTS,
  type TBalancePair,
  type TBalanceValues,
} from '@quincena/contracts/initial-balances';
import type { BalanceLine, InitialBalanceRow } from './initial-balances.repository.ts';

const EMPTY_PAIR: TBalancePair = { days: null, amount: null };

/** Decimal text of a JSON number with at most two decimals ("1423500", "7.5"). */
function decimalText(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** The screen's pairs as stored lines: one line per concept that has a day count or an amount. */
export function toBalanceLines(values: TBalanceValues): BalanceLine[] {
  return INITIAL_BALANCE_CONCEPTS.flatMap((concept) => {
    const pair = values[concept];
    if (pair.days === null && pair.amount === null) return [];
    return [
      {
        concept,
        days: pair.days === null ? null : decimalText(pair.days),
        amount: pair.amount === null ? null : decimalText(pair.amount),
      },
    ];
  });
}

/** Stored lines back as the screen's pairs; a concept without a line is blank. */
export function toBalanceValues(
  rows: readonly Pick<InitialBalanceRow, 'concept' | 'days' | 'amount'>[],
): TBalanceValues {
  const values = Object.fromEntries(
    INITIAL_BALANCE_CONCEPTS.map((concept) => [concept, { ...EMPTY_PAIR }]),
  ) as TBalanceValues;
  for (const row of rows) {
    values[row.concept] = {
      days: row.days === null ? null : Number(row.days),
      amount: row.amount === null ? null : Number(row.amount),
    };
  }
  return values;
}
