import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Salary types as the PILA reports them (registro tipo 2, campo 41 "Tipo de salario": F fijo, V variable,
 * X integral; blank for apprentices). Source: Res. 2388 de 2016, Anexo Técnico 2, version 29. An integral salary
 * is the one of CST art. 132 (at least 10 SMMLV plus a benefit factor of at least 30 %).
 */
export const SALARY_TYPES_SOURCE =
  'Resolución 2388 de 2016, Anexo Técnico 2, registro tipo 2, campo 41 (tipo de salario); ' +
  'Código Sustantivo del Trabajo, art. 132 (salario integral)';

export const salaryTypes = defineReferenceList<ReferenceItem>({
  key: 'salary-types',
  description: 'Tipos de salario',
  source: SALARY_TYPES_SOURCE,
  items: [
    { code: 'F', name: 'Fijo' },
    { code: 'V', name: 'Variable' },
    { code: 'X', name: 'Integral' },
  ],
});
