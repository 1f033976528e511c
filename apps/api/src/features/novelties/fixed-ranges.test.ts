import { describe, expect, it } from 'vitest';
import { touchedByUpdate } from './fixed.service.ts';

const item = { contractId: 1, conceptCode: 'LOAN', startDate: '2026-01-01', endDate: null as string | null };

describe('[NOVELTIES][FIXED] the days an edit of a fixed item touches (decision 0141)', () => {
  it('a new value takes effect after the last accumulated period', () => {
    expect(touchedByUpdate(item, item, '2026-03-31')).toEqual([{ from: '2026-04-01', to: '9999-12-31' }]);
    expect(touchedByUpdate(item, item, null)).toEqual([{ from: '2026-01-01', to: '9999-12-31' }]);
  });

  it('ending an item touches the days it no longer covers', () => {
    const ended = touchedByUpdate(item, { ...item, endDate: '2026-05-31' }, '2026-03-31');
    expect(ended[0]).toEqual({ from: '2026-06-01', to: '9999-12-31' });
    const endedInsideAccumulated = touchedByUpdate(item, { ...item, endDate: '2026-02-28' }, '2026-03-31');
    expect(endedInsideAccumulated[0]).toEqual({ from: '2026-03-01', to: '9999-12-31' });
  });

  it('a new start, concept or contract touches both whole spans', () => {
    expect(touchedByUpdate(item, { ...item, startDate: '2026-05-01' }, '2026-03-31')).toEqual([
      { from: '2026-01-01', to: '9999-12-31' },
      { from: '2026-05-01', to: '9999-12-31' },
    ]);
  });
});
