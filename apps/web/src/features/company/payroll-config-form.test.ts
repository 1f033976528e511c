import { describe, expect, it } from 'vitest';
import { payrollConfigFixture } from '../../../test/payroll-config-fixture.ts';
import { canSave, changedSelects, draftOf, missingSelects, toRequest } from './payroll-config-form.ts';

const loaded = payrollConfigFixture();

describe('payroll configuration form', () => {
  it('finds nothing to update when the values are the loaded ones', () => {
    expect(changedSelects(loaded, draftOf(loaded))).toEqual([]);
    expect(canSave(draftOf(loaded))).toBe(true);
  });

  it('lists the selects changed, in screen order', () => {
    const draft = {
      ...draftOf(loaded),
      withholdingRounding: 'PESO' as const,
      absencesPayDay31: 'YES' as const,
    };
    expect(changedSelects(loaded, draft)).toEqual(['absencesPayDay31', 'withholdingRounding']);
    expect(toRequest(draft)).toEqual({ ...loaded, withholdingRounding: 'PESO', absencesPayDay31: 'YES' });
  });

  it('disables saving while one of the ten required selects is empty', () => {
    const draft = { ...draftOf(loaded), primaDecemberPayment: null };
    expect(canSave(draft)).toBe(false);
    expect(missingSelects(draft)).toEqual(['primaDecemberPayment']);
    expect(toRequest(draft)).toBeNull();
  });

  it('also disables saving while an additional select is empty', () => {
    const draft = { ...draftOf(loaded), restDayHoursPaidInFull: null };
    expect(canSave(draft)).toBe(false);
    expect(changedSelects(loaded, draft)).toEqual(['restDayHoursPaidInFull']);
  });
});
