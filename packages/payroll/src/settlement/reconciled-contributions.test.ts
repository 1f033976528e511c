import { describe, expect, it } from 'vitest';
import { amountOf, caseOf, segmentOf } from '../../test/factories.ts';
import { defaultCompanySettings } from '../model/settings.ts';
import { settle } from './settle.ts';

/**
 * Rules settled with packages/pila after its audit (packages/pila/docs/audit-2026-11.md; decisions 0056–0058,
 * 0120, 0121 and 0123). Each figure is rounded as PILA rounds it: IBC up to the peso, each contribution up to the next
 * 100 (Decreto 780/2016 art. 3.2.1.5 as substituted by Decreto 1990/2016).
 */
const totals = (r: ReturnType<typeof settle>) =>
  Object.fromEntries((r.socialSecurity?.contributions ?? []).map((c) => [c.subsystem, c.total]));

const unpaidLeave = {
  absences: [{ contingency: 'unpaid_leave' as const, startDate: '2026-10-20', endDate: '2026-10-24' }],
};

describe('employer health during unpaid leave (Decreto 806/1998 art. 71)', () => {
  it('is paid by default: "no habrá lugar al pago de los aportes por parte del afiliado, pero sí de los correspondientes al empleador"', () => {
    expect(defaultCompanySettings.healthDuringUnpaidLeave).toBe(true);
    const r = settle(
      caseOf({
        month: 10,
        company: { law1607Exonerated: false },
        novelties: unpaidLeave,
        history: { previousMonthIbc: '2000000' },
      }),
    );
    // 2.000.000 × 5 / 30 = 333.333,3 → IBC 333.334; × 8,5 % = 28.333,4 → 28.400; pension 12 % = 40.000,1 → 40.100.
    const sln = segmentOf(r, 'SLN');
    expect([sln?.ibc.health, sln?.rates.health, sln?.contributions.health]).toEqual([
      '333334',
      '0.085',
      '28400',
    ]);
    expect(sln?.contributions.pension).toBe('40100');
  });

  it('owes no 8,5 % on the SLN line of an exonerated worker (E.T. art. 114-1), whatever the setting', () => {
    const r = settle(caseOf({ month: 10, novelties: unpaidLeave, history: { previousMonthIbc: '2000000' } }));
    expect(r.socialSecurity?.exonerated).toBe(true);
    const sln = segmentOf(r, 'SLN');
    expect([sln?.rates.health, sln?.contributions.health]).toEqual(['0', '0']);
    // Worked line: only the worker's 4 % (2.000.000 × 25 / 30 = 1.666.667 → 66.700).
    expect(segmentOf(r, 'WORKED')?.contributions.health).toBe('66700');
    expect(totals(r).health).toBe('66700');
    expect(amountOf(r, 'HEALTH_ER')).toBe('33');
  });

  it('is not paid when the company turns the setting off', () => {
    const r = settle(
      caseOf({
        month: 10,
        company: { law1607Exonerated: false, healthDuringUnpaidLeave: false },
        novelties: unpaidLeave,
        history: { previousMonthIbc: '2000000' },
      }),
    );
    expect(segmentOf(r, 'SLN')?.contributions.health).toBe('0');
  });
});

