import { describe, expect, it } from 'vitest';
import { changesText } from './pages/audit-log-page.tsx';

describe('the audit log screen', () => {
  it('reads a change as field: before → after, and a creation or deletion as its values', () => {
    expect(changesText({ before: { amount: 3_000_000 }, after: { amount: 3_200_000 } })).toBe(
      'amount: 3000000 → 3200000',
    );
    expect(changesText({ before: { end_date: null }, after: { end_date: '2027-01-31' } })).toBe(
      'end_date: — → 2027-01-31',
    );
    expect(changesText({ before: null, after: { concept: 'EPS', days: 30 } })).toBe('concept: EPS; days: 30');
    expect(changesText({ before: { value: 400000 }, after: null })).toBe('value: 400000');
  });

  it('shows configuration values by their Spanish labels and concepts by their display code, never raw codes', () => {
    const text = changesText({
      entity: 'payroll_configs',
      before: {
        prima_june_payment: 'SECOND_FORTNIGHT',
        sick_pay_days_1_and_2: 'FULL',
        weekly_hours_step_day: 'DAY_16',
      },
      after: {
        prima_june_payment: 'FIRST_FORTNIGHT',
        sick_pay_days_1_and_2: 'TWO_THIRDS',
        weekly_hours_step_day: 'DAY_15',
      },
    });
    expect(text).toContain('Segunda quincena del mes → Primera quincena del mes');
    expect(text).toContain('Dos terceras partes (66,67 %) con piso del salario mínimo');
    expect(text).toContain('16 de julio → 15 de julio');
    expect(text).not.toMatch(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/);
    expect(
      changesText({ entity: 'novelty_reported', before: null, after: { concept_code: 'BONUS_SALARY' } }),
    ).toBe('concept_code: 050');
  });

  it('shows where retroactive contributions are reported by the option the administrator chose', () => {
    const text = changesText({
      entity: 'payroll_configs',
      before: { retroactive_contributions: 'CORRECCION' },
      after: { retroactive_contributions: 'MES_DE_PAGO' },
    });
    expect(text).toBe(
      'Aportes a seguridad social de un pago retroactivo: En los períodos a que corresponde (planilla de corrección N) → En el mes en que se paga',
    );
  });

  it("names other records' codes too: a certificate's letter type, a vacation system, a reason", () => {
    const text = changesText({
      entity: 'labour_certificates',
      before: null,
      after: { letter_type: 'SIN_SALARIO', vacation_system: 'MONDAY_TO_SATURDAY', reason: 'SIN_JUSTA_CAUSA' },
    });
    expect(text).toContain('Sin salario');
    expect(text).toContain('Lunes a sábado (el sábado es día hábil)');
    expect(text).toContain('Sin justa causa');
    expect(text).not.toMatch(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/);
  });
});
