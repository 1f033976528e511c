import data from './countries.json' with { type: 'json' };
import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Source: ISO 3166-1 country codes — the alpha-2 code is the one the DIAN electronic payroll uses for Pais
 * (Resolución 000013 de 2021, Anexo técnico, tablas 5.4.x) — with their Spanish short names, as published in the
 * i18n-iso-countries package (langs/es.json, codes.json, v7.14.0). Kosovo (XK) is left out: it is a
 * user-assigned code, not an ISO 3166-1 one.
 */
export const COUNTRIES_SOURCE =
  'ISO 3166-1 (alfa-2, alfa-3 y numérico), nombres en español; DIAN, Resolución 000013 de 2021, ' +
  'Anexo técnico de nómina electrónica, tablas 5.4.x (país, ISO 3166-1 alfa-2); https://www.iso.org/iso-3166-country-codes.html';

export interface Country extends ReferenceItem {
  readonly alpha3: string;
  /** ISO 3166-1 numeric code, 3 digits. */
  readonly numeric: string;
}

export const countries = defineReferenceList<Country>({
  key: 'countries',
  description: 'Países (ISO 3166-1)',
  source: COUNTRIES_SOURCE,
  items: data,
});
