import { type Cie10Diagnosis, cie10Diagnoses } from '../reference/index.ts';

/**
 * The CIE-10 table held in memory: 12,586 fixed codes that no company edits, searched and validated without
 * a query (decision 0140: not seeded into reference_items, which would add ~2 s to every start-up).
 */
const byCode = new Map<string, Cie10Diagnosis>(cie10Diagnoses.items.map((item) => [item.code, item]));

/** Upper-case, without accents, for accent-insensitive search. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

const index = cie10Diagnoses.items.map((item) => ({ item, text: `${item.code} ${fold(item.name)}` }));

export function findDiagnosis(code: string): Cie10Diagnosis | undefined {
  return byCode.get(code.trim().toUpperCase().replace('.', ''));
}

/** Codes starting with the search first, then names containing every word of it. */
export function searchDiagnoses(search: string | undefined, limit: number): { code: string; name: string }[] {
  const words = fold(search ?? '')
    .replace('.', '')
    .split(/\s+/)
    .filter(Boolean);
  const out: { code: string; name: string }[] = [];
  if (words.length === 0) {
    for (const { item } of index.slice(0, limit)) out.push({ code: item.code, name: item.name });
    return out;
  }
  const first = words[0] ?? '';
  const byPrefix = words.length === 1 ? index.filter(({ item }) => item.code.startsWith(first)) : [];
  const seen = new Set(byPrefix.map(({ item }) => item.code));
  const byWords = index.filter(
    ({ item, text }) => !seen.has(item.code) && words.every((word) => text.includes(word)),
  );
  for (const { item } of [...byPrefix, ...byWords].slice(0, limit))
    out.push({ code: item.code, name: item.name });
  return out;
}
