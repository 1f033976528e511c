import { describe, expect, it } from 'vitest';
import { amountOf, caseOf, lineOf, segmentOf } from '../../test/factories.ts';
import type { AbsenceNovelty } from '../model/novelties.ts';
import { settle } from './settle.ts';

const illness = (
  startDate: string,
  endDate: string,
  extra: Partial<AbsenceNovelty> = {},
): AbsenceNovelty => ({
  contingency: 'common_illness',
  startDate,
  endDate,
  ...extra,
});

describe('common incapacity (CST art. 227; Decreto 2943/2013 art. 1)', () => {
  it('days 1–2 paid by the employer at 2/3 by default, days 3+ by the EPS at 2/3 (salary 3.000.000)', () => {
    const r = settle(
      caseOf({
        contract: { salary: '3000000' },
        novelties: { absences: [illness('2026-03-02', '2026-03-06')] },
      }),
    );
    expect(amountOf(r, 'INC_COMMON_EMPLOYER')).toBe('133333');
    expect(amountOf(r, 'INC_COMMON_EPS')).toBe('200000');
    expect(lineOf(r, 'INC_COMMON_EPS')?.accounting.debit).toBe('receivable_health_entity');
    expect(lineOf(r, 'INC_COMMON_EPS')?.dianIncapacityType).toBe(1);
    expect(amountOf(r, 'BASIC')).toBe('2500000');
  });

  it('company setting: days 1–2 at 100 %', () => {
    const r = settle(
      caseOf({
        contract: { salary: '3000000' },
        company: { absences: { payDay31: false, commonSickDays1to2Rate: 'full' } },
        novelties: { absences: [illness('2026-03-02', '2026-03-06')] },
      }),
    );
    expect(amountOf(r, 'INC_COMMON_EMPLOYER')).toBe('200000');
  });

  it('never below the daily SMMLV (C-543/2007): a minimum-wage worker keeps 58.363,5 a day', () => {
    const r = settle(
      caseOf({
        contract: { salary: '1750905' },
        novelties: { absences: [illness('2026-03-02', '2026-03-06')] },
      }),
    );
    expect(amountOf(r, 'INC_COMMON_EMPLOYER')).toBe('116727');
    expect(amountOf(r, 'INC_COMMON_EPS')).toBe('175091');
  });

  it('a prórroga does not pay days 1–2 again (Decreto 780/2016 art. 2.2.3.3.2)', () => {
    const r = settle(
      caseOf({
        contract: { salary: '3000000' },
        novelties: { absences: [illness('2026-03-02', '2026-03-06', { extensionOfDays: 4 })] },
      }),
    );
    expect(amountOf(r, 'INC_COMMON_EMPLOYER')).toBeUndefined();
    expect(amountOf(r, 'INC_COMMON_EPS')).toBe('333333');
  });

  it('from day 91 half pay, floored at the SMMLV', () => {
    const r = settle(
      caseOf({
        contract: { salary: '3000000' },
        novelties: { absences: [illness('2026-03-02', '2026-03-03', { extensionOfDays: 89 })] },
      }),
    );
    expect(amountOf(r, 'INC_COMMON_EPS')).toBe('66667');
    expect(amountOf(r, 'INC_COMMON_EPS_91')).toBe('58364');
  });

  it('day 31 is paid only when the company pays it (CONF_ABS PAGA_DIA_31)', () => {
    const without = settle(
      caseOf({
        contract: { salary: '3000000' },
        novelties: { absences: [illness('2026-03-30', '2026-03-31')] },
      }),
    );
    expect(lineOf(without, 'INC_COMMON_EMPLOYER')?.units).toBe('1');
    expect(lineOf(without, 'BASIC')?.units).toBe('29');
    const withDay31 = settle(
      caseOf({
        contract: { salary: '3000000' },
        company: { absences: { payDay31: true, commonSickDays1to2Rate: 'two_thirds' } },
        novelties: { absences: [illness('2026-03-30', '2026-03-31')] },
      }),
    );
    expect(lineOf(withDay31, 'INC_COMMON_EMPLOYER')?.units).toBe('2');
    expect(lineOf(withDay31, 'BASIC')?.units).toBe('29');
  });

  it('the IBC of the IGE line is the value of the incapacity (Decreto 1406/1999 art. 40), floored at the SMMLV', () => {
    const r = settle(
      caseOf({
        contract: { salary: '3000000' },
        novelties: { absences: [illness('2026-03-02', '2026-03-06', { diagnosis: 'A09X' })] },
      }),
    );
    const ige = segmentOf(r, 'IGE');
    expect([ige?.startDate, ige?.endDate, ige?.days.health, ige?.ibc.health, ige?.diagnosis]).toEqual([
      '2026-03-02',
      '2026-03-06',
      5,
      '333333',
      'A09X',
    ]);
    expect(ige?.contributions.ccf).toBe('0');
    expect(ige?.contributions.arl).toBe('0');
  });
});

