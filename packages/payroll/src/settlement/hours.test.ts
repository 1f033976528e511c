import { describe, expect, it } from 'vitest';
import { caseOf, lineOf } from '../../test/factories.ts';
import { defaultCompanySettings } from '../model/settings.ts';
import { parametersOn } from '../parameters/index.ts';
import { hourRate, ordinaryHourValue, splitTimedHours } from './hours.ts';
import { settle } from './settle.ts';

const s = defaultCompanySettings;
const rate = (type: Parameters<typeof hourRate>[0], date: string, settings = s) =>
  hourRate(type, parametersOn(date), settings).multiplier.toString();

describe('surcharge multipliers by date (CST 168, 179; Ley 2466/2025 art. 14)', () => {
  it('CST 168: night 35 %, day overtime 25 %, night overtime 75 %', () => {
    expect(rate('HRN', '2025-03-01')).toBe('0.35');
    expect(rate('HED', '2025-03-01')).toBe('1.25');
    expect(rate('HEN', '2025-03-01')).toBe('1.75');
  });

  it('rest-day hours: 75 % until 30 Jun 2025, 80 % from 1 Jul 2025, 90 % from 1 Jul 2026', () => {
    expect(rate('HRDDF', '2025-06-30')).toBe('1.75');
    expect(rate('HRDDF', '2025-07-01')).toBe('1.8');
    expect(rate('HRDDF', '2026-06-30')).toBe('1.8');
    expect(rate('HRDDF', '2026-07-01')).toBe('1.9');
  });

  it('combined surcharges add up ([GL26] L10048): 100/105/115 % HEDDF, 150/155/165 % HENDF', () => {
    expect(rate('HEDDF', '2025-06-30')).toBe('2');
    expect(rate('HEDDF', '2025-07-01')).toBe('2.05');
    expect(rate('HEDDF', '2026-07-01')).toBe('2.15');
    expect(rate('HENDF', '2025-06-30')).toBe('2.5');
    expect(rate('HENDF', '2026-07-01')).toBe('2.65');
    expect(rate('HRNDF', '2025-06-30')).toBe('2.1');
    expect(rate('HRNDF', '2026-07-01')).toBe('2.25');
  });

  it('CST 179 setting: rest-day ordinary hours pay only the surcharge when the salary already pays them', () => {
    expect(rate('HRDDF', '2026-07-01', { ...s, restDayHoursPaidInFull: false })).toBe('0.9');
  });

  it('DIAN percentage is the surcharge (Anexo table 5.5.5)', () => {
    expect(hourRate('HEDDF', parametersOn('2025-07-01'), s).surchargePercent.toString()).toBe('105');
  });
});

describe('ordinary hour value (Ley 2101/2021; [GL26] L9967–9995, salary 3.000.000)', () => {
  const c = caseOf({ contract: { salary: '3000000' } }).contract;
  const hv = (date: string) => ordinaryHourValue(c, date, parametersOn(date)).toDecimalPlaces(0).toString();
  it('47 h → 12.766; 46 h → 13.043; 44 h → 13.636; 42 h → 14.286', () => {
    expect(hv('2024-07-14')).toBe('12766');
    expect(hv('2024-07-15')).toBe('13043');
    expect(hv('2025-07-15')).toBe('13636');
    expect(hv('2026-07-15')).toBe('14286');
  });
  it('part-time agreed hours change the divisor', () => {
    const part = { ...c, salary: '1000000', agreedWeeklyHours: '24' };
    expect(ordinaryHourValue(part, '2026-03-02', parametersOn('2026-03-02')).toString()).toBe(
      '8333.333333333333333333333333333333333333',
    );
  });
});

