import { ADMINISTRATOR_CODES } from '@quincena/pila';
import { describe, expect, it } from 'vitest';
import type { Administrator } from './administrator.ts';
import { afp, COLPENSIONES_PILA_CODE } from './afp.ts';
import { arl } from './arl.ts';
import { banks } from './banks.ts';
import { ccf } from './ccf.ts';
import { eps } from './eps.ts';
import { nitCheckDigit } from './nit-check-digit.ts';
import { parafiscalEntities } from './parafiscal-entities.ts';
import type { ReferenceList } from './reference-list.ts';
import { severanceFunds } from './severance-funds.ts';
import { voluntaryPensionFunds } from './voluntary-pension-funds.ts';

const withNits: ReferenceList<Administrator>[] = [
  eps,
  afp,
  arl,
  ccf,
  severanceFunds,
  voluntaryPensionFunds,
  parafiscalEntities,
  banks,
];

describe('administrators', () => {
  it.each(withNits.map((list) => [list.key, list] as const))(
    '%s: every published NIT has its DIAN check digit',
    (_key, list) => {
      for (const item of list.items) {
        if (item.nit === undefined) {
          expect(item.checkDigit, item.code).toBeUndefined();
          continue;
        }
        expect(item.nit, item.code).toMatch(/^\d{9}$/);
        expect(String(nitCheckDigit(item.nit)), `${item.code} ${item.name}`).toBe(item.checkDigit);
      }
    },
  );

  it('codes every administrator within the 6 characters PILA reserves', () => {
    for (const list of [eps, afp, arl, ccf]) {
      for (const item of list.items) expect(item.code.length, item.code).toBeLessThanOrEqual(6);
    }
  });

  it('gives Colpensiones the PILA code 25-14', () => {
    expect(COLPENSIONES_PILA_CODE).toBe('25-14');
    expect(afp.items.find((item) => item.code === '25-14')).toMatchObject({
      name: 'Administradora Colombiana de Pensiones - Colpensiones',
      nit: '900336004',
      checkDigit: '7',
    });
  });

  // Codes written in a real planilla E of period 2025-12 (docs/reference/pila-file-and-code-lists.md §5.3).
  it('holds the EPS, AFP, ARL and CCF codes a real planilla uses', () => {
    const codes = (list: ReferenceList<Administrator>) => new Set(list.items.map((item) => item.code));
    const epsCodes = codes(eps);
    for (const code of [
      'EPS001',
      'EPS002',
      'EPS005',
      'EPS008',
      'EPS010',
      'EPS012',
      'EPS017',
      'EPS018',
      'EPS037',
      'EPS040',
      'EPSC34',
      'EPSIC3',
      'EPSIC4',
      'EPSIC5',
      'ESSC07',
      'ESSC18',
      'ESSC24',
      'ESSC62',
      'CCFC55',
    ]) {
      expect(epsCodes.has(code), code).toBe(true);
    }
    const afpCodes = codes(afp);
    for (const code of ['230201', '230301', '230901', '231001', '25-14'])
      expect(afpCodes.has(code), code).toBe(true);
    expect(codes(arl).has('14-4')).toBe(true);
    const ccfCodes = codes(ccf);
    for (const n of [
      '04',
      '06',
      '08',
      '10',
      '11',
      '14',
      '16',
      '22',
      '30',
      '32',
      '33',
      '34',
      '35',
      '37',
      '40',
      '44',
      '50',
      '57',
      '69',
    ]) {
      expect(ccfCodes.has(`CCF${n}`), n).toBe(true);
    }
  });

  it('spot-checks well-known administrators', () => {
    expect(eps.items.find((item) => item.code === 'EPS037')?.name).toBe('Nueva EPS S.A.');
    expect(ccf.items.find((item) => item.code === 'CCF22')).toMatchObject({
      name: 'Colsubsidio',
      nit: '860007336',
    });
    expect(arl.items.find((item) => item.code === '14-23')?.name).toBe('Positiva Compañía de Seguros S.A.');
    expect(severanceFunds.items.find((item) => item.name === 'Fondo Nacional del Ahorro')?.code).toBe(
      '899999284',
    );
  });
});

describe('banks', () => {
  it('uses 4-digit ACH codes whose last three digits are the short code', () => {
    for (const bank of banks.items) {
      expect(bank.code).toMatch(/^1\d{3}$/);
      expect(bank.shortCode).toBe(bank.code.slice(1));
    }
    expect(banks.items.find((bank) => bank.code === '1007')?.name).toBe('Bancolombia');
    expect(banks.items.find((bank) => bank.code === '1001')?.name).toBe('Banco de Bogotá');
    expect(banks.items.find((bank) => bank.code === '1051')?.nit).toBe('860034313');
  });
});

describe('the planilla writer and the reference lists', () => {
  it('know the same PILA administrator codes for each subsystem', () => {
    const codes = (list: ReferenceList<Administrator>) => [...list.items.map((item) => item.code)].sort();
    expect(codes(eps)).toEqual([...ADMINISTRATOR_CODES.health].sort());
    expect(codes(afp)).toEqual([...ADMINISTRATOR_CODES.pension].sort());
    expect(codes(arl)).toEqual([...ADMINISTRATOR_CODES.risk].sort());
    expect(codes(ccf)).toEqual([...ADMINISTRATOR_CODES.ccf].sort());
  });
});
