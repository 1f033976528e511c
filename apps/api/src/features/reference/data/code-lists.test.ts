import { describe, expect, it } from 'vitest';
import { contractTypes } from './contract-types.ts';
import { contributorSubtypes } from './contributor-subtypes.ts';
import { contributorTypes } from './contributor-types.ts';
import { countries } from './countries.ts';
import { dianDocumentTypes } from './dian-document-types.ts';
import { documentTypes } from './document-types.ts';
import { employeeCountRanges } from './employee-count-ranges.ts';
import { paymentPeriods } from './payment-periods.ts';

describe('PILA and DIAN code lists', () => {
  it('keeps PILA and DIAN document codes cross-referenced both ways', () => {
    for (const documentType of documentTypes.items) {
      if (documentType.dianCode === undefined) continue;
      expect(dianDocumentTypes.items.find((d) => d.code === documentType.dianCode)?.pilaCode).toBe(
        documentType.code,
      );
    }
    for (const dian of dianDocumentTypes.items) {
      if (dian.pilaCode === undefined) continue;
      expect(documentTypes.items.find((d) => d.code === dian.pilaCode)?.dianCode).toBe(dian.code);
    }
    expect(documentTypes.items.find((d) => d.code === 'NI')).toMatchObject({
      dianCode: '31',
      forWorkers: false,
    });
    expect(documentTypes.items.filter((d) => d.forWorkers).map((d) => d.code)).toEqual([
      'CC',
      'CE',
      'TI',
      'PA',
      'CD',
      'SC',
      'PE',
      'PT',
    ]);
  });

  it('has the contributor types and subtypes of Anexo Técnico 2 version 30', () => {
    expect(contributorTypes.items).toHaveLength(51);
    expect(contributorTypes.items.find((t) => t.code === '01')?.name).toBe('Dependiente');
    expect(contributorTypes.items.every((t) => /^\d{2}$/.test(t.code))).toBe(true);
    expect(contributorSubtypes.items.map((s) => s.code)).toEqual([
      '00',
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '09',
      '10',
      '11',
      '12',
    ]);
  });

  it('keeps the spec code 358 on the contract type without end date', () => {
    const indefinite = contractTypes.items.find((t) => t.specCode === '358');
    expect(indefinite).toMatchObject({ code: '2', name: 'Término indefinido', requiresEndDate: false });
  });

  it('offers the fortnightly and monthly DIAN payment periods', () => {
    expect(paymentPeriods.items.filter((p) => p.offered).map((p) => [p.code, p.name])).toEqual([
      ['4', 'Quincenal'],
      ['5', 'Mensual'],
    ]);
  });

  it('has non-overlapping employee-count ranges', () => {
    const ranges = employeeCountRanges.items;
    for (let i = 1; i < ranges.length; i += 1) expect(ranges[i]!.min).toBe(ranges[i - 1]!.max! + 1);
  });

  it('has the 249 ISO 3166-1 countries with Colombia as CO / COL / 170', () => {
    expect(countries.items).toHaveLength(249);
    expect(countries.items.find((c) => c.code === 'CO')).toEqual({
      code: 'CO',
      name: 'Colombia',
      alpha3: 'COL',
      numeric: '170',
    });
    for (const country of countries.items) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(country.numeric).toMatch(/^\d{3}$/);
    }
  });
});
