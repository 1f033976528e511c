import { describe, expect, it } from 'vitest';
import { ZCreateConceptBody } from './concepts.ts';
import { CONCEPT_DIAN_OPTIONS, dianOptionsFor, findDianOption } from './dian-options.ts';

const earning = {
  name: 'Bonificación por ventas',
  nature: 'earning',
  module: 'OCA',
  dianElement: 'Bonificaciones',
  salary: false,
  withholdingBase: true,
};

const messages = (input: unknown) => {
  const result = ZCreateConceptBody.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('concept contract (spec 02 "Concept add")', () => {
  it('accepts a complete earning and a deduction without earning-only fields', () => {
    expect(messages(earning)).toEqual([]);
    expect(
      messages({ name: 'Libranza Banco', nature: 'deduction', module: 'STA', dianElement: 'Libranzas' }),
    ).toEqual([]);
  });

  it('keeps each DIAN element to the nature it belongs to', () => {
    expect(dianOptionsFor('earning')).toHaveLength(9);
    expect(dianOptionsFor('deduction')).toHaveLength(12);
    expect(findDianOption('deduction', 'Bonificaciones')).toBeUndefined();
    expect(findDianOption('earning', 'Transporte')?.category).toBe('per_diem');
    // No nature offers the same element twice.
    const keys = CONCEPT_DIAN_OPTIONS.map((option) => `${option.nature}:${option.code}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('trims the name and bounds it', () => {
    const parsed = ZCreateConceptBody.parse({ ...earning, name: '  Bono  ' });
    expect(parsed.name).toBe('Bono');
    expect(messages({ ...earning, name: 'x'.repeat(101) })).toEqual([
      'El nombre del concepto admite como máximo 100 caracteres',
    ]);
  });

  it('refuses salary character on a refund (CST art. 128)', () => {
    expect(messages({ ...earning, dianElement: 'Reintegro', salary: true })).toEqual([
      'Este concepto no constituye salario (CST art. 128): elija no salarial',
    ]);
  });
});