describe('work-related incapacity (Ley 776/2002 art. 3)', () => {
  it('the day of the accident is paid by the employer; the ARL pays 100 % from the next day', () => {
    const r = settle(
      caseOf({
        month: 10,
        year: 2025,
        contract: { salary: '1800000', arlRiskClass: 4 },
        novelties: {
          absences: [{ contingency: 'work_accident', startDate: '2025-10-06', endDate: '2025-10-15' }],
        },
      }),
    );
    expect(amountOf(r, 'INC_WORK_EMPLOYER')).toBe('60000');
    expect(amountOf(r, 'INC_WORK')).toBe('540000');
    expect(lineOf(r, 'INC_WORK')?.accounting.debit).toBe('receivable_arl');
    expect(lineOf(r, 'INC_WORK')?.dianIncapacityType).toBe(3);
    expect(segmentOf(r, 'IRL')?.days.pension).toBe(10);
  });
});

describe('licences (CST arts. 236, 51, 57)', () => {
  it('maternity: 100 % of the previous IBC, LMA line, DIAN LicenciaMP; February counts 30 days', () => {
    const r = settle(
      caseOf({
        month: 2,
        contract: { salary: '2800000' },
        novelties: {
          absences: [{ contingency: 'maternity', startDate: '2026-02-09', endDate: '2026-06-14' }],
        },
        history: { previousMonthIbc: '2800000' },
      }),
    );
    expect(lineOf(r, 'LIC_MATERNITY')?.units).toBe('22');
    expect(amountOf(r, 'LIC_MATERNITY')).toBe('2053333');
    expect(amountOf(r, 'BASIC')).toBe('746667');
    const lma = segmentOf(r, 'LMA');
    expect([lma?.detail, lma?.days.health, lma?.ibc.health]).toEqual(['maternity', 22, '2053333']);
  });

  it('paid licence keeps the salary (LR line with CCF, no ARL); unpaid licence pays nothing (SLN)', () => {
    const r = settle(
      caseOf({
        month: 10,
        novelties: {
          absences: [
            { contingency: 'paid_leave', startDate: '2026-10-05', endDate: '2026-10-09' },
            { contingency: 'unpaid_leave', startDate: '2026-10-20', endDate: '2026-10-24' },
          ],
        },
      }),
    );
    expect(amountOf(r, 'LIC_PAID')).toBe('333333');
    expect(amountOf(r, 'LIC_UNPAID')).toBe('0');
    expect(lineOf(r, 'LIC_UNPAID')?.dianElement).toBe('LicenciaNR');
    expect(amountOf(r, 'BASIC')).toBe('1333333');
    expect(lineOf(r, 'TRANSPORT_AID')?.units).toBe('20');
    const lr = segmentOf(r, 'LR');
    expect([lr?.contributions.ccf, lr?.contributions.arl]).toEqual(['13400', '0']);
  });
});
