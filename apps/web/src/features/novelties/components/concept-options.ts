import { conceptDisplayCode, type TConcept } from '@quincena/contracts/concepts';

/**
 * The concept pickers' items: the internal code stays the value, the label reads "050 - Bonificación
 * salarial" — the display code and the Spanish name, never the engine's identifier (decision 0314).
 */
export function conceptPickerItems(
  concepts: readonly Pick<TConcept, 'code' | 'displayCode' | 'name'>[],
): { code: string; name: string }[] {
  return concepts.map((concept) => ({
    code: concept.code,
    name: `${concept.displayCode} - ${concept.name}`,
  }));
}

/** "050 - Bonificación salarial" for a stored novelty row, which carries only the internal code. */
export const conceptLabel = (row: { conceptCode: string; conceptName: string }) =>
  `${conceptDisplayCode(row.conceptCode)} - ${row.conceptName}`;
