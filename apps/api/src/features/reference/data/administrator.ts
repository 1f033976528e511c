import type { ReferenceItem } from './reference-list.ts';

/**
 * A social-security administrator (EPS, AFP, ARL, CCF, severance or voluntary fund) with the code the PILA
 * writes for it (Res. 2388 de 2016, Anexo Técnico 2, registro tipo 2 campos 31–35 and registro tipo 1 campo 14)
 * and its NIT with the DIAN check digit, for accounting third parties and exogenous reports.
 */
export interface Administrator extends ReferenceItem {
  /** NIT without check digit; absent when no source gives it. */
  readonly nit?: string;
  /** DIAN modulo-11 check digit of `nit`. */
  readonly checkDigit?: string;
}

/** The UGPP's PILA code list these administrator lists follow. */
export const UGPP_PILA_CODES_2024 =
  'UGPP, códigos de administradoras para PILA, actualización enero de 2024 ' +
  '(https://www.ugpp.gov.co/wp-content/uploads/2025/01/bd_codigos_pila_2024.pdf)';
