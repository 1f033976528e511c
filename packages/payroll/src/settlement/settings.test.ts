import { describe, expect, it } from 'vitest';
import { amountOf, caseOf, lineOf, segmentOf } from '../../test/factories.ts';
import { settle } from './settle.ts';

describe('company settings and contract options', () => {
  it('a pensioner contributes no pension: no deduction, no employer pension, PILA pension days 0', () => {
    const r = settle(caseOf({ contract: { pensionExempt: true } }));
    expect(amountOf(r, 'PENSION_EE')).toBeUndefined();
    expect(amountOf(r, 'PENSION_ER')).toBeUndefined();
    expect(segmentOf(r, 'WORKED')?.days.pension).toBe(0);
    expect(amountOf(r, 'HEALTH_EE')).toBe('80000');
  });

  it('SLN with health by company setting: employer 8,5 % on the SLN line of a non-exonerated worker (Decreto 806/1998 art. 71; [GL26] L14740–14770)', () => {
    const r = settle(
      caseOf({
        month: 10,
        company: { healthDuringUnpaidLeave: true, pensionDuringUnpaidLeave: false, law1607Exonerated: false },
        novelties: {
          absences: [{ contingency: 'suspension', startDate: '2026-10-20', endDate: '2026-10-24' }],
        },
        history: { previousMonthIbc: '2000000' },
      }),
    );
    const sln = segmentOf(r, 'SLN');
    expect([sln?.contributions.health, sln?.contributions.pension]).toEqual(['28400', '0']);
    expect(lineOf(r, 'SUSPENSION')?.dianElement).toBe('LicenciaNR');
  });

  it('monthly interest on cesantías by written agreement (Ley 2466/2025 art. 64): 1 % of salary + aid', () => {
    const r = settle(caseOf({ company: { interest: { payment: 'monthly' } } }));
    // Cesantías of the month: 2.249.095 × 30 / 360 = 187.425; 12 % = 22.491.
    expect(amountOf(r, 'CESANTIAS_INTEREST')).toBe('22491');
    expect(r.provisions.map((p) => p.concept)).not.toContain('cesantias_interest');
  });

  it('December prima in the second fortnight when the company says so (CONF_PRIMA PRIM_PAG_DECEMBER)', () => {
    const company = { prima: { december: 'second_fortnight' as const } };
    expect(amountOf(settle(caseOf({ month: 12, fortnight: 1, company })), 'PRIMA')).toBeUndefined();
    expect(amountOf(settle(caseOf({ month: 12, fortnight: 2, company })), 'PRIMA')).toBe('1124548');
  });

  it('unpaid leave reduces the prima days when CONF_PRIMA APLICA_LNR is on', () => {
    const absences = [
      { contingency: 'unpaid_leave' as const, startDate: '2026-12-01', endDate: '2026-12-10' },
    ];
    expect(lineOf(settle(caseOf({ month: 12, novelties: { absences } })), 'PRIMA')?.units).toBe('170');
    const off = settle(
      caseOf({ month: 12, company: { prima: { discountUnpaidLeave: false } }, novelties: { absences } }),
    );
    expect(lineOf(off, 'PRIMA')?.units).toBe('180');
  });

  it('a permanent salary change in the month flags VSP on the worked line and prorates the salary', () => {
    const r = settle(
      caseOf({ month: 7, contract: { salaryChanges: [{ from: '2026-07-16', amount: '2300000' }] } }),
    );
    expect(segmentOf(r, 'WORKED')?.vsp).toBe('2026-07-16');
    expect(amountOf(r, 'BASIC')).toBe('2150000');
  });
});

describe('apprentices (CST 81 as rewritten by Ley 2466/2025 art. 21)', () => {
  const apprentice = { salaryType: 'apprentice' as const, contractType: 'apprenticeship' as const };
  it('práctica phase after 25 Jun 2025: full regime, transport aid and prestaciones', () => {
    const r = settle(caseOf({ contract: { ...apprentice, apprenticePhase: 'practica', salary: '1750905' } }));
    expect(amountOf(r, 'PENSION_EE')).toBe('70036');
    expect(amountOf(r, 'TRANSPORT_AID')).toBe('249095');
    expect(r.provisions.map((p) => p.concept)).toEqual([
      'prima',
      'cesantias',
      'cesantias_interest',
      'vacations',
    ]);
  });

  it('before the reform even the práctica phase paid health and ARL only (Ley 789/2002 art. 30)', () => {
    const r = settle(
      caseOf({
        year: 2025,
        month: 5,
        contract: { ...apprentice, apprenticePhase: 'practica', salary: '1423500' },
      }),
    );
    expect(amountOf(r, 'PENSION_EE')).toBeUndefined();
    expect(r.socialSecurity?.contributions.find((c) => c.subsystem === 'health')?.total).toBe('178000');
  });

  it('warns when the support is below the legal minimum (75 % of the SMMLV in lectiva)', () => {
    const r = settle(caseOf({ contract: { ...apprentice, apprenticePhase: 'lectiva', salary: '1200000' } }));
    expect(r.warnings).toContain(
      'El apoyo de sostenimiento es inferior al mínimo legal (Ley 2466 de 2025, art. 21).',
    );
  });
});

