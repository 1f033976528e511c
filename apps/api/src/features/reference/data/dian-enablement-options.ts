import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Answers of the DIAN enablement screen (/ProcessDIAN, spec 03 §2.16 and §4) with the spec's ids. Two questions:
 * "¿Está habilitado en la DIAN?" (ENABLED_DIAN) and "¿Usa el proveedor de facturación?" (USE_FT). The spec gives
 * only the ids and their rules; the answers follow from those rules: 2059 opens the enablement manual and asks
 * for the Test Set ID (not yet enabled), 2058 leads to the provider question and, with 2053, to the provider's
 * user, password and numbering range (enabled); 2053 asks for the provider's credentials (uses it), 2054 opens
 * the manual (does not). The status ids (2060 and T) are not answers and are not listed.
 */
export const DIAN_ENABLEMENT_OPTIONS_SOURCE =
  'Especificación 03, §2.16 y §4 (ENABLED_DIAN 2058, 2059; USE_FT 2053, 2054); DIAN, Resolución 000013 de 2021 ' +
  '(habilitación como emisor de nómina electrónica)';

export interface DianEnablementOption extends ReferenceItem {
  readonly question: 'ENABLED_DIAN' | 'USE_FT';
}

export const dianEnablementOptions = defineReferenceList<DianEnablementOption>({
  key: 'dian-enablement-options',
  description: 'Opciones de habilitación DIAN',
  source: DIAN_ENABLEMENT_OPTIONS_SOURCE,
  items: [
    { code: '2058', name: 'Sí', question: 'ENABLED_DIAN' },
    { code: '2059', name: 'No', question: 'ENABLED_DIAN' },
    { code: '2053', name: 'Sí', question: 'USE_FT' },
    { code: '2054', name: 'No', question: 'USE_FT' },
  ],
});
