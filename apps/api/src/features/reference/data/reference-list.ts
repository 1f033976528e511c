/** One entry of an official or product reference list: the code files and forms use, and its Spanish name. */
export interface ReferenceItem {
  /** The official code as the authority writes it (always a string: leading zeros and letters matter). */
  readonly code: string;
  /** The official Spanish name, spelled with its accents. */
  readonly name: string;
}

/** A reference list as the registry serves it: a stable key, what it is, where its codes come from. */
export interface ReferenceList<T extends ReferenceItem = ReferenceItem> {
  readonly key: string;
  /** Spanish description shown to users. */
  readonly description: string;
  /** Norm, official list and address the codes were taken from. */
  readonly source: string;
  readonly items: readonly T[];
}

export function defineReferenceList<T extends ReferenceItem>(list: ReferenceList<T>): ReferenceList<T> {
  return Object.freeze({ ...list, items: Object.freeze(list.items.map((item) => Object.freeze(item))) });
}
