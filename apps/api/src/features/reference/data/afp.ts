import { type Administrator, UGPP_PILA_CODES_2024 } from './administrator.ts';
import { defineReferenceList } from './reference-list.ts';

/**
 * Pension fund administrators (AFP and the public regime) with their PILA codes (registro tipo 2, campo 31
 * "Código de la administradora de pensiones"). Colpensiones, the public average-premium regime (Ley 1151 de
 * 2007, art. 155), is 25-14. Source: UGPP PILA code list of January 2024; NITs checked against their DIAN check
 * digits. PILA writes the code left-aligned and padded with spaces to 6 characters ("25-14 ").
 */
export const AFP_SOURCE = `${UGPP_PILA_CODES_2024}; Res. 2388 de 2016, Anexo Técnico 2, registro tipo 2, campo 31`;

export const COLPENSIONES_PILA_CODE = '25-14';

export const afp = defineReferenceList<Administrator>({
  key: 'afp',
  description: 'Administradoras de fondos de pensiones (AFP)',
  source: AFP_SOURCE,
  items: [
    { code: '230201', name: 'Protección S.A. Pensiones y Cesantías', nit: '800138188', checkDigit: '1' },
    { code: '230301', name: 'Porvenir S.A. Pensiones y Cesantías', nit: '800144331', checkDigit: '3' },
    { code: '230901', name: 'Skandia Pensiones y Cesantías S.A.', nit: '800148514', checkDigit: '2' },
    { code: '231001', name: 'Colfondos S.A. Pensiones y Cesantías', nit: '800149496', checkDigit: '2' },
    {
      code: COLPENSIONES_PILA_CODE,
      name: 'Administradora Colombiana de Pensiones - Colpensiones',
      nit: '900336004',
      checkDigit: '7',
    },
    {
      code: '25-2',
      name: 'Caja de Auxilios y Prestaciones de ACDAC - Caxdac',
      nit: '860007379',
      checkDigit: '8',
    },
    {
      code: '25-3',
      name: 'Fondo de Previsión Social del Congreso de la República - Fonprecon',
      nit: '899999734',
      checkDigit: '7',
    },
  ],
});
