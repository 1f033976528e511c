import type Decimal from 'decimal.js';
import type { IsoDate } from '../model/common.ts';
import type { DianAttribute, DianElement } from '../model/dian-element.ts';
import type { ItemCategory, RecurringItem, ReportedItem } from '../model/novelties.ts';
import type { AccountingClass, SettlementLine } from '../model/output.ts';
import type { PayPeriod } from '../model/period.ts';
import { line } from './lines.ts';
import { dec, minD } from './money.ts';

interface ElementChoice {
  element: DianElement;
  salaryAttribute?: DianAttribute;
  nonSalaryAttribute?: DianAttribute;
}

/** Default DIAN element per earning category (Res. 000013/2021 Anexo técnico, Devengados). */
const EARNING_ELEMENTS: Partial<Record<ItemCategory, ElementChoice>> = {
  bonus: {
    element: 'Bonificaciones',
    salaryAttribute: 'BonificacionS',
    nonSalaryAttribute: 'BonificacionNS',
  },
  aid: { element: 'Auxilios', salaryAttribute: 'AuxilioS', nonSalaryAttribute: 'AuxilioNS' },
  commission: { element: 'Comisiones' },
  other: { element: 'OtrosConceptos', salaryAttribute: 'ConceptoS', nonSalaryAttribute: 'ConceptoNS' },
  per_diem: {
    element: 'Transporte',
    salaryAttribute: 'ViaticoManuAlojS',
    nonSalaryAttribute: 'ViaticoManuAlojNS',
  },
  endowment: { element: 'Dotacion' },
  advance: { element: 'Anticipos' },
  third_party: { element: 'PagosTerceros' },
  refund: { element: 'Reintegro' },
};

/** Default DIAN element per deduction category (Anexo técnico, Deducciones). */
const DEDUCTION_ELEMENTS: Partial<Record<ItemCategory, ElementChoice>> = {
  loan: { element: 'Libranzas', salaryAttribute: 'Deduccion', nonSalaryAttribute: 'Deduccion' },
  garnishment: { element: 'OtrasDeducciones' },
  union: { element: 'Sindicatos', salaryAttribute: 'Deduccion', nonSalaryAttribute: 'Deduccion' },
  cooperative: { element: 'Cooperativa' },
  advance: { element: 'Anticipos' },
  sanction: { element: 'Sanciones', salaryAttribute: 'SancionPriv', nonSalaryAttribute: 'SancionPriv' },
  complementary_plan: { element: 'PlanComplementarios' },
  education: { element: 'Educacion' },
  debt: { element: 'Deuda' },
  refund: { element: 'Reintegro' },
  third_party: { element: 'PagosTerceros' },
  other: { element: 'OtrasDeducciones' },
};

function choose(item: ReportedItem): ElementChoice {
  const table = item.nature === 'earning' ? EARNING_ELEMENTS : DEDUCTION_ELEMENTS;
  const choice = table[item.category] ?? {
    element: item.nature === 'earning' ? 'OtrosConceptos' : 'OtrasDeducciones',
    salaryAttribute: item.nature === 'earning' ? 'ConceptoS' : undefined,
    nonSalaryAttribute: item.nature === 'earning' ? 'ConceptoNS' : undefined,
  };
  return item.dianElement ? { ...choice, element: item.dianElement } : choice;
}

/** Earnings that are not salary by their nature (CST 128): advances, third-party payments, endowment. */
const NEVER_SALARY: ReadonlySet<ItemCategory> = new Set([
  'advance',
  'third_party',
  'endowment',
  'per_diem',
  'refund',
]);

function itemLine(item: ReportedItem, value: Decimal, source: string): SettlementLine {
  const choice = choose(item);
  const earning = item.nature === 'earning';
  const salary = earning && item.salary && !NEVER_SALARY.has(item.category);
  const credit: AccountingClass | undefined = earning ? undefined : 'third_party_payable';
  const debit: AccountingClass | undefined =
    earning && item.category === 'advance' ? 'receivable_employee' : undefined;
  return line({
    code: item.code,
    name: item.name,
    kind: earning ? 'earning' : 'deduction',
    units: 1,
    unitKind: 'none',
    base: value,
    value,
    dianElement: choice.element,
    dianAttribute: salary ? choice.salaryAttribute : choice.nonSalaryAttribute,
    debit,
    credit,
    salary,
    withholdingBase: earning ? (item.withholdingBase ?? !NEVER_SALARY.has(item.category)) : undefined,
    source,
  });
}

function validAmount(value: string, code: string): Decimal {
  const amount = dec(value);
  if (!amount.isFinite() || amount.isNegative()) {
    throw new RangeError(`El valor de la novedad ${code} debe ser un número mayor o igual a cero.`);
  }
  return amount;
}

/** An item line and whether it counts as non-salary remuneration for Ley 1393/2010 art. 30. */
export interface ItemLine {
  line: SettlementLine;
  law1393: boolean;
}

/**
 * Non-salary earnings that count in the 40 % test: remuneration agreed as non-salary (bonuses, aids,
 * other concepts). Advances, third-party payments, refunds, work tools (endowment) and accidental
 * per diems are not remuneration and stay out (Ley 1393/2010 art. 30; CST 128; decision 0032).
 */
function countsForLaw1393(item: ReportedItem, salary: boolean): boolean {
  return item.nature === 'earning' && !salary && !NEVER_SALARY.has(item.category);
}

export function reportedLines(items: readonly ReportedItem[]): ItemLine[] {
  return items
    .map((item) => ({ item, value: validAmount(item.value, item.code) }))
    .filter(({ value }) => !value.isZero())
    .map(({ item, value }) => {
      const l = itemLine(
        item,
        value,
        item.salary ? 'CST art. 127 (salary nature)' : 'CST art. 128 (non-salary nature)',
      );
      return { line: l, law1393: countsForLaw1393(item, l.salary) };
    });
}

/**
 * Fixed items that apply to the period: in force on some day of it, in the fortnight their periodicity
 * names; a deduction with a balance never takes more than the balance.
 */
export function recurringLines(
  items: readonly RecurringItem[],
  period: PayPeriod,
  start: IsoDate,
  end: IsoDate,
): ItemLine[] {
  const lines: ItemLine[] = [];
  for (const item of items) {
    if (item.startDate > end || (item.endDate && item.endDate < start)) continue;
    if (period.fortnight === 1 && item.periodicity === 'second_fortnight') continue;
    if (period.fortnight === 2 && item.periodicity === 'first_fortnight') continue;
    let value = validAmount(item.value, item.code);
    if (item.balance !== undefined) value = minD(value, validAmount(item.balance, item.code));
    if (value.isZero()) continue;
    const l = itemLine(
      item,
      value,
      item.salary ? 'CST art. 127 (salary nature)' : 'CST arts. 128, 149 (fixed item)',
    );
    lines.push({ line: l, law1393: countsForLaw1393(item, l.salary) });
  }
  return lines;
}
