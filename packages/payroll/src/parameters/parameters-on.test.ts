import { describe, expect, it } from 'vitest';
import { legalValueOn, parametersOn, weeklyHoursOn } from './parameters-on.ts';
import { PARAMETER_TABLE } from './table.ts';

describe('parametersOn', () => {
  it('year boundaries of SMMLV, transport aid and UVT (Decretos 2292/2023, 1572/2024, 1469/2025; Res. DIAN 193/2024, 238/2025)', () => {
    expect(parametersOn('2024-12-31').smmlv.toString()).toBe('1300000');
    expect(parametersOn('2025-01-01').smmlv.toString()).toBe('1423500');
    expect(parametersOn('2026-01-01').smmlv.toString()).toBe('1750905');
    expect(parametersOn('2024-06-30').transportAid.toString()).toBe('162000');
    expect(parametersOn('2025-06-30').transportAid.toString()).toBe('200000');
    expect(parametersOn('2026-06-30').transportAid.toString()).toBe('249095');
    expect(parametersOn('2024-03-01').uvt.toString()).toBe('47065');
    expect(parametersOn('2025-03-01').uvt.toString()).toBe('49799');
    expect(parametersOn('2026-03-01').uvt.toString()).toBe('52374');
  });

  it('Ley 2101/2021 weekly-hours steps on 15 July by default and 16 July by company setting', () => {
    expect(weeklyHoursOn('2024-07-14')).toBe(47);
    expect(weeklyHoursOn('2024-07-15')).toBe(46);
    expect(weeklyHoursOn('2025-07-14')).toBe(46);
    expect(weeklyHoursOn('2025-07-15')).toBe(44);
    expect(weeklyHoursOn('2026-07-15')).toBe(42);
    expect(weeklyHoursOn('2025-07-15', 16)).toBe(46);
    expect(weeklyHoursOn('2025-07-16', 16)).toBe(44);
    expect(parametersOn('2025-07-15').monthlyHours.toString()).toBe('220');
    expect(parametersOn('2025-07-15', { weeklyHoursStepDay: 16 }).monthlyHours.toString()).toBe('230');
    expect(parametersOn('2026-07-20').monthlyHours.toString()).toBe('210');
  });

  it('Ley 2466/2025 art. 14: rest-day surcharge 75 % → 80 % on 2025-07-01 → 90 % on 2026-07-01', () => {
    expect(parametersOn('2025-06-30').restDaySurcharge.toString()).toBe('0.75');
    expect(parametersOn('2025-07-01').restDaySurcharge.toString()).toBe('0.8');
    expect(parametersOn('2026-06-30').restDaySurcharge.toString()).toBe('0.8');
    expect(parametersOn('2026-07-01').restDaySurcharge.toString()).toBe('0.9');
    expect(parametersOn('2027-07-01').restDaySurcharge.toString()).toBe('1');
  });

  it('Ley 2466/2025 art. 10: night work starts at 19:00 from 2025-12-25', () => {
    expect(parametersOn('2025-12-24').nightStartHour).toBe(21);
    expect(parametersOn('2025-12-25').nightStartHour).toBe(19);
  });

  it('derived thresholds from SMMLV (Ley 797/2003 art. 5; CST 132; Ley 15/1959; E.T. 114-1)', () => {
    const p = parametersOn('2026-05-01');
    expect(p.ibcCeiling.toString()).toBe('43772625');
    expect(p.integralSalaryMinimum.toString()).toBe('22761765');
    expect(p.transportAidLimit.toString()).toBe('3501810');
    expect(p.exonerationLimit.toString()).toBe('17509050');
    expect(p.apprenticeSupport.lectiva.mul(p.smmlv).toString()).toBe('1313178.75');
  });

  it('benefit calendar and CST art. 64 values come from the table (CST arts. 64, 249, 306; Ley 789/2002 art. 28)', () => {
    const p = parametersOn('2026-05-01');
    expect([p.labourYearDays, p.primaDaysPerYear, p.cesantiasDaysPerYear]).toEqual([360, 30, 30]);
    expect(p.dismissalIndemnity.highSalaryLevel.toString()).toBe('17509050');
    expect(p.dismissalIndemnity.lowSalary).toEqual({ firstYearDays: 30, additionalYearDays: 20 });
    expect(p.dismissalIndemnity.highSalary).toEqual({ firstYearDays: 20, additionalYearDays: 15 });
    expect(p.dismissalIndemnity.workOrLabourMinimumDays).toBe(15);
    expect(p.dismissalIndemnity.transitional).toEqual({
      cutoffDate: '2002-12-27',
      minimumYears: 10,
      firstYearDays: 45,
      additionalYearDays: 40,
    });
  });

  it('E.T. art. 206 num. 4 bands: 90 % above 350 UVT down to 0 % above 650 UVT', () => {
    const bands = parametersOn('2026-05-01').cesantiasExemptBands.map((b) => [
      b.aboveUvt.toString(),
      b.exemptShare.toString(),
    ]);
    expect(bands).toEqual([
      ['650', '0'],
      ['590', '0.2'],
      ['530', '0.4'],
      ['470', '0.6'],
      ['410', '0.8'],
      ['350', '0.9'],
    ]);
  });

  it('Ley 2466/2025 art. 21: prestaciones for apprentices from 25 Jun 2025, their new social security from the July 2025 period (Circular 083/2025)', () => {
    expect(legalValueOn('apprenticeLabourContract', '2025-06-24')).toBe(false);
    expect(legalValueOn('apprenticeLabourContract', '2025-06-25')).toBe(true);
    expect(parametersOn('2025-06-30').apprenticeContributions).toEqual({
      lectivaArl: false,
      practicaDependent: false,
    });
    expect(parametersOn('2025-07-01').apprenticeContributions).toEqual({
      lectivaArl: true,
      practicaDependent: true,
    });
  });

  it('every entry names its source and lists are in ascending date order', () => {
    for (const list of Object.values(PARAMETER_TABLE)) {
      let previous = '';
      for (const entry of list) {
        expect(entry.source.length).toBeGreaterThan(5);
        expect(entry.from > previous).toBe(true);
        previous = entry.from;
      }
    }
  });

  it('refuses dates outside the table', () => {
    expect(() => parametersOn('2022-12-31')).toThrow('fuera del rango');
    expect(() => parametersOn('2026-13-01x')).toThrow('fuera del rango');
  });
});
