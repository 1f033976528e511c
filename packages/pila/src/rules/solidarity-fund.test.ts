import { describe, expect, it } from 'vitest';
import { rate } from '../money/rounding.ts';
import { solidarityFundRates } from './solidarity-fund.ts';

const SMMLV = 1_750_905;

describe('solidarityFundRates (Ley 797/2003 art. 8)', () => {
  it.each([
    ['below 4 SMMLV', 4 * SMMLV - 1, '0', '0'],
    ['exactly 4 SMMLV', 4 * SMMLV, '0.005', '0.005'],
    ['just under 16', 16 * SMMLV - 1, '0.005', '0.005'],
    ['exactly 16', 16 * SMMLV, '0.005', '0.007'],
    ['exactly 17', 17 * SMMLV, '0.005', '0.007'],
    ['over 17', 17 * SMMLV + 1, '0.005', '0.009'],
    ['over 18', 18 * SMMLV + 1, '0.005', '0.011'],
    ['over 19', 19 * SMMLV + 1, '0.005', '0.013'],
    ['exactly 20', 20 * SMMLV, '0.005', '0.013'],
    ['over 20', 20 * SMMLV + 1, '0.005', '0.015'],
  ])('%s', (_, ibc, solidarity, subsistence) => {
    expect(solidarityFundRates(ibc, SMMLV)).toEqual({
      solidarity: rate(solidarity),
      subsistence: rate(subsistence),
    });
  });
});
