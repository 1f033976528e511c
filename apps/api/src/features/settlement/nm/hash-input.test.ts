import { createHash } from 'node:crypto';
import type { SettlementInput } from '@quincena/payroll';
import { describe, expect, it } from 'vitest';
import { hashInput } from './nm-kind.ts';

const plainHash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('hashInput', () => {
  it('is the hash of JSON.stringify(input), with the settings serialized once per run', () => {
    const company = { name: 'Empresa', rates: { health: '0.085' }, flags: [true, false], skipped: undefined };
    const inputs = [1, 2].map(
      (n) =>
        ({
          period: { year: 2026, month: 3, fortnight: 1, paymentDate: '2026-03-15' },
          company,
          contract: { id: n, salary: `${1_750_905 + n}`, note: 'año "ñ" \\ \u2028' },
          novelties: { hours: [], reported: [{ value: '1.5', end: undefined }] },
          history: undefined,
        }) as unknown as SettlementInput,
    );
    for (const input of inputs) expect(hashInput(input)).toBe(plainHash(input));
    // The same settings object, changed values elsewhere: still the plain hash.
    expect(hashInput({ ...inputs[0], period: { year: 2027 } } as unknown as SettlementInput)).toBe(
      plainHash({ ...inputs[0], period: { year: 2027 } }),
    );
  });
});
