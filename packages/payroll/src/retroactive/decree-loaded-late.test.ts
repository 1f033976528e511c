import { afterEach, describe, expect, it } from 'vitest';
import { caseOf } from '../../test/factories.ts';
import { clearRegisteredDecreedYears, registerDecreedYear } from '../parameters/index.ts';
import { settle } from '../settlement/settle.ts';
import { retroactiveDifferences } from './differences.ts';

/**
 * A minimum-wage decree loaded after January closed. January 2027 is settled before the 2027 values are in
 * the system, so the engine uses 2026's (SMMLV 1.750.905, aid 249.095) with its undecreed-year warning
 * (decision 0132). Then the year is loaded and January is recomputed.
 *
 * HYPOTHETICAL 2027 VALUES, for this test only (not a real decree): SMMLV 1.900.000, aid 270.000, UVT 54.000.
 */
const HYPOTHETICAL_2027 = {
  year: 2027,
  smmlv: { value: '1900000', source: 'Hypothetical decree (test only)' },
  transportAid: { value: '270000', source: 'Hypothetical decree (test only)' },
  uvt: { value: '54000', source: 'Hypothetical resolution (test only)' },
};

afterEach(() => clearRegisteredDecreedYears());

describe('a minimum-wage decree loaded after January closed', () => {
  it('a minimum-wage earner gets the salary and aid differences with their contributions and provisions', () => {
    const stored = settle(caseOf({ year: 2027, month: 1, contract: { salary: '1750905' } }));
    expect(stored.warnings.some((w) => w.includes('aún no están decretados'))).toBe(true);

    registerDecreedYear(HYPOTHETICAL_2027);
    // The clerk moves the minimum-wage earner to the new minimum from 1 January.
    const recomputed = settle(
      caseOf({
        year: 2027,
        month: 1,
        contract: { salary: '1750905', salaryChanges: [{ from: '2027-01-01', amount: '1900000' }] },
      }),
    );
    expect(recomputed.warnings.some((w) => w.includes('aún no están decretados'))).toBe(false);

    const lines = retroactiveDifferences({
      period: { year: 2027, month: 1 },
      stored: stored.lines,
      recomputed: recomputed.lines,
    });
    expect(Object.fromEntries(lines.map((l) => [l.code, l.value]))).toEqual({
      // 1.900.000 − 1.750.905
      BASIC: '149095',
      // 270.000 − 249.095, same 30 days
      TRANSPORT_AID: '20905',
      // 4 % × 1.900.000 = 76.000 against 4 % × 1.750.905 = 70.036,2 → 70.036
      HEALTH_EE: '5964',
      PENSION_EE: '5964',
      // Exonerated employer (art. 114-1 E.T.) pays no health rate, only PILA's round-up of the health total:
      // 4 % × 1.750.905 = 70.036,2 → 70.100 − 70.036 = 64 stored; 76.000 is already a multiple of 100
      HEALTH_ER: '-64',
      // 16 %: 304.000 − 76.000 = 228.000 against 280.144,8 → 280.200 − 70.036 = 210.164
      PENSION_ER: '17836',
      // 0,522 %: 9.918 → 10.000 against 9.139,72 → 9.200
      ARL_ER: '800',
      // 4 %: 76.000 against 70.036,2 → 70.100
      CCF_ER: '5900',
      // (1.900.000 + 270.000) / 12 = 180.833,33 → 180.833 against (1.750.905 + 249.095) / 12 = 166.666,67 → 166.667
      PROV_PRIMA: '14166',
      PROV_CESANTIAS: '14166',
      // 12 %: 21.699,96 → 21.700 against 20.000,04 → 20.000
      PROV_CESANTIAS_INTEREST: '1700',
      // 1.900.000 / 24 = 79.166,67 → 79.167 against 1.750.905 / 24 = 72.954,375 → 72.954
      PROV_VACATIONS: '6213',
    });
    expect(lines.every((l) => l.period.year === 2027 && l.period.month === 1 && !l.period.fortnight)).toBe(
      true,
    );
  });
});
