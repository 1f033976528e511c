import type Decimal from 'decimal.js';
import type { SettlementLine } from '../model/output.ts';
import type { LegalParameters } from '../parameters/index.ts';
import { contributionLine } from './employee-contributions.ts';
import { IBC_NOVELTY_CODES, total } from './line-totals.ts';
import { dec, toPeso } from './money.ts';

const ZERO = dec(0);

/**
 * First fortnight: a provisional 4 % health and 4 % pension on the fortnight's own IBC pay (salary,
 * incapacities, licences, vacations in time; 70 % for integral salary). The second fortnight settles the
 * month and takes only the difference (decision 0033). A weekly contributor (Decreto 2616/2013) pays no
 * health.
 */
export function firstFortnightContributions(
  earnings: readonly SettlementLine[],
  share: Decimal,
  p: LegalParameters,
  pensionExempt: boolean,
  healthExempt: boolean,
): { lines: SettlementLine[]; health: Decimal; pension: Decimal } {
  const ibcPay = total(earnings, (l) => l.salary || IBC_NOVELTY_CODES.has(l.code)).mul(share);
  const health = healthExempt ? ZERO : toPeso(ibcPay.mul(p.rates.healthEmployee));
  const pension = pensionExempt ? ZERO : toPeso(ibcPay.mul(p.rates.pensionEmployee));
  const lines: SettlementLine[] = [];
  const specs = [
    [
      'HEALTH_EE',
      'Aporte salud empleado',
      health,
      'Salud',
      p.rates.healthEmployee,
      'Ley 100/1993 art. 204: 4 % worker',
    ],
    [
      'PENSION_EE',
      'Aporte pensión empleado',
      pension,
      'FondoPension',
      p.rates.pensionEmployee,
      'Ley 100/1993 art. 20: 4 % worker',
    ],
  ] as const;
  for (const [code, name, value, element, rate, source] of specs) {
    if (value.isZero()) continue;
    lines.push(
      contributionLine(code, name, value, {
        base: ibcPay,
        rate,
        element,
        source: `${source}; provisional first fortnight`,
      }),
    );
  }
  return { lines, health, pension };
}
