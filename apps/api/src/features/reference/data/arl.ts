import { type Administrator, UGPP_PILA_CODES_2024 } from './administrator.ts';
import { defineReferenceList } from './reference-list.ts';

/**
 * Occupational risk administrators (ARL) with their PILA codes (registro tipo 1, campo 14 and registro tipo 2,
 * campo 77). Source: UGPP PILA code list of January 2024; NITs checked against their DIAN check digits.
 * ARL SURA is 14-11 (Seguros de Vida Suramericana) in the 2024 list; older tables give 14-28 (NIT 800256161-9).
 */
export const ARL_SOURCE = `${UGPP_PILA_CODES_2024}; Res. 2388 de 2016, Anexo Técnico 2, registro tipo 1 campo 14`;

export const arl = defineReferenceList<Administrator>({
  key: 'arl',
  description: 'Administradoras de riesgos laborales (ARL)',
  source: ARL_SOURCE,
  items: [
    { code: '14-4', name: 'AXA Colpatria Seguros de Vida S.A.', nit: '860002183', checkDigit: '9' },
    { code: '14-7', name: 'Compañía de Seguros Bolívar S.A.', nit: '860002503', checkDigit: '2' },
    { code: '14-8', name: 'Seguros de Vida Aurora S.A.', nit: '860022137', checkDigit: '5' },
    {
      code: '14-11',
      name: 'Seguros de Vida Suramericana S.A. (ARL SURA)',
      nit: '890903790',
      checkDigit: '5',
    },
    { code: '14-17', name: 'Seguros de Vida Alfa S.A.', nit: '860503617', checkDigit: '3' },
    { code: '14-23', name: 'Positiva Compañía de Seguros S.A.', nit: '860011153', checkDigit: '6' },
    { code: '14-25', name: 'Colmena Seguros Riesgos Laborales', nit: '800226175', checkDigit: '3' },
    { code: '14-29', name: 'La Equidad Seguros de Vida', nit: '830008686', checkDigit: '1' },
    { code: '14-30', name: 'Mapfre Colombia Vida Seguros S.A.', nit: '830054904', checkDigit: '6' },
  ],
});
