import type { Administrator } from './administrator.ts';
import { defineReferenceList } from './reference-list.ts';

/**
 * Entities that receive parafiscal contributions through the PILA (Ley 21 de 1982: SENA, ICBF, ESAP, Ministerio
 * de Educación), with the codes of the classic PILA administrator table (PASENA, PAICBF, PAESAP, PAMIED) and
 * their NITs, checked against the DIAN check digit.
 */
export const PARAFISCAL_ENTITIES_SOURCE =
  'Ley 21 de 1982 (aportes parafiscales); tabla de códigos de administradoras de la PILA (PASENA, PAICBF, PAESAP, PAMIED)';

export const parafiscalEntities = defineReferenceList<Administrator>({
  key: 'parafiscal-entities',
  description: 'Entidades receptoras de aportes parafiscales',
  source: PARAFISCAL_ENTITIES_SOURCE,
  items: [
    { code: 'PASENA', name: 'Servicio Nacional de Aprendizaje - SENA', nit: '899999034', checkDigit: '1' },
    {
      code: 'PAICBF',
      name: 'Instituto Colombiano de Bienestar Familiar - ICBF',
      nit: '899999239',
      checkDigit: '2',
    },
    {
      code: 'PAESAP',
      name: 'Escuela Superior de Administración Pública - ESAP',
      nit: '899999054',
      checkDigit: '7',
    },
    { code: 'PAMIED', name: 'Ministerio de Educación Nacional', nit: '899999001', checkDigit: '7' },
  ],
});
