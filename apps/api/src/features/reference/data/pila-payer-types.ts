import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Tipos de aportante (archivo tipo 1 campo 30; registro tipo 1 campo 21). Source: Res. 2388 de 2016, Anexo
 * Técnico 2, version 30 (Res. 1529 de 2026, which added 17), as extracted in
 * docs/reference/pila-file-and-code-lists.md §1.5. An employer is 01.
 */
export const PILA_PAYER_TYPES_SOURCE =
  'Resolución 2388 de 2016, Anexo Técnico 2 (versión 30, Resolución 1529 de 2026), registro tipo 1, campo 21';

export const pilaPayerTypes = defineReferenceList<ReferenceItem>({
  key: 'pila-payer-types',
  description: 'Tipos de aportante PILA',
  source: PILA_PAYER_TYPES_SOURCE,
  items: [
    { code: '01', name: 'Empleador' },
    { code: '02', name: 'Independiente' },
    { code: '03', name: 'Entidades o universidades públicas de los regímenes especial y de excepción' },
    { code: '04', name: 'Agremiaciones, asociaciones o congregaciones religiosas' },
    { code: '05', name: 'Cooperativas y Precooperativas de Trabajo Asociado' },
    {
      code: '06',
      name: 'Misiones diplomáticas, consulares u organismos multilaterales no sometidos a la legislación colombiana',
    },
    { code: '07', name: 'Organizaciones Administradoras del Programa de Hogares de Bienestar' },
    {
      code: '08',
      name: 'Pagador de aportes de los concejales municipales o distritales o de los ediles de las JAL',
    },
    { code: '09', name: 'Pagador de aportes contrato sindical' },
    { code: '10', name: 'Pagador programa de reincorporación' },
    { code: '11', name: 'Pagador aportes parafiscales del Magisterio' },
    { code: '12', name: 'Pagador prestación humanitaria' },
    { code: '13', name: 'Pagador Subsistema Nacional de Voluntarios en Primera Respuesta' },
    { code: '14', name: 'Trabajador pago aporte faltante pensión' },
    { code: '15', name: 'Contratante' },
    { code: '16', name: 'Pagador Promotor del Servicio Social para la Paz' },
    { code: '17', name: 'Pagador Recicladores de Oficio' },
  ],
});
