import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Identity document types of the DIAN electronic payroll (TipoDocumento of the employer and the worker).
 * Source: DIAN, Resolución 000013 de 2021, Anexo técnico del documento soporte de pago de nómina electrónica,
 * tabla 5.2.1 (p. 120). NUIP (91) is for workers only.
 */
export const DIAN_DOCUMENT_TYPES_SOURCE =
  'DIAN, Resolución 000013 de 2021, Anexo técnico de nómina electrónica, tabla 5.2.1 (tipos de documento)';

export interface DianDocumentType extends ReferenceItem {
  /** PILA code of the same document, when the PILA has one. */
  readonly pilaCode?: string;
}

export const dianDocumentTypes = defineReferenceList<DianDocumentType>({
  key: 'dian-document-types',
  description: 'Tipos de documento (DIAN, nómina electrónica)',
  source: DIAN_DOCUMENT_TYPES_SOURCE,
  items: [
    { code: '11', name: 'Registro civil' },
    { code: '12', name: 'Tarjeta de identidad', pilaCode: 'TI' },
    { code: '13', name: 'Cédula de ciudadanía', pilaCode: 'CC' },
    { code: '21', name: 'Tarjeta de extranjería' },
    { code: '22', name: 'Cédula de extranjería', pilaCode: 'CE' },
    { code: '31', name: 'NIT', pilaCode: 'NI' },
    { code: '41', name: 'Pasaporte', pilaCode: 'PA' },
    { code: '42', name: 'Documento de identificación extranjero' },
    { code: '47', name: 'PEP', pilaCode: 'PE' },
    { code: '50', name: 'NIT de otro país' },
    { code: '91', name: 'NUIP' },
  ],
});
