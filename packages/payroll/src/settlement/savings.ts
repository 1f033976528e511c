import type Decimal from 'decimal.js';
import type { Contract } from '../model/contract.ts';
import type { SettlementLine } from '../model/output.ts';
import { line } from './lines.ts';
import { amount, dec, toPeso } from './money.ts';

const ZERO = dec(0);

function savingsLine(
  code: string,
  name: string,
  value: Decimal,
  element: 'PensionVoluntaria' | 'AFC',
  source: string,
): SettlementLine {
  return line({
    code,
    name,
    kind: 'deduction',
    units: 1,
    unitKind: 'none',
    base: value,
    value: toPeso(value),
    dianElement: element,
    credit: 'third_party_payable',
    salary: false,
    source,
  });
}

/**
 * Voluntary pension (E.T. art. 126-1) and AFC savings (art. 126-4) withheld once a month: with a monthly
 * period or with the second fortnight.
 */
export function savingsLines(
  contract: Contract,
  monthLevel: boolean,
): { lines: SettlementLine[]; voluntary: Decimal; afc: Decimal } {
  const voluntary = monthLevel ? amount(contract.voluntaryPensionMonthly) : ZERO;
  const afc = monthLevel ? amount(contract.afcMonthly) : ZERO;
  const lines: SettlementLine[] = [];
  if (voluntary.greaterThan(0)) {
    lines.push(
      savingsLine(
        'VOLUNTARY_PENSION',
        'Aporte voluntario a pensión',
        voluntary,
        'PensionVoluntaria',
        'E.T. art. 126-1',
      ),
    );
  }
  if (afc.greaterThan(0)) lines.push(savingsLine('AFC', 'Ahorro AFC', afc, 'AFC', 'E.T. art. 126-4'));
  return { lines, voluntary, afc };
}
