import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Identity document types as the PILA writes them (registro tipo 1 campo 5, registro tipo 2 campo 3), each with
 * the DIAN code of the same document when the DIAN lists one (Res. 000013 de 2021, tabla 5.2.1; the full DIAN
 * table is dian-document-types.ts). Source: Res. 2388 de 2016, Anexo Técnico 2, version 30. NI is for the
 * contributor (aportante) only. PE (Permiso Especial de Permanencia) is being retired by the Anexo but stays
 * valid for the periods before its retirement.
 */
export const DOCUMENT_TYPES_SOURCE =
  'Resolución 2388 de 2016, Anexo Técnico 2 (versión 30), registro tipo 1 campo 5 y registro tipo 2 campo 3; ' +
  'DIAN, Resolución 000013 de 2021, tabla 5.2.1';

export interface DocumentType extends ReferenceItem {
  /** DIAN code of the same document (tabla 5.2.1), when it has one. */
  readonly dianCode?: string;
  /** False for NI: a worker (cotizante) is never identified by NIT in registro tipo 2, campo 3. */
  readonly forWorkers: boolean;
}

export const documentTypes = defineReferenceList<DocumentType>({
  key: 'document-types',
  description: 'Tipos de documento de identidad (PILA)',
  source: DOCUMENT_TYPES_SOURCE,
  items: [
    { code: 'CC', name: 'Cédula de ciudadanía', dianCode: '13', forWorkers: true },
    { code: 'CE', name: 'Cédula de extranjería', dianCode: '22', forWorkers: true },
    { code: 'TI', name: 'Tarjeta de identidad', dianCode: '12', forWorkers: true },
    { code: 'PA', name: 'Pasaporte', dianCode: '41', forWorkers: true },
    { code: 'CD', name: 'Carné diplomático', forWorkers: true },
    { code: 'SC', name: 'Salvoconducto de permanencia', forWorkers: true },
    { code: 'PE', name: 'Permiso especial de permanencia', dianCode: '47', forWorkers: true },
    { code: 'PT', name: 'Permiso por protección temporal', forWorkers: true },
    { code: 'NI', name: 'Número de identificación tributaria (NIT)', dianCode: '31', forWorkers: false },
  ],
});
