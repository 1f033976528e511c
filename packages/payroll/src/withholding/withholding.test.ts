import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { parametersOn } from '../parameters/index.ts';
import { depureLabourIncome } from './depuration.ts';
import { withholdingProcedure1 } from './procedure1.ts';
import { procedure2Percentage, procedure2Semester, withholdingProcedure2 } from './procedure2.ts';
import { roundWithholding } from './rounding.ts';
import {
  cesantiasExemptShare,
  indemnityWithholding,
  primaWithholding,
  taxableCesantias,
} from './special-payments.ts';
import { taxInUvt } from './table-383.ts';

const d = (v: Decimal.Value) => new Decimal(v);
const P2026 = parametersOn('2026-01-31'); // UVT 52.374 (Resolución DIAN 000238/2025)
const ZERO = d(0);
const month = (labourIncome: number, pension: number, health: number) => ({
  labourIncome: d(labourIncome),
  mandatoryPension: d(pension),
  mandatoryHealth: d(health),
  voluntaryPension: ZERO,
  afc: ZERO,
  hasDependants: false,
  prepaidMedicine: ZERO,
  housingInterest: ZERO,
});

describe('art. 383 E.T. table (Ley 2010/2019 art. 42)', () => {
  const table = P2026.withholdingTable;
  it('taxes nothing up to 95 UVT', () => {
    expect(taxInUvt(d(95), table).toString()).toBe('0');
  });
  it('applies 19 % between 95 and 150 UVT', () => {
    expect(taxInUvt(d(150), table).toString()).toBe('10.45');
  });
  it('adds the literal 10 UVT of the law from 150 UVT (28 %)', () => {
    expect(taxInUvt(d(200), table).toString()).toBe('24');
  });
  it('applies the top brackets of 35 %, 37 % and 39 %', () => {
    expect(taxInUvt(d(700), table).toString()).toBe('183');
    expect(taxInUvt(d(1000), table).toString()).toBe('288.35');
    expect(taxInUvt(d(3000), table).toString()).toBe('1043');
  });
});

describe('depuration — arts. 55, 56, 126-1, 126-4, 206 num. 10, 336, 387, 388 E.T.', () => {
  it('caps dependants (32 UVT), prepaid medicine (16 UVT), housing interest (100 UVT) and the 40 % / 1.340 UVT total', () => {
    const result = depureLabourIncome(
      {
        ...month(20_000_000, 1_000_000, 800_000),
        hasDependants: true,
        prepaidMedicine: d(1_000_000),
        housingInterest: d(6_000_000),
        months: 1,
      },
      P2026,
    );
    expect(result.netIncome.toString()).toBe('18200000');
    expect(result.dependants.toString()).toBe('1675968');
    expect(result.prepaidMedicine.toString()).toBe('837984');
    expect(result.housingInterest.toString()).toBe('5237400');
    expect(result.exempt25.toString()).toBe('2612162');
    expect(result.globalCap.toString()).toBe('5848430');
    expect(result.benefits.toString()).toBe('5848430');
    expect(result.taxableBase.toString()).toBe('12351570');
  });

  it('limits voluntary pension plus AFC to 30 % of income, inside the 40 % cap (Ley 2277/2022 art. 7)', () => {
    const result = depureLabourIncome(
      {
        ...month(12_000_000, 600_000, 480_000),
        voluntaryPension: d(2_000_000),
        afc: d(2_000_000),
        months: 1,
      },
      P2026,
    );
    expect(result.voluntaryExempt.toString()).toBe('3600000');
    expect(result.exempt25.toString()).toBe('1830000');
    expect(result.benefits.toString()).toBe('4368000');
    expect(result.taxableBase.toString()).toBe('6552000');
  });

  it('limits the 25 % exempt income to 790 UVT a year, prorated by month', () => {
    const result = depureLabourIncome({ ...month(40_000_000, 2_000_000, 1_600_000), months: 1 }, P2026);
    expect(result.exempt25.toString()).toBe('3447955');
  });
});

describe('procedure 1 — art. 385 E.T.', () => {
  it('withholds on an 8.000.000 salary with health and pension only', () => {
    const result = withholdingProcedure1(month(8_000_000, 320_000, 320_000), P2026, 'thousand');
    expect(result.depuration.taxableBase.toString()).toBe('5520000');
    expect(result.exact.toString()).toBe('103449.3');
    expect(result.value.toString()).toBe('103000');
  });

  it('rounds to the peso when the company setting says so', () => {
    const result = withholdingProcedure1(month(8_000_000, 320_000, 320_000), P2026, 'peso');
    expect(result.value.toString()).toBe('103449');
  });

  it('withholds with the deductions and the global cap', () => {
    const result = withholdingProcedure1(
      {
        ...month(20_000_000, 1_000_000, 800_000),
        hasDependants: true,
        prepaidMedicine: d(1_000_000),
        housingInterest: d(6_000_000),
      },
      P2026,
      'thousand',
    );
    expect(result.exact.toString()).toBe('1782471.6');
    expect(result.value.toString()).toBe('1782000');
  });

  it('brings a payment for fewer than 30 days to 30 to find the rate, and applies it to the actual base', () => {
    const result = withholdingProcedure1(
      { ...month(4_000_000, 160_000, 160_000), daysPaid: 15 },
      P2026,
      'peso',
    );
    expect(result.depuration.taxableBase.toString()).toBe('2760000');
    expect(result.value.toString()).toBe('51725');
  });

  it('withholds nothing below 95 UVT', () => {
    expect(
      withholdingProcedure1(month(5_000_000, 200_000, 200_000), P2026, 'thousand').value.toString(),
    ).toBe('0');
  });
});

