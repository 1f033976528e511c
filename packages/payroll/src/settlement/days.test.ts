import { describe, expect, it } from 'vitest';
import { defaultCompanySettings } from '../model/settings.ts';
import { classifyDays } from './days.ts';

const s = defaultCompanySettings;

describe('30-day commercial month (CST art. 134; law reference §3.5)', () => {
  it('a 31-day month counts 30 days', () => {
    const d = classifyDays('2026-03-01', '2026-03-31', '2020-01-01', undefined, [], [], s);
    expect([d.activeDays, d.basicDays, d.workedDays]).toEqual([30, 30, 30]);
  });

  it('February counts 30 days (28 in 2026, 29 in 2024)', () => {
    expect(classifyDays('2026-02-01', '2026-02-28', '2020-01-01', undefined, [], [], s).basicDays).toBe(30);
    expect(classifyDays('2024-02-01', '2024-02-29', '2020-01-01', undefined, [], [], s).basicDays).toBe(30);
  });

  it('an employee who enters on 16 February is paid 15 days', () => {
    expect(classifyDays('2026-02-01', '2026-02-28', '2026-02-16', undefined, [], [], s).basicDays).toBe(15);
  });

  it('an employee who leaves mid-month is paid to the retirement date; the 31st counts as the 30th', () => {
    expect(classifyDays('2026-03-01', '2026-03-31', '2020-01-01', '2026-03-15', [], [], s).basicDays).toBe(
      15,
    );
    expect(classifyDays('2026-03-01', '2026-03-31', '2020-01-01', '2026-03-30', [], [], s).basicDays).toBe(
      30,
    );
    expect(classifyDays('2026-03-01', '2026-03-31', '2020-01-01', '2026-03-31', [], [], s).basicDays).toBe(
      30,
    );
  });

  it('the second fortnight of February counts 15 days', () => {
    expect(classifyDays('2026-02-16', '2026-02-28', '2020-01-01', undefined, [], [], s).basicDays).toBe(15);
  });

  it('a vacation business day on the 31st is paid as vacation and displaces one salary day (decision 0033)', () => {
    const d = classifyDays(
      '2026-03-01',
      '2026-03-31',
      '2020-01-01',
      undefined,
      [],
      [{ daysInTime: 15, daysInMoney: 0, startDate: '2026-03-16' }],
      s,
    );
    // 16–31 March 2026, Monday–Saturday: 13 business days (Sundays 22 and 29, holiday 23 March excluded).
    expect(d.vacationBusinessDays).toBe(13);
    expect(d.basicDays).toBe(17);
    expect(d.workedDays).toBe(15);
  });

  it('an incapacity chain numbers its days across prórrogas (Decreto 780/2016 art. 2.2.3.3.2)', () => {
    const d = classifyDays(
      '2026-03-01',
      '2026-03-31',
      '2020-01-01',
      undefined,
      [{ contingency: 'common_illness', startDate: '2026-03-10', endDate: '2026-03-12', extensionOfDays: 5 }],
      [],
      s,
    );
    expect(d.days.filter((x) => x.chainDay).map((x) => x.chainDay)).toEqual([6, 7, 8]);
  });
});
