import type Decimal from 'decimal.js';
import type { SettlementLine } from '../model/output.ts';
import type { LegalParameters } from '../parameters/index.ts';
import { line } from './lines.ts';
import { amount, ceilHundred, dec, str } from './money.ts';

const ZERO = dec(0);

interface EmployeeSpec {
  base: Decimal;
  rate: Decimal;
  element: 'Salud' | 'FondoPension' | 'FondoSP';
  attribute?: 'Deduccion' | 'DeduccionSP' | 'DeduccionSub';
  source: string;
}

/** Adds the employee line for the month's value minus what the first fortnight already took. */
export function pushEmployee(
  employeeLines: SettlementLine[],
  warnings: string[],
  code: string,
  name: string,
  monthValue: Decimal,
  already: string | undefined,
  spec: EmployeeSpec,
): void {
  let value = monthValue.minus(amount(already));
  if (value.isNegative()) {
    warnings.push(
      `La deducción ${name} de la primera quincena superó el valor del mes; no se descuenta en esta quincena.`,
    );
    value = ZERO;
  }
  if (value.isZero() && monthValue.isZero()) return;
  employeeLines.push(contributionLine(code, name, value, spec));
}

/** The worker's deduction line of a contribution: `value` at the rate, shown as a percentage, owed to social security. */
export function contributionLine(
  code: string,
  name: string,
  value: Decimal,
  spec: EmployeeSpec,
): SettlementLine {
  const percent = spec.rate.mul(100);
  return line({
    code,
    name,
    kind: 'deduction',
    units: percent,
    unitKind: 'percent',
    base: spec.base,
    rate: spec.rate,
    value,
    dianElement: spec.element,
    dianAttribute: spec.attribute,
    dianPercentage: percent,
    credit: 'social_security_payable',
    salary: false,
    source: spec.source,
  });
}

interface FspResult {
  ibc: Decimal;
  solidarityRate: Decimal;
  subsistenceRate: Decimal;
  /** PILA amounts, each sub-account rounded up to 100. */
  solidarity: string;
  subsistence: string;
  solidarityPila: Decimal;
  subsistencePila: Decimal;
}

/** FSP rates for a pension IBC (Ley 797/2003 art. 8; brackets by SMMLV with their boundary rule). */
export function solidarityFund(pensionIbc: Decimal, p: LegalParameters): FspResult {
  const inSmmlv = pensionIbc.isZero() ? ZERO : pensionIbc.div(p.smmlv);
  let solidarityRate = ZERO;
  let subsistenceRate = ZERO;
  for (const b of p.fspBrackets) {
    // Brackets ascend: once one does not apply, none of the following does.
    if (inSmmlv.lessThan(b.fromSmmlv)) break;
    const applies = b.inclusive ? inSmmlv.gte(b.fromSmmlv) : inSmmlv.greaterThan(b.fromSmmlv);
    if (applies) {
      solidarityRate = b.solidarity;
      subsistenceRate = b.subsistence;
    }
  }
  const solidarityPila = solidarityRate.isZero() ? ZERO : ceilHundred(pensionIbc.mul(solidarityRate));
  const subsistencePila = subsistenceRate.isZero() ? ZERO : ceilHundred(pensionIbc.mul(subsistenceRate));
  return {
    ibc: pensionIbc,
    solidarityRate,
    subsistenceRate,
    solidarity: str(solidarityPila),
    subsistence: str(subsistencePila),
    solidarityPila,
    subsistencePila,
  };
}
