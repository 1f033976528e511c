import { describe, expect, it } from 'vitest';
import { passwordHints, strengthView } from './password-strength.ts';

describe('strengthView (spec 01 §5, spec 03 §5)', () => {
  it.each([
    ['Clave#2024', 'Fuerte'],
    ['Abcdef1!', 'Fuerte'],
    ['Abcde1!', 'Media'],
    ['abcdef1!', 'Media'],
    ['Abcdef12', 'Media'],
    ['Abc12', 'Débil'],
    ['abcdefgh', 'Débil'],
    ['ABCDEFGH', 'Débil'],
    ['abcdef1', 'Débil'],
  ])('labels %s as %s', (password, label) => {
    expect(strengthView(password)?.label).toBe(label);
  });

  it('fills the meter by level and shows nothing for an empty password', () => {
    expect(strengthView('')).toBeNull();
    expect(strengthView('abc')?.percent).toBe(33);
    expect(strengthView('Abcde1!')?.percent).toBe(66);
    expect(strengthView('Abcdef1!')?.percent).toBe(100);
  });
});

describe('passwordHints', () => {
  it('ticks each of the four suggestions independently', () => {
    expect(passwordHints('').map((hint) => hint.met)).toEqual([false, false, false, false]);
    expect(passwordHints('A').map((hint) => hint.met)).toEqual([true, false, false, false]);
    expect(passwordHints('1').map((hint) => hint.met)).toEqual([false, true, false, false]);
    expect(passwordHints('_').map((hint) => hint.met)).toEqual([false, false, true, false]);
    expect(passwordHints('abcdefgh').map((hint) => hint.met)).toEqual([false, false, false, true]);
    expect(passwordHints('Clave#2024').map((hint) => hint.met)).toEqual([true, true, true, true]);
  });

  it('names the special characters of the registration hint', () => {
    expect(passwordHints('x')[2]?.text).toBe('Al menos un carácter especial (* . ! $ _)');
  });
});
