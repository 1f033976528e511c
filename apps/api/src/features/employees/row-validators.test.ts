import { CONTRACT_TYPE_END_DATE } from '@quincena/contracts/employees';
import { describe, expect, it } from 'vitest';
import { contractTypes } from '../reference/data/index.ts';
import { contractInput, personInput } from './employees.fixtures.ts';
import { validateContractRow, validatePersonRow } from './row-validators.ts';

describe('row validators (the forms’ rules for bulk rows)', () => {
  it('accepts the valid person and contract and returns the parsed values', () => {
    const person = validatePersonRow(personInput({ documentNumber: ' ab12 ' }));
    expect(person).toMatchObject({ ok: true, value: { documentNumber: 'AB12' } });
    expect(validateContractRow(contractInput(1, 1))).toMatchObject({ ok: true });
  });

  it('returns every field’s message at once', () => {
    const verdict = validateContractRow(
      contractInput(1, 1, { epsCode: 'X', contractType: '1', vacationsTaken: -2 }),
    );
    expect(verdict).toEqual({
      ok: false,
      errors: {
        vacationsTaken: 'Las vacaciones disfrutadas no pueden ser negativas',
        endDate: 'La fecha fin del contrato es obligatoria para este tipo de contrato',
        epsCode: 'EPS: el código no existe en la lista oficial',
      },
    });
    const codes = validateContractRow(contractInput(1, 1, { epsCode: 'X', contractType: '1' }));
    expect(codes).toEqual({
      ok: false,
      errors: {
        endDate: 'La fecha fin del contrato es obligatoria para este tipo de contrato',
        epsCode: 'EPS: el código no existe en la lista oficial',
      },
    });
    expect(validatePersonRow(personInput({ email: '', countryCode: 'XX' }))).toEqual({
      ok: false,
      errors: { email: 'Agregar correo', countryCode: 'País: el código no existe en la lista oficial' },
    });
  });

  it('knows the end-date rule of every contract type of the reference list', () => {
    for (const type of contractTypes.items) {
      const rule = CONTRACT_TYPE_END_DATE[type.code];
      expect(rule, type.code).toBeDefined();
      expect(rule === 'required', type.code).toBe(type.requiresEndDate);
    }
    expect(contractTypes.items.find((type) => type.specCode === '358')?.code).toBe('2');
    expect(CONTRACT_TYPE_END_DATE['2']).toBe('none');
  });
});
