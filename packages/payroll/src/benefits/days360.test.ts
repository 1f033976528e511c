import { describe, expect, it } from 'vitest';
import { days360, nextDay } from './days360.ts';

describe('days360 — labour commercial calendar, 30-day months (Gerencie.com, Guía Laboral 2026)', () => {
  it('counts a whole calendar year as 360 days', () => {
    expect(days360('2025-01-01', '2025-12-31')).toBe(360);
  });
  it('counts a semester as 180 days (CST art. 306)', () => {
    expect(days360('2026-01-01', '2026-06-30')).toBe(180);
    expect(days360('2026-07-01', '2026-12-31')).toBe(180);
  });
  it('counts 2.5 years as 900 days (1 Jul 2022 – 31 Dec 2024)', () => {
    expect(days360('2022-07-01', '2024-12-31')).toBe(900);
  });
  it('closes February as a 30-day month, in leap and common years', () => {
    expect(days360('2026-02-01', '2026-02-28')).toBe(30);
    expect(days360('2024-02-01', '2024-02-29')).toBe(30);
    expect(days360('2024-02-16', '2024-02-29')).toBe(15);
    expect(days360('2024-02-01', '2024-02-28')).toBe(28);
  });
  it('counts day 31 as day 30', () => {
    expect(days360('2026-01-16', '2026-01-31')).toBe(15);
    expect(days360('2026-01-31', '2026-02-15')).toBe(16);
  });
  it('returns 0 for an end before the start', () => {
    expect(days360('2026-03-01', '2026-02-28')).toBe(0);
  });
  it('rejects a malformed date with a Spanish message', () => {
    expect(() => days360('2026-13-01', '2026-12-31')).toThrow('Fecha inválida: 2026-13-01');
  });
  it('gives the next civil day across month and leap-year ends', () => {
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2025-12-31')).toBe('2026-01-01');
  });
});
