import type { TReferenceItem } from '@quincena/contracts/reference';

export interface ReferenceOption {
  value: string;
  label: string;
  item: TReferenceItem;
}

/** Dropdown options of a list: "code - name" when the code means something to the user (PILA, DANE). */
export function referenceOptions(
  items: readonly TReferenceItem[] | undefined,
  { showCode = false, filter }: { showCode?: boolean; filter?: (item: TReferenceItem) => boolean } = {},
): ReferenceOption[] {
  return (items ?? [])
    .filter((item) => (filter ? filter(item) : true))
    .map((item) => ({ value: item.code, label: showCode ? `${item.code} - ${item.name}` : item.name, item }));
}
