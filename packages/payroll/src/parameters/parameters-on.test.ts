import { describe, expect, it } from 'vitest';
import { parametersOn, weeklyHoursOn } from './parameters-on.ts';
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
