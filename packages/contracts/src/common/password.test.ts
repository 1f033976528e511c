import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password.ts';

describe('passwordStrength (spec 01 §5, spec 03 §5)', () => {
  it.each([
    ['Nomina.2026', 'STRONG'], // 11 characters, uppercase, digit, special
    ['Abcde1.x', 'STRONG'], // exactly 8 with the three kinds
    ['Abcd1.x', 'MEDIUM'], // 7 characters: too short for strong
    ['Abcde1', 'MEDIUM'], // 6 with uppercase and digit
    ['abcd1$', 'MEDIUM'], // 6 with digit and special
    ['ABCDE_', 'MEDIUM'], // 6 with uppercase and special
    ['Abc1$', 'WEAK'], // 5 characters
    ['abcdefgh1', 'WEAK'], // only one kind
    ['abcdefghij', 'WEAK'], // no kind
    ['Ñandú#2026', 'STRONG'], // accented uppercase and # count
    ['clave 12345', 'WEAK'], // a space is not a special character
  ] as const)('%s is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});
