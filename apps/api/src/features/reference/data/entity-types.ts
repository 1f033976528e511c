import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Types of entity an employee is affiliated with or pays through payroll, used by account-plan rows of third-party
 * type 14631 to post to the employee's own entity. Codes are the abbreviations of the product spec's contract
 * fields (spec 01 §3: EPS, AFP, FCES, CCF, FVOL, AFC) plus the ARL and the parafiscal entities of Ley 21 de 1982.
 */
export const ENTITY_TYPES_SOURCE =
  'Especificación 01, §3 (campos EPS, AFP, FCES, CCF, FVOL, AFC); Ley 100 de 1993; Ley 21 de 1982 (SENA, ICBF); ' +
  'Estatuto Tributario, art. 126-4 (cuentas AFC)';

export const entityTypes = defineReferenceList<ReferenceItem>({
  key: 'entity-types',
  description: 'Tipos de entidad',
  source: ENTITY_TYPES_SOURCE,
  items: [
    { code: 'EPS', name: 'Entidad promotora de salud' },
    { code: 'AFP', name: 'Administradora de fondos de pensiones' },
    { code: 'ARL', name: 'Administradora de riesgos laborales' },
    { code: 'CCF', name: 'Caja de compensación familiar' },
    { code: 'FCES', name: 'Fondo de cesantías' },
    { code: 'FVOL', name: 'Fondo de pensiones voluntarias' },
    { code: 'AFC', name: 'Cuenta de ahorro para el fomento de la construcción (AFC)' },
    { code: 'SENA', name: 'Servicio Nacional de Aprendizaje (SENA)' },
    { code: 'ICBF', name: 'Instituto Colombiano de Bienestar Familiar (ICBF)' },
  ],
});
