import { describe, expect, it } from 'vitest';
import { amountOf, caseOf, lineOf, segmentOf } from '../../test/factories.ts';
import { settle } from './settle.ts';

const contributions = (r: ReturnType<typeof settle>) =>
  Object.fromEntries((r.socialSecurity?.contributions ?? []).map((c) => [c.subsystem, c]));

describe('contributions on 1 SMMLV 2026 (Decreto 1990/2016 rounding; law reference §3.9)', () => {
  it('health 218.900, pension 280.200, ARL I 9.200 when the employer is not exonerated', () => {
    const r = settle(
      caseOf({ month: 3, contract: { salary: '1750905' }, company: { law1607Exonerated: false } }),
    );
    const c = contributions(r);
    expect([c.health?.total, c.pension?.total, c.arl?.total]).toEqual(['218900', '280200', '9200']);
    expect(amountOf(r, 'HEALTH_EE')).toBe('70036');
    expect(amountOf(r, 'PENSION_EE')).toBe('70036');
    expect(amountOf(r, 'HEALTH_ER')).toBe('148864');
    expect(amountOf(r, 'PENSION_ER')).toBe('210164');
    expect(amountOf(r, 'SENA_ER')).toBe('35100');
    expect(amountOf(r, 'ICBF_ER')).toBe('52600');
  });

  it('ARL class IV on 1 SMMLV 2026 is 76.200 (Decreto 1072/2015 art. 2.2.4.3.5; reference §3.9)', () => {
    const r = settle(caseOf({ contract: { salary: '1750905', arlRiskClass: 4 } }));
    expect(contributions(r).arl?.total).toBe('76200');
  });
});

describe('IBC limits (Ley 100/1993 art. 18 as amended by Ley 797/2003 art. 5)', () => {
  it('ceiling 25 SMMLV, not proportional: salary 50.000.000 → IBC 43.772.625', () => {
    const r = settle(caseOf({ contract: { salary: '50000000', transportAidExcluded: true } }));
    const c = contributions(r);
    expect(c.pension?.ibc).toBe('43772625');
    expect(c.pension?.total).toBe('7003700');
    expect(amountOf(r, 'PENSION_EE')).toBe('1750905');
  });

  it('floor 1 SMMLV for a full month even with a lower part-time salary', () => {
    const r = settle(caseOf({ contract: { salary: '1000000', agreedWeeklyHours: '24' } }));
    expect(contributions(r).health?.ibc).toBe('1750905');
    expect(amountOf(r, 'HEALTH_EE')).toBe('70036');
  });

  it('weekly contributors (Decreto 2616/2013 arts. 5–6): 10 days worked = 2 weeks = 875.453 for pension and CCF, no health, ARL on 1 SMMLV (Res. 5094/2013)', () => {
    const r = settle(
      caseOf({ contract: { salary: '600000', agreedWeeklyHours: '16', weeklyContributionDaysWorked: 10 } }),
    );
    const c = contributions(r);
    expect(c.pension?.ibc).toBe('875453');
    expect(c.ccf?.ibc).toBe('875453');
    expect(c.health?.ibc).toBe('0');
    expect(c.arl?.ibc).toBe('1750905');
  });

  it('integral salary contributes on 70 % (Ley 789/2002 art. 49)', () => {
    const r = settle(
      caseOf({ contract: { salaryType: 'integral', salary: '30000000', transportAidExcluded: true } }),
    );
    expect(contributions(r).pension?.ibc).toBe('21000000');
    expect(contributions(r).ccf?.ibc).toBe('21000000');
  });
});

describe('E.T. art. 114-1 exoneration (Ley 1607/2012; Ley 1819/2016 art. 65)', () => {
  it('below 10 SMMLV no employer health, SENA or ICBF', () => {
    const r = settle(caseOf({ contract: { salary: '17509049', transportAidExcluded: true } }));
    expect(r.socialSecurity?.exonerated).toBe(true);
    expect(amountOf(r, 'SENA_ER')).toBeUndefined();
    expect(contributions(r).health?.rate).toBe('0.04');
  });

  it('at 10 SMMLV the worker is not exonerated', () => {
    const r = settle(caseOf({ contract: { salary: '17509050', transportAidExcluded: true } }));
    expect(r.socialSecurity?.exonerated).toBe(false);
    expect(amountOf(r, 'SENA_ER')).toBe('350200');
  });

  it('a natural person with a single worker does not qualify', () => {
    const r = settle(caseOf({ company: { employerKind: 'natural_person', employeeCount: 1 } }));
    expect(r.socialSecurity?.exonerated).toBe(false);
  });
});