describe('withholding on special payments (art. 385 and 401-3 E.T.)', () => {
  it('a large prima is withheld apart from the month', () => {
    const r = settle(caseOf({ month: 12, contract: { salary: '20000000', transportAidExcluded: true } }));
    expect(amountOf(r, 'PRIMA')).toBe('10000000');
    expect(Number(amountOf(r, 'WITHHOLDING_PRIMA'))).toBeGreaterThan(0);
    expect(lineOf(r, 'WITHHOLDING_PRIMA')?.dianElement).toBe('RetencionFuente');
  });

  it('the dismissal indemnity of a worker above 204 UVT a month is withheld at 20 % after the exempt share', () => {
    const r = settle(
      caseOf({
        month: 9,
        contract: { salary: '15000000', transportAidExcluded: true, startDate: '2024-09-01' },
        novelties: { retirement: { date: '2026-09-30', reason: 'dismissal_without_cause' } },
        history: { pendingVacationDays: '0' },
      }),
    );
    expect(Number(amountOf(r, 'INDEMNITY'))).toBeGreaterThan(0);
    expect(Number(amountOf(r, 'WITHHOLDING_INDEMNITY'))).toBeGreaterThan(0);
  });

  it('the 204 UVT test of art. 401-3 E.T. uses the average of the 12 months before the retirement, not the retirement month (DIAN concepto 30573/2015)', () => {
    // 12 months of 10.500.000 less 840.000 of pension and health: 9.660.000 < 204 × 52.374 = 10.684.296.
    const months = Array.from({ length: 12 }, (_, i) => {
      const index = 2025 * 12 + 8 + i;
      return {
        month: `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`,
        days: 30,
        unpaidLeaveDays: 0,
        fixedSalary: '10500000',
        variableSalary: '0',
        overtimeAndSurcharges: '0',
        transportAid: '0',
        labourIncome: '10500000',
        nonTaxableIncome: '840000',
        ibc: '10500000',
      };
    });
    const r = settle(
      caseOf({
        month: 9,
        contract: {
          salary: '10500000',
          transportAidExcluded: true,
          startDate: '2024-09-01',
          salaryChanges: [{ from: '2026-09-01', amount: '15000000' }],
        },
        novelties: { retirement: { date: '2026-09-30', reason: 'dismissal_without_cause' } },
        history: { pendingVacationDays: '0', months },
      }),
    );
    // The retirement month alone (15.000.000) is above 204 UVT; the 12-month average is not.
    expect(Number(amountOf(r, 'INDEMNITY'))).toBeGreaterThan(0);
    expect(amountOf(r, 'WITHHOLDING_INDEMNITY')).toBeUndefined();
  });
});

describe('prima already paid in the semester (CST 306)', () => {
  it('a retirement after the June prima pays only the days not yet paid', () => {
    const r = settle(
      caseOf({
        month: 6,
        fortnight: 2,
        contract: { startDate: '2025-01-01' },
        novelties: { retirement: { date: '2026-06-30', reason: 'resignation' } },
        history: { primaDaysPaidThisSemester: 180 },
      }),
    );
    expect(amountOf(r, 'PRIMA')).toBeUndefined();
    expect(amountOf(r, 'CESANTIAS')).toBe('1124548');
  });
});

describe('interest on cesantías around a retirement (Ley 52/1975; Ley 2466/2025 art. 64)', () => {
  it('a retirement in January still pays the interest on the 31 Dec balance, besides the year’s own', () => {
    const r = settle(
      caseOf({
        month: 1,
        novelties: { retirement: { date: '2026-01-20', reason: 'resignation' } },
        history: { cesantiasBalance: '2249095', cesantiasYearDays: 360, pendingVacationDays: '0' },
      }),
    );
    const interest = r.lines.filter((l) => l.code === 'CESANTIAS_INTEREST').map((l) => l.value);
    // 2.249.095 × 12 % = 269.891 for last year; this year's 20 days: 124.950 × 12 % × 20 / 360 = 833.
    expect(interest).toEqual(['833', '269891']);
  });

  it('with monthly interest the final settlement does not pay the yearly interest again', () => {
    const r = settle(
      caseOf({
        month: 9,
        company: { interest: { payment: 'monthly' } },
        novelties: { retirement: { date: '2026-09-30', reason: 'resignation' } },
      }),
    );
    const interest = r.lines.filter((l) => l.code === 'CESANTIAS_INTEREST');
    expect(interest.map((l) => l.value)).toEqual(['22491']);
    expect(interest[0]?.source).toContain('Ley 2466/2025 art. 64');
  });
});
