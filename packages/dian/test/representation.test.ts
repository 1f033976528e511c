import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { deductionLines, earningLines } from '../src/representation/representation-lines.ts';
import { computeTotals } from '../src/xml/totals.ts';
import { basicPayroll, fullPayroll } from './factories.ts';

const sum = (lines: { amount: string }[]) =>
  lines.reduce((total, line) => total.plus(line.amount), new Decimal(0));

describe('graphic representation lines', () => {
  it('print every amount of a document with every element, so the lines add up to its totals', () => {
    const document = fullPayroll();
    const totals = computeTotals(document.earnings, document.deductions);
    expect(sum(earningLines(document.earnings)).toFixed(2)).toBe(totals.earnings.toFixed(2));
    expect(sum(deductionLines(document.deductions)).toFixed(2)).toBe(totals.deductions.toFixed(2));
  });

  it('name the basic salary, the aid and the contributions with their days and percentages', () => {
    const document = basicPayroll();
    expect(earningLines(document.earnings)).toEqual([
      { label: 'Salario básico', quantity: '30 días', amount: '2000000.00' },
      { label: 'Auxilio de transporte', amount: '249095.00' },
    ]);
    expect(deductionLines(document.deductions)).toEqual([
      { label: 'Salud', quantity: '4 %', amount: '80000.00' },
      { label: 'Fondo de pensión', quantity: '4 %', amount: '80000.00' },
    ]);
  });
});
