import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * How an account-plan row chooses the third party of its postings (spec 03 §2.6 and §5). The codes are the
 * product spec's: 14630 posts to one specific third party identified by NIT; 14631 posts to the employee's
 * entity of a given type (EPS, AFP, CCF …, see entity-types.ts); 14628 and 14629 send neither a NIT nor an
 * entity type. The spec only partly shows what 14628 and 14629 mean; the names below are the reading that fits
 * payroll accounting (the employee, or the company itself) and must be confirmed (decision record 0073).
 */
export const THIRD_PARTY_TYPES_SOURCE =
  'Especificación 03, §2.6 y §5 (códigos de tipo de tercero 14628 a 14631)';

export const thirdPartyTypes = defineReferenceList<ReferenceItem>({
  key: 'third-party-types',
  description: 'Tipos de tercero contable',
  source: THIRD_PARTY_TYPES_SOURCE,
  items: [
    { code: '14628', name: 'Empleado' },
    { code: '14629', name: 'Empresa' },
    { code: '14630', name: 'Tercero específico (NIT)' },
    { code: '14631', name: 'Entidad del empleado por tipo' },
  ],
});
