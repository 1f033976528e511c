import rows from './cie10-diagnoses.json' with { type: 'json' };
import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * CIE-10 diagnoses as Colombia codes them (Resolución 1895 de 2001 of the Ministerio de Salud adopts the CIE-10;
 * the SISPRO reference table "CIE10" serves it to RIPS, incapacities and PILA): four characters without the dot,
 * a category without subcategories padded with X (I10X, U85X). 12,586 codes in 22 chapters, taken from the
 * public CSV of the Open Data Salud project (github.com/proyais/openDataSalud, file cie10/catalogo.csv, commit
 * 25b7aec), which republishes the MinSalud/SISPRO table. Names as published there (without accents); the double
 * space that stood for a comma in that export is written back as a comma.
 */
export const CIE10_SOURCE =
  'Ministerio de Salud y Protección Social, tabla de referencia CIE-10 de SISPRO (Resolución 1895 de 2001), ' +
  'según la copia pública del proyecto Open Data Salud: https://github.com/proyais/openDataSalud/blob/25b7aec/cie10/catalogo.csv';

export type Cie10Diagnosis = ReferenceItem;

export const cie10Diagnoses = defineReferenceList<Cie10Diagnosis>({
  key: 'cie10-diagnoses',
  description: 'Diagnósticos CIE-10',
  source: CIE10_SOURCE,
  // Stored as [code, name] pairs to keep the file small.
  items: (rows as [string, string][]).map(([code, name]) => ({ code, name })),
});
