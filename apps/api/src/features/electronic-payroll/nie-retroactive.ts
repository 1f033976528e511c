import { periodLabel } from '@quincena/contracts/retroactive';
import type { SettlementLine } from '@quincena/payroll';
import Decimal from 'decimal.js';

/** The accumulated period a retroactive line pays a difference of (settlement_lines.origin_*). */
export interface LineOrigin {
  year: number;
  month: number;
  fortnight: number | null;
}

/**
 * A retroactive line as the DIAN receives it (decision 0347): reported in the document of the month it
 * is paid, never as more Basico days (with the setting REEMPLAZAR, decision 0352, only lines of the
 * month itself are; the others go to their month's note, `asCorrectedMonthLine`). Per the Anexo's FAQ
 * (reference retroactive-pay.md §2.2), an earning goes in OtrosConceptos with a description naming the
 * concept and the period it belongs to, as salary (ConceptoS) when it is salary; a deduction (health,
 * pension, FSP) stays in its usual element and adds up with the month's own. A negative earning (a
 * concept lost, e.g. the transport aid when a raise crosses 2 SMMLV) has no place among the accruals,
 * whose amounts are unsigned: it is what the worker gives back, an OtraDeduccion of the same amount.
 */
export function asRetroactiveLine(line: SettlementLine, origin: LineOrigin): SettlementLine {
  if (line.kind !== 'earning') return line;
  const description = `Retroactivo ${line.name} ${periodLabel(origin)}`;
  const value = new Decimal(line.value);
  if (value.isNegative()) {
    return {
      ...line,
      kind: 'deduction',
      name: description,
      value: value.negated().toString(),
      dianElement: 'OtrasDeducciones',
      dianAttribute: undefined,
    } as SettlementLine;
  }
  return {
    ...line,
    name: description,
    dianElement: 'OtrosConceptos',
    dianAttribute: line.salary ? 'ConceptoS' : 'ConceptoNS',
    // Days and hours were paid in their own month: here only the amount is reported.
    units: '0',
  } as SettlementLine;
}

/**
 * Elements the builder adds up into one entry whatever the line count (the Basico amount, the transport
 * aid, each overtime rate): a retroactive difference of the month joins them as more amount, never as
 * more days or hours.
 */
const ADDED_ELEMENTS: ReadonlySet<string> = new Set([
  'Basico',
  'Transporte',
  'HEDs',
  'HENs',
  'HRNs',
  'HEDDFs',
  'HRDDFs',
  'HENDFs',
  'HRNDFs',
]);

/**
 * A retroactive line as a Reemplazar note of its original month reports it (decision 0352, setting
 * REEMPLAZAR): the month's document is corrected to what the month should have paid. A difference of
 * an element the builder adds up (Salario básico into Basico, the transport aid, an overtime rate) joins
 * the month's own amount with no days or hours (they were reported); a negative one (the transport aid
 * lost) lowers it. Any other earning keeps the month-of-payment form (an OtroConcepto naming the concept
 * and period, or an OtraDeduccion when negative); deductions add up in their usual elements.
 */
export function asCorrectedMonthLine(line: SettlementLine, origin: LineOrigin): SettlementLine {
  if (line.kind === 'earning' && line.dianElement !== null && ADDED_ELEMENTS.has(line.dianElement))
    return { ...line, units: '0' } as SettlementLine;
  return asRetroactiveLine(line, origin);
}
