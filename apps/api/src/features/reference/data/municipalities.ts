import rows from './municipalities.json' with { type: 'json' };
import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Source: DANE, DIVIPOLA, municipality level: 5-digit codes (department code + 3 digits) of the municipalities,
 * the island municipalities of San Andrés and the áreas no municipalizadas of Amazonas, Guainía and Vaupés, which
 * DANE codes the same way and the PILA (campos 9–10 of registro tipo 2) and the DIAN electronic payroll
 * (MunicipioCiudad) use. 1,122 units as in DANE's open dataset "DIVIPOLA - Códigos municipios"
 * (datos.gov.co gdxc-w37w, cut of 30 December 2024), names in sentence case: 27493 Nuevo Belén de Bajirá
 * replaced 27086 and 94663 Mapiripana is no longer listed (MinSalud's copy of DIVIPOLA still has both).
 */
export const MUNICIPALITIES_SOURCE =
  'DANE, DIVIPOLA (División Político-Administrativa de Colombia), códigos de municipio de 5 dígitos, ' +
  'incluidas las áreas no municipalizadas; conjunto "DIVIPOLA - Códigos municipios", corte 30 de diciembre de ' +
  '2024 (datos.gov.co, conjunto gdxc-w37w: https://www.datos.gov.co/api/views/gdxc-w37w/rows.csv)';

/**
 * DANE's type of the unit: 1,103 municipalities, the island of San Andrés (88001) and 18 áreas no municipalizadas
 * of Amazonas, Guainía and Vaupés (corregimientos departamentales without a municipality of their own).
 */
export type MunicipalityKind = 'MUNICIPIO' | 'ISLA' | 'AREA_NO_MUNICIPALIZADA';

export interface Municipality extends ReferenceItem {
  /** 2-digit DIVIPOLA code of the department, the first two digits of `code`. */
  readonly departmentCode: string;
  readonly kind: MunicipalityKind;
}

const KINDS: ReadonlySet<string> = new Set<MunicipalityKind>(['MUNICIPIO', 'ISLA', 'AREA_NO_MUNICIPALIZADA']);

function asMunicipality(row: (typeof rows)[number]): Municipality {
  if (!KINDS.has(row.kind)) {
    throw new Error(`Tipo de municipio desconocido en DIVIPOLA: ${row.code} ${row.kind}`);
  }
  return { ...row, kind: row.kind as MunicipalityKind };
}

export const municipalities = defineReferenceList<Municipality>({
  key: 'municipalities',
  description: 'Municipios y áreas no municipalizadas (DIVIPOLA)',
  source: MUNICIPALITIES_SOURCE,
  items: rows.map(asMunicipality),
});
