import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * PILA information operators (operadores de información, Decreto 780 de 2016, art. 3.2.3.4 and following) that
 * could be identified with a code: the code is the operator's ACH Colombia participant code, which is also the
 * 2-digit "código del operador de información" of registro tipo 1, campo 22 (sources: ACH participant list in
 * dotaZealot/pagsmile bank-in-colombia.md — 083 Compensar, 084 Gestión y Contacto, 087 Fedecajas, 088 Simple
 * S.A., 089 Enlace Operativo; PILA generators that write 88 and "89 para Enlace" in that field). Operators whose
 * code no source gives (e.g. Aportes en Línea, Asopagos, SOI) are not listed: see decision record 0073.
 */
export const PILA_OPERATORS_SOURCE =
  'Resolución 2388 de 2016, Anexo Técnico 2, registro tipo 1, campo 22 (código del operador de información); ' +
  'códigos de participantes de ACH Colombia';

export const pilaOperators = defineReferenceList<ReferenceItem>({
  key: 'pila-operators',
  description: 'Operadores de información PILA',
  source: PILA_OPERATORS_SOURCE,
  items: [
    { code: '83', name: 'Compensar' },
    { code: '84', name: 'Gestión y Contacto' },
    { code: '87', name: 'Fedecajas' },
    { code: '88', name: 'Simple S.A.' },
    { code: '89', name: 'Enlace Operativo' },
  ],
});
