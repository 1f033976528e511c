import { MONTH_NAMES } from '@quincena/contracts';
import type { TCalendar } from '@quincena/contracts/settlement';
import { describe, expect, it } from 'vitest';
import { bogotaToday, periodChoices } from './period-choices.ts';

/** A fortnight of 2026: month 1–12, fortnight 1 or 2, with its state. */
function fortnight(id: number, month: number, half: 1 | 2, state: TCalendar['state']): TCalendar {
  const mm = String(month).padStart(2, '0');
  const last = new Date(Date.UTC(2026, month, 0)).getUTCDate();
  return {
    id,
    type: 'NM',
    retirementId: null,
    year: 2026,
    month,
    fortnight: half,
    periodStart: `2026-${mm}-${half === 1 ? '01' : '16'}`,
    periodEnd: `2026-${mm}-${half === 1 ? '15' : String(last)}`,
    paymentDate: `2026-${mm}-${half === 1 ? '15' : String(last)}`,
    detail: `Nómina ${half === 1 ? '1a' : '2a'} quincena ${MONTH_NAMES[month - 1]} 2026`,
    state,
    needsReprocess: false,
  };
}

// January open and never run (a forgotten period), Feb–Mar accumulated, April 1 processed, the rest open.
const calendars = [
  fortnight(1, 1, 1, 'OPEN'),
  fortnight(2, 1, 2, 'OPEN'),
  fortnight(3, 2, 1, 'ACCUMULATED'),
  fortnight(4, 2, 2, 'ACCUMULATED'),
  fortnight(5, 3, 1, 'ACCUMULATED'),
  fortnight(6, 3, 2, 'ACCUMULATED'),
  fortnight(7, 4, 1, 'PROCESSED'),
  fortnight(8, 4, 2, 'OPEN'),
  fortnight(9, 5, 1, 'OPEN'),
  fortnight(10, 5, 2, 'OPEN'),
];

describe('periodChoices: the payroll periods a novelty may be recorded in (decision 0315)', () => {
  it('lists newest first with each state in Spanish, without accumulated or forgotten older periods', () => {
    const { options, hiddenOlder } = periodChoices(calendars, { today: '2026-04-20' });
    expect(options.map((option) => option.label)).toEqual([
      '10 - Nómina 2a quincena mayo 2026 (abierto)',
      '9 - Nómina 1a quincena mayo 2026 (abierto)',
      '8 - Nómina 2a quincena abril 2026 (abierto)',
      '7 - Nómina 1a quincena abril 2026 (procesado)',
    ]);
    expect(hiddenOlder).toBe(2);
  });

  it('defaults to the period containing today in Bogotá', () => {
    expect(periodChoices(calendars, { today: '2026-04-20' }).defaultId).toBe(8);
    expect(periodChoices(calendars, { today: '2026-04-15' }).defaultId).toBe(7);
    expect(periodChoices(calendars, { today: '2026-05-31' }).defaultId).toBe(10);
  });

  it('defaults to the first open period after the last accumulated one when today has none', () => {
    // Today falls in an accumulated period, or beyond the generated calendars.
    expect(periodChoices(calendars, { today: '2026-03-20' }).defaultId).toBe(8);
    expect(periodChoices(calendars, { today: '2027-01-10' }).defaultId).toBe(8);
    // Nothing accumulated yet: the first open period of all.
    expect(periodChoices(calendars.slice(0, 2), { today: '2027-01-10' }).defaultId).toBe(1);
  });

  it('shows the older open periods when asked, and always the edited novelty’s own period', () => {
    const asked = periodChoices(calendars, { today: '2026-04-20', showOlder: true });
    expect(asked.options.map((option) => option.value)).toEqual([10, 9, 8, 7, 2, 1]);
    const editing = periodChoices(calendars, { today: '2026-04-20', keepId: 4 });
    expect(editing.options.map((option) => option.label)).toContain(
      '4 - Nómina 2a quincena febrero 2026 (acumulado)',
    );
    expect(periodChoices(calendars, { today: '2026-04-20', keepId: 1 }).options.at(-1)?.value).toBe(1);
  });

  it('offers the accumulated periods too, on request, to a kind that may be recorded there as retroactive', () => {
    expect(periodChoices(calendars, { today: '2026-04-20', accumulatedToo: true }).hiddenOlder).toBe(6);
    const asked = periodChoices(calendars, { today: '2026-04-20', showOlder: true, accumulatedToo: true });
    expect(asked.options.map((option) => option.value)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(asked.options.find((option) => option.value === 3)?.label).toContain('(acumulado)');
    expect(asked.defaultId).toBe(8);
  });

  it('has no default when every period is accumulated', () => {
    const closed = calendars.map((calendar) => ({ ...calendar, state: 'ACCUMULATED' as const }));
    expect(periodChoices(closed, { today: '2026-04-20' })).toEqual({
      options: [],
      defaultId: null,
      hiddenOlder: 0,
    });
  });

  it('reads today in Bogotá, five hours behind UTC', () => {
    expect(bogotaToday(new Date('2026-05-01T03:00:00Z'))).toBe('2026-04-30');
    expect(bogotaToday(new Date('2026-05-01T05:00:00Z'))).toBe('2026-05-01');
  });
});
