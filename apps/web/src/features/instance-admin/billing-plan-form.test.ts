import { BILLING_MESSAGES as M, type TBillingPlan } from '@quincena/contracts/billing';
import { describe, expect, it } from 'vitest';
import { checkPlanForm, emptyPlanForm, numberingText, type PlanFormValues } from './billing-plan-form.ts';

const valid: PlanFormValues = {
  baseFee: 50_000,
  employeePrice: 4_500,
  vatRate: 19,
  billingDay: 5,
  dueDays: 15,
  prefix: 'qn',
  rangeFrom: 1001,
  rangeTo: 2000,
  sellerName: 'Quincena Software S.A.S.',
  sellerNit: '900123456',
  sellerCheckDigit: '8',
  sellerAddress: 'Calle 100 # 8A-55, Bogotá',
};

const plan: TBillingPlan = {
  ...(valid as Omit<TBillingPlan, 'nextNumber' | 'updatedAt'>),
  prefix: 'QN',
  nextNumber: 1003,
  updatedAt: '2026-03-02T13:00:00.000Z',
};

describe('/TI: the price plan form (issue 31)', () => {
  it('sends a valid plan as the contract reads it (prefix in capitals)', () => {
    const verdict = checkPlanForm(valid);
    expect(verdict.ok && verdict.body.prefix).toBe('QN');
  });

  it('marks every empty field of a new form with its Spanish message, the first one announced', () => {
    const verdict = checkPlanForm(emptyPlanForm());
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(verdict.message).toBe(M.baseFee);
    expect(verdict.fields).toMatchObject({
      baseFee: M.baseFee,
      employeePrice: M.employeePrice,
      prefix: M.prefix,
      rangeFrom: M.rangeFrom,
      rangeTo: M.rangeTo,
      sellerName: M.sellerName,
      sellerNit: M.sellerNit,
      sellerAddress: M.sellerAddress,
    });
  });

  it('refuses a billing day past 28, a range that ends before it starts and a wrong check digit', () => {
    const verdict = checkPlanForm({ ...valid, billingDay: 29, rangeTo: 1000, sellerCheckDigit: '7' });
    expect(verdict.ok ? {} : verdict.fields).toEqual({
      billingDay: M.billingDay,
      rangeTo: M.rangeOrder,
      sellerCheckDigit: M.sellerCheckDigit,
    });
  });

  it('shows the range and the next number, and says when the range is used up', () => {
    expect(numberingText(plan)).toBe('Rango: QN1001 a QN2000. Próxima factura: QN1003 (quedan 998 números).');
    expect(numberingText({ ...plan, nextNumber: 2000 })).toContain('(queda 1 número)');
    expect(numberingText({ ...plan, nextNumber: 2001 })).toBe(
      'Rango: QN1001 a QN2000. El rango está agotado: configure un nuevo rango para seguir facturando.',
    );
  });
});
