import { describe, expect, it } from 'vitest';
import { hasPlaceholder, isPucAccount, pucClassOf } from './puc-account.ts';

describe('PUC accounts (Decreto 2650 de 1993)', () => {
  it.each([
    ['5105', true], // cuenta: gastos de personal
    ['510506', true], // subcuenta: sueldos
    ['51050601', true], // auxiliar
    ['123456789012', true], // twelve digits
    ['2505*', true], // placeholder after the account
    ['*', true], // the account is still to be chosen
    ['23**', true],
    ['51', false], // a group is not postable
    ['0105', false], // there is no class 0
    ['5105A6', false],
    ['51*05', false], // the asterisk only completes the end
    ['1234567890123', false], // thirteen characters
    ['', false],
  ])('%s → %s', (account, valid) => {
    expect(isPucAccount(account)).toBe(valid);
  });

  it('names the class by the first digit and spots placeholders', () => {
    expect(pucClassOf('510506')).toEqual({ code: '5', name: 'Gastos' });
    expect(pucClassOf('2370*')).toEqual({ code: '2', name: 'Pasivo' });
    expect(pucClassOf('*')).toBeNull();
    expect(hasPlaceholder('2370*')).toBe(true);
    expect(hasPlaceholder('237005')).toBe(false);
    expect(hasPlaceholder(null)).toBe(false);
  });
});
