import { describe, expect, it } from 'vitest';
import { checkBalanceForm, dateOfIsoDay, emptyBalanceForm, isoDayOf } from './balance-form.ts';

describe('checkBalanceForm (spec 03 §2.9, §5)', () => {
  it('asks for the contract first on create, never on edit', () => {
    expect(checkBalanceForm(emptyBalanceForm(), false)).toMatchObject({
      ok: false,
      first: 'Seleccione el empleado',
    });
    expect(checkBalanceForm(emptyBalanceForm(), true)).toMatchObject({
      ok: false,
      first: 'Agregar fecha de corte',
    });
  });

  it('refuses negative days and builds the body with the ISO cut-off day', () => {
    const values = { ...emptyBalanceForm(), contractId: 7, cutOffDate: new Date(2026, 0, 31) };
    values.balances = { ...values.balances, VACATION: { days: -1, amount: null } };
    expect(checkBalanceForm(values, false)).toMatchObject({
      first: 'Los días deben ser un número entre 0 y 360',
    });
    values.balances = { ...values.balances, VACATION: { days: 7.5, amount: 625000 } };
    const verdict = checkBalanceForm(values, false);
    expect(verdict).toEqual({
      ok: true,
      body: { contractId: 7, cutOffDate: '2026-01-31', balances: values.balances },
    });
  });

  it('round-trips the picker day', () => {
    expect(isoDayOf(dateOfIsoDay('2026-02-28') as Date)).toBe('2026-02-28');
    expect(dateOfIsoDay('')).toBeNull();
  });
});
