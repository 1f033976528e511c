import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/** Accounting natures of a posting (débito, crédito), as in the dynamics of every PUC account (Decreto 2650 de 1993). */
export const ACCOUNTING_NATURES_SOURCE =
  'Decreto 2650 de 1993, Plan Único de Cuentas (naturaleza débito o crédito)';

export const accountingNatures = defineReferenceList<ReferenceItem>({
  key: 'accounting-natures',
  description: 'Naturalezas contables',
  source: ACCOUNTING_NATURES_SOURCE,
  items: [
    { code: 'D', name: 'Débito' },
    { code: 'C', name: 'Crédito' },
  ],
});
