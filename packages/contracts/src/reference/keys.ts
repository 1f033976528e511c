import { z } from 'zod';

/**
 * The key of every reference list the API serves, in the registry's order
 * (apps/api/src/features/reference/data/index.ts; a test keeps both in step).
 */
export const REFERENCE_LIST_KEYS = [
  'document-types',
  'dian-document-types',
  'countries',
  'departments',
  'municipalities',
  'eps',
  'afp',
  'ccf',
  'arl',
  'severance-funds',
  'voluntary-pension-funds',
  'parafiscal-entities',
  'banks',
  'account-types',
  'arl-risk-classes',
  'economic-activities',
  'arl-economic-activities',
  'contributor-types',
  'contributor-subtypes',
  'pila-payer-types',
  'pila-planilla-types',
  'contract-types',
  'salary-types',
  'statuses',
  'vacation-systems',
  'withholding-procedures',
  'work-places',
  'retirement-reasons',
  'taxpayer-types',
  'payment-periods',
  'employee-count-ranges',
  'start-months',
  'pila-operators',
  'expense-types',
  'accounting-natures',
  'voucher-types',
  'third-party-types',
  'entity-types',
  'dian-enablement-options',
  'income-withholding-groups',
  'payroll-concepts',
] as const;

export const ZReferenceListKey = z.enum(REFERENCE_LIST_KEYS, {
  error: 'La lista de referencia solicitada no existe',
});
export type TReferenceListKey = z.infer<typeof ZReferenceListKey>;

/** Limits of the reference wire format; every string is bounded (STYLE.md habit 3). */
export const REFERENCE_LIMITS = {
  codeMax: 40,
  /** The longest name is an ARL activity description of Decreto 768 de 2022 (about 1,600 characters). */
  nameMax: 2000,
  attributeMax: 2000,
  versionMax: 64,
} as const;
