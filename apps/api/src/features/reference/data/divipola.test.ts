import { describe, expect, it } from 'vitest';
import { departments } from './departments.ts';
import { municipalities } from './municipalities.ts';

describe('DIVIPOLA departments and municipalities', () => {
  it('has 33 departments: 32 departments and the capital district', () => {
    expect(departments.items).toHaveLength(33);
    expect(departments.items.find((d) => d.code === '11')?.name).toBe('Bogotá, D.C.');
    expect(departments.items.every((d) => /^\d{2}$/.test(d.code))).toBe(true);
  });

  it('has 1,122 municipal units, each 5 digits starting with its department code', () => {
    expect(municipalities.items).toHaveLength(1122);
    const departmentCodes = new Set(departments.items.map((d) => d.code));
    for (const municipality of municipalities.items) {
      expect(municipality.code).toMatch(/^\d{5}$/);
      expect(municipality.code.slice(0, 2)).toBe(municipality.departmentCode);
      expect(departmentCodes.has(municipality.departmentCode)).toBe(true);
    }
  });

  it('gives every department at least one municipality and the known counts', () => {
    const count = (code: string) => municipalities.items.filter((m) => m.departmentCode === code).length;
    for (const department of departments.items)
      expect(count(department.code), department.name).toBeGreaterThan(0);
    expect(count('05')).toBe(125);
    expect(count('11')).toBe(1);
    expect(count('25')).toBe(116);
    expect(count('88')).toBe(2);
  });

  it('types 1,103 municipalities, the island of San Andrés and 18 áreas no municipalizadas', () => {
    const count = (kind: string) => municipalities.items.filter((m) => m.kind === kind).length;
    expect(count('MUNICIPIO')).toBe(1103);
    expect(count('ISLA')).toBe(1);
    expect(count('AREA_NO_MUNICIPALIZADA')).toBe(18);
    expect(municipalities.items.find((m) => m.code === '88001')?.kind).toBe('ISLA');
    expect(municipalities.items.find((m) => m.code === '91263')?.kind).toBe('AREA_NO_MUNICIPALIZADA');
    expect(municipalities.items.find((m) => m.code === '91001')?.kind).toBe('MUNICIPIO');
  });

  it('follows the DIVIPOLA of December 2024: 27493 replaced 27086 and 94663 is gone', () => {
    const codes = new Set(municipalities.items.map((m) => m.code));
    expect(codes.has('27086')).toBe(false);
    expect(codes.has('94663')).toBe(false);
    expect(municipalities.items.filter((m) => m.departmentCode === '94')).toHaveLength(8);
  });

  it.each([
    ['05001', 'Medellín'],
    ['08001', 'Barranquilla'],
    ['11001', 'Bogotá, D.C.'],
    ['13001', 'Cartagena de Indias'],
    ['76001', 'Santiago de Cali'],
    ['54001', 'San José de Cúcuta'],
    ['23815', 'Tuchín'],
    ['27493', 'Nuevo Belén de Bajirá'],
    ['94343', 'Barrancominas'],
  ])('%s is %s', (code, name) => {
    expect(municipalities.items.find((m) => m.code === code)?.name).toBe(name);
  });
});
