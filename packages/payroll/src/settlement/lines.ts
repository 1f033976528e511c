import type Decimal from 'decimal.js';
import type { IsoDate } from '../model/common.ts';
import type { DianAttribute, DianElement, DianIncapacityType } from '../model/dian-element.ts';
import type { AccountingClass, LineKind, SettlementLine, UnitKind } from '../model/output.ts';
import { D } from '../parameters/decimal.ts';
import { str } from './money.ts';

export interface LineSpec {
  code: string;
  name: string;
  kind: LineKind;
  units: Decimal | number;
  unitKind: UnitKind;
  base: Decimal;
  rate?: Decimal;
  value: Decimal;
  dianElement: DianElement | null;
  dianAttribute?: DianAttribute;
  dianIncapacityType?: DianIncapacityType;
  dianPercentage?: Decimal;
  debit?: AccountingClass;
  credit?: AccountingClass;
  salary: boolean;
  withholdingBase?: boolean;
  startDate?: IsoDate;
  endDate?: IsoDate;
  source: string;
}

/** Default accounting classes by line kind (PUC 5105 expense, 2505/2370/2365/2610 liabilities). */
const DEFAULT_ACCOUNTS: Record<LineKind, { debit: AccountingClass; credit: AccountingClass }> = {
  earning: { debit: 'payroll_expense', credit: 'salaries_payable' },
  deduction: { debit: 'salaries_payable', credit: 'third_party_payable' },
  employer_contribution: { debit: 'payroll_expense', credit: 'social_security_payable' },
  provision: { debit: 'payroll_expense', credit: 'benefits_liability' },
};

/** Decimal value of each line built here, so totals never re-parse the output strings. */
const decimalValues = new WeakMap<object, Decimal>();

export function lineValue(l: Pick<SettlementLine, 'value'>): Decimal {
  return decimalValues.get(l) ?? new D(l.value);
}

export function line(spec: LineSpec): SettlementLine {
  const defaults = DEFAULT_ACCOUNTS[spec.kind];
  const out: SettlementLine = {
    code: spec.code,
    name: spec.name,
    kind: spec.kind,
    units: typeof spec.units === 'number' ? String(spec.units) : str(spec.units),
    unitKind: spec.unitKind,
    base: str(spec.base),
    value: str(spec.value),
    dianElement: spec.dianElement,
    accounting: { debit: spec.debit ?? defaults.debit, credit: spec.credit ?? defaults.credit },
    salary: spec.salary,
    source: spec.source,
  };
  if (spec.rate) out.rate = str(spec.rate);
  if (spec.dianAttribute) out.dianAttribute = spec.dianAttribute;
  if (spec.dianIncapacityType) out.dianIncapacityType = spec.dianIncapacityType;
  if (spec.dianPercentage) out.dianPercentage = str(spec.dianPercentage);
  if (spec.withholdingBase !== undefined) out.withholdingBase = spec.withholdingBase;
  if (spec.startDate) out.startDate = spec.startDate;
  if (spec.endDate) out.endDate = spec.endDate;
  decimalValues.set(out, spec.value);
  return out;
}
