import { FilterMatchMode } from 'primereact/api';

/**
 * The six per-column match modes every table offers, in the spec's order and words
 * (spec 01 §2.16, spec 02 shared section, spec 03 §2.2).
 */
export const TEXT_MATCH_MODES = [
  { value: FilterMatchMode.STARTS_WITH, label: 'COMIENZA CON' },
  { value: FilterMatchMode.CONTAINS, label: 'CONTIENE' },
  { value: FilterMatchMode.NOT_CONTAINS, label: 'NO CONTIENE' },
  { value: FilterMatchMode.ENDS_WITH, label: 'TERMINA CON' },
  { value: FilterMatchMode.EQUALS, label: 'IGUAL A' },
  { value: FilterMatchMode.NOT_EQUALS, label: 'DIFERENTE A' },
] as const;

export type TextMatchMode = (typeof TEXT_MATCH_MODES)[number]['value'];

/** The first mode of the list, as PrimeReact preselects it for text columns. */
export const DEFAULT_MATCH_MODE: TextMatchMode = FilterMatchMode.STARTS_WITH;

export function isTextMatchMode(mode: unknown): mode is TextMatchMode {
  return TEXT_MATCH_MODES.some((option) => option.value === mode);
}

/**
 * Text as a person compares it: case, accents and repeated spaces do not matter, so "jose munoz"
 * finds "José  Muñoz" and "2.500.000" finds "$ 2.500.000" whatever space Intl put after the sign.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-CO')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether a cell, read through any of its texts (what the user sees and the raw value), passes a
 * filter. The two negative modes are the exact negation of their positive twins, so a row is never
 * both in "CONTIENE x" and in "NO CONTIENE x". An empty filter lets every row through.
 */
export function cellMatches(texts: readonly string[], filter: string, mode: TextMatchMode): boolean {
  const wanted = normalizeForSearch(filter);
  if (wanted === '') return true;
  const candidates = texts.map(normalizeForSearch);
  switch (mode) {
    case FilterMatchMode.STARTS_WITH:
      return candidates.some((text) => text.startsWith(wanted));
    case FilterMatchMode.CONTAINS:
      return candidates.some((text) => text.includes(wanted));
    case FilterMatchMode.NOT_CONTAINS:
      return !candidates.some((text) => text.includes(wanted));
    case FilterMatchMode.ENDS_WITH:
      return candidates.some((text) => text.endsWith(wanted));
    case FilterMatchMode.EQUALS:
      return candidates.some((text) => text === wanted);
    case FilterMatchMode.NOT_EQUALS:
      return !candidates.some((text) => text === wanted);
  }
}
