import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Contract types with the DIAN electronic payroll codes (TipoContrato, Res. 000013 de 2021, tabla 5.5.2).
 * Legal basis: Código Sustantivo del Trabajo arts. 45–47 (fixed term, indefinite term, work or task), Ley 789
 * de 2002 art. 30 (apprenticeship) and Ley 1780 de 2016 / Decreto 1072 de 2015 (internships). Only the
 * indefinite-term contract has no end date at all; a work-or-task contract ends when the work ends, not on a
 * date (CST art. 45). `specCode` keeps the product spec's id for the same type (spec 01 §4: contract type 358 is
 * the one without an end date).
 */
export const CONTRACT_TYPES_SOURCE =
  'DIAN, Resolución 000013 de 2021, tabla 5.5.2 (TipoContrato); Código Sustantivo del Trabajo, arts. 45 a 47; ' +
  'Ley 789 de 2002, art. 30';

export interface ContractType extends ReferenceItem {
  /** True when the contract must state the date it ends. */
  readonly requiresEndDate: boolean;
  /** Id the product spec uses for this type, when it names one. */
  readonly specCode?: string;
}

export const contractTypes = defineReferenceList<ContractType>({
  key: 'contract-types',
  description: 'Tipos de contrato',
  source: CONTRACT_TYPES_SOURCE,
  items: [
    { code: '1', name: 'Término fijo', requiresEndDate: true },
    { code: '2', name: 'Término indefinido', requiresEndDate: false, specCode: '358' },
    { code: '3', name: 'Obra o labor', requiresEndDate: false },
    { code: '4', name: 'Aprendizaje', requiresEndDate: true },
    { code: '5', name: 'Prácticas o pasantías', requiresEndDate: true },
  ],
});
