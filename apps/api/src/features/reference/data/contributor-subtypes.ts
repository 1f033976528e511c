import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Subtipos de cotizante of the PILA (registro tipo 2, campo 6); 00 when none applies. Source: Res. 2388 de 2016,
 * Anexo Técnico 2, version 30 (Res. 1529 de 2026); subtipos 07 and 08 do not exist. The DIAN electronic payroll
 * reuses the code in SubTipoTrabajador (Res. 000013 de 2021, tabla 5.5.4). The Anexo does not tie each subtype
 * to a parent type in any source at hand, so no parent is recorded.
 */
export const CONTRIBUTOR_SUBTYPES_SOURCE =
  'Resolución 2388 de 2016, Anexo Técnico 2 (versión 30, Resolución 1529 de 2026), registro tipo 2, campo 6; ' +
  'DIAN, Resolución 000013 de 2021, tabla 5.5.4 (SubTipoTrabajador)';

export const contributorSubtypes = defineReferenceList<ReferenceItem>({
  key: 'contributor-subtypes',
  description: 'Subtipos de cotizante (PILA)',
  source: CONTRIBUTOR_SUBTYPES_SOURCE,
  items: [
    { code: '00', name: 'No aplica' },
    { code: '01', name: 'Dependiente pensionado por vejez, jubilación o invalidez activo' },
    { code: '02', name: 'Independiente pensionado por vejez, jubilación o invalidez activo' },
    { code: '03', name: 'Cotizante no obligado a cotización a pensiones por edad' },
    { code: '04', name: 'Cotizante con requisitos cumplidos para pensión o indemnización sustitutiva' },
    { code: '05', name: 'Cotizante con indemnización sustitutiva o devolución de saldos reconocida' },
    { code: '06', name: 'Cotizante de régimen exceptuado de pensiones' },
    { code: '09', name: 'Cotizante pensionado con mesada igual o superior a 25 SMLMV' },
    { code: '10', name: 'Residente en el exterior afiliado voluntario a pensiones' },
    { code: '11', name: 'Conductor de taxi de servicio público' },
    { code: '12', name: 'Conductor de taxi de servicio público no obligado a cotizar a pensión' },
  ],
});
