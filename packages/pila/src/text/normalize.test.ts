import { describe, expect, it } from 'vitest';
import { documentNumber, freeText, personName } from './normalize.ts';

describe('text normalisation', () => {
  it('writes names upper-case without accents or Ñ', () => {
    expect(personName('Peñaloza')).toBe('PENALOZA');
    expect(personName('  maría   josé ')).toBe('MARIA JOSE');
    expect(personName("O'Brien-Müller")).toBe('O BRIEN MULLER');
    expect(personName('Ñúñez')).toBe('NUNEZ');
  });

  it('keeps the punctuation of a company name', () => {
    expect(freeText('Panadería La Única S.A.S.')).toBe('PANADERIA LA UNICA S.A.S.');
    expect(freeText('Café & Té Ltda.')).toBe('CAFE & TE LTDA.');
  });

  it('keeps only letters and digits in a document number', () => {
    expect(documentNumber('1.020.304-050')).toBe('1020304050');
    expect(documentNumber('e123456')).toBe('E123456');
  });
});
