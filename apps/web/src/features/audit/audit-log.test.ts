import { describe, expect, it } from 'vitest';
import { changesText } from './pages/audit-log-page.tsx';

describe('the audit log screen', () => {
  it('reads a change as field: before → after, and a creation or deletion as its values', () => {
    expect(changesText({ before: { amount: 3_000_000 }, after: { amount: 3_200_000 } })).toBe(
      'amount: 3000000 → 3200000',
    );
    expect(changesText({ before: { end_date: null }, after: { end_date: '2027-01-31' } })).toBe(
      'end_date: — → 2027-01-31',
    );
    expect(changesText({ before: null, after: { concept: 'EPS', days: 30 } })).toBe('concept: EPS; days: 30');
    expect(changesText({ before: { value: 400000 }, after: null })).toBe('value: 400000');
  });
});
