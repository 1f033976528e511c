import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parametersOn } from '@quincena/payroll';
import { describe, expect, it } from 'vitest';
import { loadLegalValues } from './legal-values.ts';

function dataDirWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'quincena-legal-'));
  mkdirSync(join(dir, 'legal-values'));
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(join(dir, 'legal-values', name), JSON.stringify(body));
  }
  return dir;
}

describe('decreed years loaded at start-up (decision 0132)', () => {
  it('a data folder without legal-values loads nothing and 2027 stays undecreed, with its warning', () => {
    expect(loadLegalValues(mkdtempSync(join(tmpdir(), 'quincena-legal-')))).toEqual([]);
    expect(parametersOn('2027-03-31').warnings[0]).toContain('aún no están decretados');
  });

  it('an invalid file stops start-up with a Spanish message', () => {
    const dir = dataDirWith({ '2027.json': { year: 2027, uvt: { value: '55000', source: 'x' } } });
    expect(() => loadLegalValues(dir)).toThrow(/salario mínimo/);
  });

  it('a valid 2027 file (test values, not a real decree) is used by the engine without a warning', () => {
    const dir = dataDirWith({
      '2027.json': {
        year: 2027,
        smmlv: { value: '1900000', source: 'Decreto de prueba 1/2026' },
        transportAid: { value: '270000', source: 'Decreto de prueba 2/2026' },
        uvt: { value: '55000', source: 'Resolución de prueba 3/2026' },
      },
    });
    expect(loadLegalValues(dir)).toEqual(['2027.json']);
    const p = parametersOn('2027-06-30');
    expect(p.warnings).toEqual([]);
    expect(String(p.smmlv)).toBe('1900000');
  });
});
