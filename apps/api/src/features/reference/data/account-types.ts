import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Types of account a salary is paid into. There is no cross-bank official code: each bank's payment file has
 * its own, so each item carries them (Bancolombia PAB "tipo de transacción" 37/27/52; Banco de Bogotá detail
 * record "tipo de cuenta" 2/1/9; Davivienda's payment sheet "tipo de producto" CA/CC/DP), as transcribed in
 * docs/reference/pila-file-and-code-lists.md §6. The deposit account is the electronic deposit of
 * Decreto 4687 de 2011 (depósitos electrónicos, e.g. Daviplata). The codes are those of the bank-file writers
 * (packages/pila/src/bank/model.ts, AccountType), so a stored account type goes to them unchanged.
 */
export const ACCOUNT_TYPES_SOURCE =
  'Códigos de cada banco en sus archivos de pago (Bancolombia PAB, Banco de Bogotá, Davivienda); ' +
  'Decreto 4687 de 2011 (depósitos electrónicos)';

export interface AccountType extends ReferenceItem {
  readonly bancolombiaCode: string;
  readonly bancoDeBogotaCode: string;
  readonly daviviendaCode: string;
}

export const accountTypes = defineReferenceList<AccountType>({
  key: 'account-types',
  description: 'Tipos de cuenta',
  source: ACCOUNT_TYPES_SOURCE,
  items: [
    {
      code: 'savings',
      name: 'Cuenta de ahorros',
      bancolombiaCode: '37',
      bancoDeBogotaCode: '2',
      daviviendaCode: 'CA',
    },
    {
      code: 'checking',
      name: 'Cuenta corriente',
      bancolombiaCode: '27',
      bancoDeBogotaCode: '1',
      daviviendaCode: 'CC',
    },
    {
      code: 'electronic-deposit',
      name: 'Depósito electrónico',
      bancolombiaCode: '52',
      bancoDeBogotaCode: '9',
      daviviendaCode: 'DP',
    },
  ],
});