describe('Ley 1393/2010 art. 30: non-salary pay above 40 %', () => {
  it('2.000.000 salary + 2.000.000 non-salary bonus → 400.000 enters health, pension and ARL IBC, not CCF', () => {
    const r = settle(
      caseOf({
        contract: { salary: '2000000' },
        novelties: {
          reported: [
            {
              code: 'BNS',
              name: 'Bonificación no salarial',
              nature: 'earning',
              category: 'bonus',
              salary: false,
              value: '2000000',
            },
          ],
        },
      }),
    );
    expect(r.socialSecurity?.law1393Excess).toBe('400000');
    const c = contributions(r);
    expect([c.health?.ibc, c.pension?.ibc, c.arl?.ibc, c.ccf?.ibc]).toEqual([
      '2400000',
      '2400000',
      '2400000',
      '2000000',
    ]);
    expect(lineOf(r, 'BNS')?.dianAttribute).toBe('BonificacionNS');
  });

  it('transport aid and advances do not count', () => {
    const r = settle(
      caseOf({
        contract: { salary: '2000000' },
        novelties: {
          reported: [
            {
              code: 'ANT',
              name: 'Anticipo',
              nature: 'earning',
              category: 'advance',
              salary: false,
              value: '3000000',
            },
          ],
        },
      }),
    );
    expect(r.socialSecurity?.law1393Excess).toBe('0');
  });
});

describe('Fondo de Solidaridad Pensional (Ley 797/2003 art. 8)', () => {
  const fsp = (salary: string) => {
    const r = settle(caseOf({ contract: { salary, transportAidExcluded: true } }));
    return [amountOf(r, 'FSP_SOLIDARITY') ?? '0', amountOf(r, 'FSP_SUBSISTENCE') ?? '0'];
  };
  it('nothing below 4 SMMLV; 1 % from exactly 4 SMMLV (7.003.620)', () => {
    expect(fsp('7003619')).toEqual(['0', '0']);
    expect(fsp('7003620')).toEqual(['35018', '35018']);
  });
  it('1,2 % from 16 to 17 SMMLV inclusive, 1,4 % above 17', () => {
    expect(fsp('28014480')).toEqual(['140072', '196102']);
    expect(fsp('29765385')).toEqual(['148827', '208358']);
    expect(fsp('29765386')).toEqual(['148827', '267888']);
  });
  it('2 % above 20 SMMLV, on the capped IBC', () => {
    // 43.772.625 × 2 % = 875.452,5 → 875.453; solidarity 218.863, subsistence the rest.
    expect(fsp('60000000')).toEqual(['218863', '656590']);
  });
  it('PILA rounds each sub-account up to 100; the employer bears the difference', () => {
    const r = settle(caseOf({ contract: { salary: '7003620', transportAidExcluded: true } }));
    expect(r.socialSecurity?.solidarityFund.solidarity).toBe('35100');
    expect(amountOf(r, 'FSP_ROUNDING_ER')).toBe('164');
  });
});

describe('PILA segments (Res. 2388/2016 num. 2.1.2.2)', () => {
  it('unpaid leave: SLN line with 12 % employer pension only (CONF_AFP_SLN default)', () => {
    const r = settle(
      caseOf({
        month: 10,
        novelties: {
          absences: [{ contingency: 'unpaid_leave', startDate: '2026-10-20', endDate: '2026-10-24' }],
        },
        history: { previousMonthIbc: '2000000' },
      }),
    );
    const sln = segmentOf(r, 'SLN');
    expect(sln?.days.pension).toBe(5);
    expect(sln?.ibc.pension).toBe('333334');
    expect(sln?.rates.pension).toBe('0.12');
    expect(sln?.contributions).toMatchObject({ pension: '40100', health: '0', arl: '0', ccf: '0' });
    expect(segmentOf(r, 'WORKED')?.days.pension).toBe(25);
    expect(amountOf(r, 'BASIC')).toBe('1666667');
  });

  it('entry and retirement dates travel on the first line (ING/RET)', () => {
    const r = settle(
      caseOf({
        month: 9,
        contract: { startDate: '2026-09-07' },
        novelties: { retirement: { date: '2026-09-25', reason: 'resignation' } },
      }),
    );
    const worked = segmentOf(r, 'WORKED');
    expect([worked?.ing, worked?.ret, worked?.days.health]).toEqual(['2026-09-07', '2026-09-25', 19]);
  });

  it('the days of all segments never exceed 30', () => {
    const r = settle(
      caseOf({
        month: 1,
        novelties: {
          absences: [{ contingency: 'common_illness', startDate: '2026-01-05', endDate: '2026-01-31' }],
          vacations: [],
        },
      }),
    );
    const total = r.socialSecurity?.segments.reduce((n, s) => n + s.days.health, 0);
    expect(total).toBe(30);
  });

  it('apprentice in lectiva: health 12,5 % all employer on 1 SMMLV and ARL; no pension or parafiscales (Ley 2466/2025 art. 21)', () => {
    const r = settle(
      caseOf({
        contract: {
          salaryType: 'apprentice',
          apprenticePhase: 'lectiva',
          contractType: 'apprenticeship',
          salary: '1313179',
        },
      }),
    );
    const c = contributions(r);
    expect([c.health?.total, c.health?.employee, c.arl?.total, c.pension?.total, c.ccf?.total]).toEqual([
      '218900',
      '0',
      '9200',
      '0',
      '0',
    ]);
    expect(amountOf(r, 'HEALTH_EE')).toBeUndefined();
    expect(lineOf(r, 'APPRENTICE_SUPPORT')?.dianElement).toBe('ApoyoSost');
    expect(amountOf(r, 'TRANSPORT_AID')).toBeUndefined();
  });
});
