import { describe, expect, it } from 'vitest';
import { parametersOn } from '../../src/index.ts';
import {
  indemnityWithholding,
  primaWithholding,
  roundWithholding,
  taxInPesos,
} from '../../src/withholding/index.ts';
import { d, s } from './helpers.ts';

describe('worked examples — withholding on labour income (arts. 383, 385 E.T.)', () => {
  it('Noticiero Colombia (Dec 2024), "Qué salarios tendrán que pagar retención en la fuente en el 2025": the table starts at 95 UVT = $4.730.905; a taxable base of exactly that pays nothing', () => {
    // https://noticierocolombia.com/que-salarios-tendran-que-pagar-retencion-en-la-fuente-en-el-2025/
    const p = parametersOn('2025-03-31');
    const threshold = p.uvt.times(95);
    expect(s(threshold)).toBe('4730905');
    // The art. 383 table on a taxable base of exactly 95 UVT, and one peso more (19 % marginal rate).
    expect(s(taxInPesos(threshold, p.uvt, p.withholdingTable))).toBe('0');
    expect(s(taxInPesos(threshold.plus(1), p.uvt, p.withholdingTable))).toBe('0.19');
  });

  it('Actualícese worked example (2019, Scribd 475211091): a monthly withholding of $665.608 is reported as $666.000 (rounding to the thousand, E.T. art. 868)', () => {
    // https://es.scribd.com/document/475211091 (law reference §6.7)
    expect(s(roundWithholding(d(665_608), 'thousand'))).toBe('666000');
  });

  it('Gerencie.com, "Retención en la fuente en la prima de servicios" (procedure 1): a June prima of $2.000.000 less its 25 % exempt share leaves $1.500.000, below 95 UVT: nothing is withheld', () => {
    // http://www.gerencie.com/retencion-en-la-fuente-en-la-prima-de-servicios.html
    const result = primaWithholding(d(2_000_000), { kind: 1 }, parametersOn('2026-06-30'), 'thousand');
    expect(s(result.depuration.exempt25)).toBe('500000');
    expect(s(result.depuration.taxableBase)).toBe('1500000');
    expect(s(result.value)).toBe('0');
  });

  it('Mi Contabilidad blog, Jul 2025, "Retención en la fuente sobre la prima": a prima of $6.000.000 is exempt — after the 25 % it is $4.500.000, under 95 UVT of 2025 ($4.730.905)', () => {
    // https://micontabilidadcom.blogspot.com/2025/07/retencion-en-la-fuente-sobre-la-prima.html
    const p = parametersOn('2025-06-30');
    const result = primaWithholding(d(6_000_000), { kind: 1 }, p, 'thousand');
    expect(s(result.depuration.taxableBase)).toBe('4500000');
    expect(s(result.value)).toBe('0');
  });

  it('Gerencie.com, "Retención en la fuente en la indemnización por despido injusto": no art. 401-3 withholding up to 204 UVT ($10.159.000 in 2025); above it, 20 %', () => {
    // https://www.gerencie.com/retencion-en-la-fuente-en-la-indemnizacion-por-despido-injusto.html
    const p = parametersOn('2025-10-31');
    const threshold = p.uvt.times(p.withholdingLimits.indemnityThresholdUvt);
    expect(s(threshold.toNearest(1000))).toBe('10159000');
    const indemnity = d(10_000_000);
    expect(s(indemnityWithholding({ indemnity, monthlyLabourIncome: threshold }, p, 'peso').value)).toBe('0');
    expect(s(indemnityWithholding({ indemnity, monthlyLabourIncome: d(10_159_000) }, p, 'peso').value)).toBe(
      '1500000',
    );
  });
});
