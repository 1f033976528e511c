import { describe, expect, it } from 'vitest';
import { arlEconomicActivities } from './arl-economic-activities.ts';
import { arlRiskClasses } from './arl-risk-classes.ts';
import { economicActivities } from './economic-activities.ts';

describe('CIIU Rev. 4 A.C. classes', () => {
  it('has the 502 classes of sections A to U', () => {
    expect(economicActivities.items).toHaveLength(502);
    const sections = new Set(economicActivities.items.map((item) => item.section));
    expect([...sections].sort().join('')).toBe('ABCDEFGHIJKLMNOPQRSTU');
    for (const item of economicActivities.items) {
      expect(item.code).toMatch(/^\d{4}$/);
      expect(item.division).toBe(item.code.slice(0, 2));
      expect(item.group).toBe(item.code.slice(0, 3));
    }
  });

  it('includes the classes DANE hierarchy services omit and spot-checks names', () => {
    const codes = new Set(economicActivities.items.map((item) => item.code));
    for (const code of ['3290', '3320', '3520', '3530', '3900', '4690', '8521', '8522', '8523', '8560']) {
      expect(codes.has(code), code).toBe(true);
    }
    const name = (code: string) => economicActivities.items.find((item) => item.code === code)?.name;
    expect(name('0111')).toBe('Cultivo de cereales (excepto arroz), legumbres y semillas oleaginosas');
    expect(name('6201')).toMatch(/^Actividades de desarrollo de sistemas informáticos/);
    expect(name('7820')).toBe('Actividades de empresas de servicios temporales');
    expect(name('0119')).toBe('Otros cultivos transitorios n.c.p.');
  });
});

describe('Decreto 768 de 2022 activities', () => {
  const ciiuClasses = new Set(economicActivities.items.map((item) => item.code));
  // Codes the decree writes that are not CIIU Rev. 4 A.C. classes: 6514 (class 6496) and four group-level codes.
  const decreeOnlyCodes = new Set(['1030', '3210', '6514', '7110', '8890']);

  it('has the 1,104 rows of the decree, each a 7-digit code of class + CIIU + activity', () => {
    expect(arlEconomicActivities.items).toHaveLength(1104);
    for (const item of arlEconomicActivities.items) {
      expect(item.code).toMatch(/^[1-5]\d{6}$/);
      expect(item.code).toBe(`${item.riskClass}${item.ciiu}${item.activity}`);
      expect(ciiuClasses.has(item.ciiu) || decreeOnlyCodes.has(item.ciiu), item.code).toBe(true);
    }
  });

  it('uses risk classes that exist and covers all but four CIIU classes', () => {
    const classes = new Set(arlRiskClasses.items.map((item) => item.code));
    for (const item of arlEconomicActivities.items) expect(classes.has(item.riskClass)).toBe(true);
    const covered = new Set(arlEconomicActivities.items.map((item) => item.ciiu));
    const uncovered = economicActivities.items.map((item) => item.code).filter((code) => !covered.has(code));
    // Not classified by the decree (6515, 6523, 9810, 9820) plus the members of its group-level and legacy codes.
    expect(uncovered).toEqual([
      '1031',
      '1032',
      '1033',
      '3211',
      '3212',
      '6496',
      '6515',
      '6523',
      '7111',
      '7112',
      '8891',
      '8899',
      '9810',
      '9820',
    ]);
  });

  it('spot-checks the PILA field 98 code 4522901', () => {
    expect(arlEconomicActivities.items.find((item) => item.code === '4522901')).toMatchObject({
      riskClass: '4',
      ciiu: '5229',
      activity: '01',
    });
  });
});

describe('ARL risk classes', () => {
  it('has the five classes with the rates of Decreto 1772 de 1994', () => {
    expect(arlRiskClasses.items.map((item) => [item.code, item.ratePercent])).toEqual([
      ['1', '0.522'],
      ['2', '1.044'],
      ['3', '2.436'],
      ['4', '4.350'],
      ['5', '6.960'],
    ]);
    for (const item of arlRiskClasses.items) {
      expect(Number(item.minRatePercent)).toBeLessThan(Number(item.ratePercent));
      expect(Number(item.ratePercent)).toBeLessThan(Number(item.maxRatePercent));
    }
  });
});