describe('night window (CST 160; Ley 2466/2025 art. 10: 19:00 from 25 Dec 2025)', () => {
  it('18:00–22:00 on 24 Dec 2025 has one night hour; on 26 Dec 2025 three', () => {
    const before = splitTimedHours(
      { kind: 'timed', date: '2025-12-24', start: '18:00', end: '22:00', overtime: false },
      s,
    );
    expect(before.map((h) => [h.type, h.hours.toString()])).toEqual([['HRN', '1']]);
    const after = splitTimedHours(
      { kind: 'timed', date: '2025-12-26', start: '18:00', end: '22:00', overtime: false },
      s,
    );
    expect(after.map((h) => [h.type, h.hours.toString()])).toEqual([['HRN', '3']]);
  });

  it('25 Dec 2025 is a holiday: ordinary hours become rest-day hours, day and night', () => {
    const xmas = splitTimedHours(
      { kind: 'timed', date: '2025-12-25', start: '18:00', end: '22:00', overtime: false },
      s,
    );
    expect(xmas.map((h) => [h.type, h.hours.toString()])).toEqual([
      ['HRDDF', '1'],
      ['HRNDF', '3'],
    ]);
  });

  it('overtime crossing midnight into a Sunday is dated and classified by each day', () => {
    const split = splitTimedHours(
      { kind: 'timed', date: '2026-03-14', start: '22:00', end: '02:00', overtime: true },
      s,
    );
    expect(split.map((h) => [h.date, h.type, h.hours.toString()])).toEqual([
      ['2026-03-14', 'HEN', '2'],
      ['2026-03-15', 'HENDF', '2'],
    ]);
  });
});

describe('hour lines in a settlement', () => {
  it('4 HED on 10 Jul 2026 with salary 2.400.000: 2.400.000 / 220 × 1,25 × 4 = 54.545', () => {
    const r = settle(
      caseOf({
        month: 7,
        contract: { salary: '2400000' },
        novelties: { hours: [{ kind: 'typed', type: 'HED', hours: '4', date: '2026-07-10' }] },
      }),
    );
    const hed = lineOf(r, 'HED');
    expect(hed?.value).toBe('54545');
    expect(hed?.dianElement).toBe('HEDs');
    expect(hed?.dianPercentage).toBe('25');
    expect(hed?.salary).toBe(true);
  });

  it('the same hours after 15 Jul 2026 use the 42-hour divisor (210): 2.400.000 / 210 × 1,25 × 4 = 57.143', () => {
    const r = settle(
      caseOf({
        month: 7,
        contract: { salary: '2400000' },
        novelties: { hours: [{ kind: 'typed', type: 'HED', hours: '4', date: '2026-07-20' }] },
      }),
    );
    expect(lineOf(r, 'HED')?.value).toBe('57143');
  });

  it('overtime pay enters the IBC and flags VST on the worked PILA line', () => {
    const r = settle(
      caseOf({
        month: 7,
        contract: { salary: '2400000' },
        novelties: { hours: [{ kind: 'typed', type: 'HED', hours: '4', date: '2026-07-10' }] },
      }),
    );
    const worked = r.socialSecurity?.segments[0];
    expect(worked?.ibc.pension).toBe('2454545');
    expect(worked?.vst).toBe(true);
  });
});

describe('the 2025-12-25 night-hours change in a settlement (Ley 2466/2025 art. 10)', () => {
  it('the same 18:00–22:00 shift has 1 night hour on 23 Dec 2025 and 3 on 26 Dec 2025', () => {
    const shift = (date: string) => ({
      kind: 'timed' as const,
      date,
      start: '18:00',
      end: '22:00',
      overtime: false,
    });
    const r = settle(
      caseOf({
        year: 2025,
        month: 12,
        contract: { salary: '2200000' },
        novelties: { hours: [shift('2025-12-23'), shift('2025-12-26')] },
      }),
    );
    const night = r.lines.filter((l) => l.code === 'HRN');
    // 2.200.000 / 220 = 10.000 an hour; 35 % surcharge = 3.500 per night hour.
    expect(night.map((l) => [l.startDate, l.units, l.value])).toEqual([
      ['2025-12-23', '1', '3500'],
      ['2025-12-26', '3', '10500'],
    ]);
  });
});
