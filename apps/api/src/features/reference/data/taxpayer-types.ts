import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Taxpayer types as the RUT records them (formulario 001, casilla 24 "Tipo de contribuyente"). The company
 * form asks for names and surnames of a natural person and a single company name otherwise (spec 01 §5).
 */
export const TAXPAYER_TYPES_SOURCE =
  'DIAN, Registro Único Tributario (formulario 001), casilla 24 "Tipo de contribuyente"';

export const taxpayerTypes = defineReferenceList<ReferenceItem>({
  key: 'taxpayer-types',
  description: 'Tipos de contribuyente',
  source: TAXPAYER_TYPES_SOURCE,
  items: [
    { code: '1', name: 'Persona jurídica' },
    { code: '2', name: 'Persona natural' },
  ],
});