describe('procedure 2 — art. 386 E.T.', () => {
  it('divides the depurated 12 months by 13 and expresses the tax as a percentage with 2 decimals', () => {
    const result = procedure2Percentage(
      { ...month(104_000_000, 3_840_000, 3_840_000), monthsWorked: 12 },
      P2026,
    );
    expect(result.divisor).toBe(13);
    expect(result.depuration.taxableBase.toString()).toBe('72240000');
    expect(result.percentage.toString()).toBe('1.99');
  });

  it('divides by the months worked when fewer than 12', () => {
    const result = procedure2Percentage(
      { ...month(48_000_000, 1_920_000, 1_920_000), monthsWorked: 6 },
      P2026,
    );
    expect(result.divisor).toBe(6);
  });

  it('applies the fixed percentage to the month depurated as in procedure 1', () => {
    const result = withholdingProcedure2(month(8_000_000, 320_000, 320_000), d('1.99'), P2026, 'peso');
    expect(result.exact.toString()).toBe('109848');
    expect(result.value.toString()).toBe('109848');
  });

  it('uses the December percentage in January–June and the June one in July–December', () => {
    expect(procedure2Semester('2026-03-31')).toEqual({
      calculationMonth: '2025-12',
      windowStart: '2024-12',
      windowEnd: '2025-11',
      parametersDate: '2026-01-01',
    });
    expect(procedure2Semester('2026-07-15')).toEqual({
      calculationMonth: '2026-06',
      windowStart: '2025-06',
      windowEnd: '2026-05',
      parametersDate: '2026-07-01',
    });
  });
});

describe('special payments — arts. 206 num. 4 and 10, 385, 401-3 E.T.', () => {
  it('retains the prima on its own, after its 25 % exempt share (art. 385; DUR 1.2.4.1.6)', () => {
    const result = primaWithholding(d(9_000_000), { kind: 1 }, P2026, 'peso');
    expect(result.depuration.exempt25.toString()).toBe('2250000');
    expect(result.value.toString()).toBe('337149');
  });

  it('retains 20 % of a dismissal indemnity above 204 UVT of monthly income, after a 25 % exempt share', () => {
    const result = indemnityWithholding(
      { indemnity: d(30_000_000), monthlyLabourIncome: d(20_000_000) },
      P2026,
      'peso',
    );
    expect(result.exempt25.toString()).toBe('7500000');
    expect(result.base.toString()).toBe('22500000');
    expect(result.value.toString()).toBe('4500000');
  });

  it('retains nothing on the indemnity of a worker earning up to 204 UVT', () => {
    const result = indemnityWithholding(
      { indemnity: d(30_000_000), monthlyLabourIncome: d(10_684_296) },
      P2026,
      'peso',
    );
    expect(result.value.toString()).toBe('0');
  });

  it('exempts cesantías fully up to 350 UVT of average income, then by bands (art. 206 num. 4)', () => {
    const uvt = P2026.uvt;
    expect(cesantiasExemptShare(uvt.times(350), P2026).toString()).toBe('1');
    expect(cesantiasExemptShare(uvt.times(351), P2026).toString()).toBe('0.9');
    expect(cesantiasExemptShare(uvt.times(500), P2026).toString()).toBe('0.6');
    expect(cesantiasExemptShare(uvt.times(651), P2026).toString()).toBe('0');
    expect(taxableCesantias(d(10_000_000), uvt.times(420), P2026).toString()).toBe('2000000');
  });
});

describe('withholding rounding — law reference §0 item 4, §6.7', () => {
  it('rounds to the nearest thousand, halves up', () => {
    expect(roundWithholding(d(665_608), 'thousand').toString()).toBe('666000');
    expect(roundWithholding(d(665_499), 'thousand').toString()).toBe('665000');
    expect(roundWithholding(d(500), 'thousand').toString()).toBe('1000');
  });
  it('never returns a negative amount', () => {
    expect(roundWithholding(d(-5), 'peso').toString()).toBe('0');
  });
});

describe('integral salary — CST art. 132; DIAN Concepto 23852/1996', () => {
  it('takes the whole integral salary as labour income: the factor prestacional has no exemption besides the 25 %', () => {
    // 30.000.000 integral; contributions on the 70 % IBC (21.000.000): 4 % health, 4 % + 1 % FSP pension.
    const result = depureLabourIncome({ ...month(30_000_000, 1_050_000, 840_000), months: 1 }, P2026);
    expect(result.labourIncome.toString()).toBe('30000000');
    expect(result.netIncome.toString()).toBe('28110000');
    expect(result.exempt25.toString()).toBe('3447955');
    expect(result.taxableBase.toString()).toBe('24662045');
  });
});
