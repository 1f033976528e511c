import { afterEach, describe, expect, it } from 'vitest';
import { caseOf } from '../../test/factories.ts';
import { settle } from '../settlement/settle.ts';
import { LegalValuesError, loadDecreedYear } from './decreed-years.ts';
import { clearRegisteredDecreedYears, parametersOn, registerDecreedYear } from './parameters-on.ts';
import { DECREED_YEARS, PARAMETER_TABLE } from './table.ts';

/** A made-up 2027 file for the loader (not a real decree: the 2027 values are not published). */
const file2027 = {
  year: 2027,
  smmlv: { value: '1900000', source: 'Decreto de prueba 1/2026' },
  transportAid: { value: '270000', source: 'Decreto de prueba 2/2026' },
  uvt: { value: '55000', source: 'Resolución DIAN de prueba 3/2026' },
};

afterEach(() => clearRegisteredDecreedYears());

describe('years without decreed values (decision 0132)', () => {
  it('the table holds no year after 2026 yet: 2027 is undecreed and reuses 2026 with a Spanish warning', () => {
    expect(DECREED_YEARS).toHaveLength(0);
    const p = parametersOn('2027-03-31');
    expect(p.smmlv.toString()).toBe('1750905');
    expect(p.undecreed).toEqual({
      year: 2027,
      valuesOfYear: 2026,
      missing: ['smmlv', 'transportAid', 'uvt'],
    });
    expect(p.warnings).toEqual([
      'Los valores legales de 2027 (salario mínimo, auxilio de transporte y UVT) aún no están decretados en el sistema: esta liquidación usa los de 2026 y debe repetirse cuando se carguen los del año (legal-values/2027.json).',
    ]);
    expect(parametersOn('2026-12-31').warnings).toEqual([]);
    expect(parametersOn('2026-12-31').undecreed).toBeUndefined();
  });

  it('a settlement of an undecreed year carries the warning in its output, monthly and by fortnight', () => {
    const monthly = settle(caseOf({ year: 2028, month: 2 }));
    expect(monthly.warnings.some((w) => w.startsWith('Los valores legales de 2028'))).toBe(true);
    const first = settle(caseOf({ year: 2030, month: 12, fortnight: 1 }));
    expect(first.warnings.some((w) => w.startsWith('Los valores legales de 2030'))).toBe(true);
    expect(settle(caseOf({ year: 2026, month: 12 })).warnings).toEqual([]);
  });

  it('an operator file for 2027 is validated, registered with its sources, and removes the warning', () => {
    const loaded = registerDecreedYear(JSON.parse(JSON.stringify(file2027)), '2027.json');
    expect(loaded.from).toBe('2027-01-01');
    const p = parametersOn('2027-05-31');
    expect([p.smmlv.toString(), p.transportAid.toString(), p.uvt.toString()]).toEqual([
      '1900000',
      '270000',
      '55000',
    ]);
    expect(p.sources.smmlv).toBe('Decreto de prueba 1/2026');
    expect(p.warnings).toEqual([]);
    // Earlier years keep their own values; 2028 now reuses 2027's and says so.
    expect(parametersOn('2026-05-31').smmlv.toString()).toBe('1750905');
    expect(parametersOn('2028-01-31').warnings[0]).toContain('usa los de 2027');
    const r = settle(caseOf({ year: 2027, month: 5, contract: { salary: '1900000' } }));
    expect(r.warnings).toEqual([]);
    expect(r.lines.find((l) => l.code === 'TRANSPORT_AID')?.value).toBe('270000');
  });

  it('accepts JSON numbers and a later effective date inside the year', () => {
    const loaded = loadDecreedYear({
      ...file2027,
      from: '2027-02-01',
      smmlv: { value: 1900000, source: 'D. 1' },
    });
    expect(loaded.smmlv.value).toBe('1900000');
    registerDecreedYear(loaded);
    expect(parametersOn('2027-01-31').warnings).toHaveLength(1);
    expect(parametersOn('2027-02-28').warnings).toHaveLength(0);
  });

  it('refuses an invalid file with every problem in Spanish and English, registering nothing', () => {
    const bad = {
      year: 2027,
      smlmv: {},
      transportAid: { value: '2000000', source: 'D. 2' },
      uvt: { value: '55.000', source: '' },
    };
    let error: unknown;
    try {
      registerDecreedYear(bad, '2027.json');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(LegalValuesError);
    const issues = (error as LegalValuesError).issues;
    expect(issues).toContain('El campo "smlmv" no se reconoce (unknown field "smlmv").');
    expect(issues).toContain(
      'Falta salario mínimo (smmlv) con value y source (missing smmlv with value and source).',
    );
    expect(issues.some((i) => i.includes('uvt.value'))).toBe(true);
    expect(issues.some((i) => i.includes('uvt.source'))).toBe(true);
    expect(parametersOn('2027-03-31').warnings).toHaveLength(1);
  });

  it('refuses a file whose name does not match its year, a year already in the table, a lower minimum wage and an aid above it', () => {
    expect(() => registerDecreedYear(file2027, '2028.json')).toThrow(/debe llamarse 2027\.json/);
    expect(() => registerDecreedYear({ ...file2027, year: 2026 })).toThrow(/ya está en la tabla del motor/);
    expect(() =>
      registerDecreedYear({
        ...file2027,
        smmlv: { value: '1500000', source: 'D. 1' },
        transportAid: file2027.transportAid,
      }),
    ).toThrow(/menor que el anterior/);
    expect(() =>
      loadDecreedYear({ ...file2027, transportAid: { value: '1900000', source: 'D. 2' } }),
    ).toThrow(/menor que el salario mínimo/);
    expect(() => loadDecreedYear([file2027])).toThrow(LegalValuesError);
  });

  it('a loaded year past 2030 extends the range of settleable dates', () => {
    expect(() => parametersOn('2031-01-31')).toThrow('fuera del rango');
    registerDecreedYear({ ...file2027, year: 2031 });
    expect(parametersOn('2031-01-31').smmlv.toString()).toBe('1900000');
  });

  it('every built-in yearly entry from 2023 names its act (the table stays cited)', () => {
    for (const name of ['smmlv', 'transportAid', 'uvt'] as const) {
      for (const entry of PARAMETER_TABLE[name]) expect(entry.source.length).toBeGreaterThan(5);
    }
  });
});
