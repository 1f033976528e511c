import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { dismissalIndemnity } from './indemnity.ts';

const d = (v: Decimal.Value) => new Decimal(v);
const SMMLV_2026 = d(1_750_905);

describe('dismissal indemnity — CST art. 64 (Ley 789/2002 art. 28)', () => {
  it('pays 30 days for a first year or less below 10 SMMLV (num. 1 lit. a)', () => {
    const result = dismissalIndemnity({
      contractType: 'indefinite',
      startDate: '2026-03-01',
      terminationDate: '2026-08-31',
      monthlySalary: d(3_000_000),
      smmlv: SMMLV_2026,
    });
    expect(result.days.toString()).toBe('30');
    expect(result.value.toString()).toBe('3000000');
  });

  it('adds 20 days per later year, proportionally, below 10 SMMLV (num. 1 lit. b)', () => {
    const result = dismissalIndemnity({
      contractType: 'indefinite',
      startDate: '2023-01-01',
      terminationDate: '2026-06-30',
      monthlySalary: d(2_400_000),
      smmlv: SMMLV_2026,
    });
    // 1.260 days: 30 + 900 × 20 / 360 = 80 days × 80.000
    expect(result.days.toString()).toBe('80');
    expect(result.value.toString()).toBe('6400000');
  });

  it('uses 20 + 15 days from exactly 10 SMMLV (num. 2)', () => {
    const result = dismissalIndemnity({
      contractType: 'indefinite',
      startDate: '2024-01-01',
      terminationDate: '2025-12-31',
      monthlySalary: d(14_235_000),
      smmlv: d(1_423_500),
    });
    expect(result.days.toString()).toBe('35');
    expect(result.rule).toBe('CST art. 64 num. 2 (salario ≥ 10 SMMLV)');
    expect(result.value.toString()).toBe('16607500');
  });

  it('excludes suspension days from the service time (CST art. 51)', () => {
    const result = dismissalIndemnity({
      contractType: 'indefinite',
      startDate: '2025-01-01',
      terminationDate: '2026-01-30',
      monthlySalary: d(1_800_000),
      smmlv: SMMLV_2026,
      suspensionDays: 30,
    });
    expect(result.days.toString()).toBe('30');
  });

  it('keeps the Ley 50/1990 table for 10+ years of service on 27 Dec 2002 (Ley 789 par. transitorio)', () => {
    const result = dismissalIndemnity({
      contractType: 'indefinite',
      startDate: '1990-01-01',
      terminationDate: '2025-12-31',
      monthlySalary: d(3_000_000),
      smmlv: d(1_423_500),
    });
    // 36 years: 45 + 35 × 40 = 1.445 days
    expect(result.days.toString()).toBe('1445');
    expect(result.value.toString()).toBe('144500000');
  });

  it('pays the time left of a fixed term (inc. 4)', () => {
    const result = dismissalIndemnity({
      contractType: 'fixed_term',
      startDate: '2026-01-01',
      terminationDate: '2026-08-31',
      agreedEndDate: '2026-12-31',
      monthlySalary: d(2_000_000),
      smmlv: SMMLV_2026,
    });
    expect(result.days.toString()).toBe('120');
    expect(result.value.toString()).toBe('8000000');
  });

  it('pays at least 15 days in obra o labor (inc. 4)', () => {
    const base = {
      contractType: 'work_or_labour' as const,
      startDate: '2026-01-01',
      terminationDate: '2026-05-20',
      monthlySalary: d(1_800_000),
      smmlv: SMMLV_2026,
    };
    expect(dismissalIndemnity({ ...base, expectedWorkEnd: '2026-05-25' }).value.toString()).toBe('900000');
    expect(dismissalIndemnity({ ...base, expectedWorkEnd: '2026-07-20' }).value.toString()).toBe('3600000');
  });

  it('asks in Spanish for the agreed end of a fixed term', () => {
    expect(() =>
      dismissalIndemnity({
        contractType: 'fixed_term',
        startDate: '2026-01-01',
        terminationDate: '2026-08-31',
        monthlySalary: d(2_000_000),
        smmlv: SMMLV_2026,
      }),
    ).toThrow('Falta la fecha de terminación pactada del contrato a término fijo');
  });

  it('pays no art. 64 indemnity on an apprenticeship ended before Ley 2466/2025 (Ley 789/2002 art. 30)', () => {
    const base = {
      contractType: 'apprenticeship' as const,
      startDate: '2025-01-01',
      agreedEndDate: '2025-12-31',
      monthlySalary: d(1_423_500),
      smmlv: d(1_423_500),
    };
    expect(dismissalIndemnity({ ...base, terminationDate: '2025-06-24' }).value.toString()).toBe('0');
    expect(dismissalIndemnity({ ...base, terminationDate: '2025-06-30' }).days.toString()).toBe('180');
  });
});