describe('weekly contributors, PILA tipo 51 (Decreto 2616/2013; Res. 5094/2013)', () => {
  const weekly = { salary: '600000', agreedWeeklyHours: '12', weeklyContributionDaysWorked: 10 };

  it('pay pension and CCF on 2 weekly minimums, ARL on one SMMLV for 30 days, and no health, SENA or ICBF', () => {
    const r = settle(caseOf({ company: { law1607Exonerated: false }, contract: weekly }));
    // 2 × 1.750.905 / 4 = 875.452,5 → 875.453: pension 16 % = 140.072,48 → 140.100; CCF 4 % = 35.018,12 → 35.100.
    // ARL class I on 1.750.905: 9.139,72 → 9.200.
    expect(totals(r)).toEqual({
      pension: '140100',
      health: '0',
      arl: '9200',
      ccf: '35100',
      sena: '0',
      icbf: '0',
    });
    const worked = segmentOf(r, 'WORKED');
    expect([worked?.days.health, worked?.days.arl, worked?.ibc.arl]).toEqual([0, 30, '1750905']);
    expect(amountOf(r, 'HEALTH_EE')).toBeUndefined();
    expect(amountOf(r, 'HEALTH_ER')).toBeUndefined();
    // The worker pays only 4 % of the pension IBC: 875.453 × 4 % = 35.018.
    expect(amountOf(r, 'PENSION_EE')).toBe('35018');
    expect(r.socialSecurity?.exonerated).toBe(false);
  });

  it('take no provisional health in the first fortnight', () => {
    const r = settle(caseOf({ fortnight: 1, contract: weekly }));
    expect(amountOf(r, 'HEALTH_EE')).toBeUndefined();
    expect(amountOf(r, 'PENSION_EE')).toBe('12000');
  });
});

describe('apprentices by phase and period (Ley 789/2002 art. 30; Ley 2466/2025 art. 21; Circular 083/2025)', () => {
  const apprentice = (phase: 'lectiva' | 'practica', salary: string) => ({
    salaryType: 'apprentice' as const,
    apprenticePhase: phase,
    contractType: 'apprenticeship' as const,
    salary,
    startDate: '2025-01-01',
    endDate: '2026-12-31',
  });

  /** PILA tipo 19 on 1.423.500: health 12,5 % = 177.937,5 → 178.000 and ARL class I 7.430,67 → 7.500, nothing else. */
  const HEALTH_AND_ARL_ON_ONE_SMMLV = {
    pension: '0',
    health: '178000',
    arl: '7500',
    ccf: '0',
    sena: '0',
    icbf: '0',
  };

  it('lectiva before the July 2025 period: health only, 12,5 % on one SMMLV, no ARL (Decreto 933/2003 art. 5; PILA tipo 12)', () => {
    const r = settle(caseOf({ year: 2025, month: 6, contract: apprentice('lectiva', '711750') }));
    // 1.423.500 × 12,5 % = 177.937,5 → 178.000.
    expect(totals(r)).toEqual({ pension: '0', health: '178000', arl: '0', ccf: '0', sena: '0', icbf: '0' });
    const worked = segmentOf(r, 'WORKED');
    expect([worked?.days.arl, worked?.ibc.arl]).toEqual([0, '0']);
  });

  it('lectiva from the July 2025 period: health and ARL, both paid by the company (PILA tipo 19)', () => {
    const r = settle(caseOf({ year: 2025, month: 7, contract: apprentice('lectiva', '1067625') }));
    // ARL class I on 1.423.500: 7.430,67 → 7.500.
    expect(totals(r)).toEqual(HEALTH_AND_ARL_ON_ONE_SMMLV);
    expect(amountOf(r, 'HEALTH_EE')).toBeUndefined();
  });

  it('práctica in June 2025 still health and ARL only (PILA tipo 19 until the July period)', () => {
    const r = settle(caseOf({ year: 2025, month: 6, contract: apprentice('practica', '1423500') }));
    expect(totals(r)).toEqual(HEALTH_AND_ARL_ON_ONE_SMMLV);
  });

  it('práctica from the July 2025 period: the whole dependent regime with the usual splits (PILA tipo 01)', () => {
    const r = settle(
      caseOf({
        year: 2025,
        month: 7,
        company: { law1607Exonerated: false },
        contract: apprentice('practica', '1423500'),
      }),
    );
    // 1.423.500: pension 16 % = 227.760 → 227.800; health 12,5 % = 177.937,5 → 178.000; CCF 4 % = 56.940 → 57.000.
    expect(totals(r)).toEqual({
      pension: '227800',
      health: '178000',
      arl: '7500',
      ccf: '57000',
      sena: '28500',
      icbf: '42800',
    });
    expect(amountOf(r, 'HEALTH_EE')).toBe('56940');
  });
});
