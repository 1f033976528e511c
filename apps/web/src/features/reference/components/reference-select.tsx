import type { TReferenceItem, TReferenceListKey } from '@quincena/contracts/reference';
import { Dropdown } from 'primereact/dropdown';
import { useMemo } from 'react';
import { noOptionsText } from '../../../components/data-table/empty-options.ts';
import { useReferenceList } from '../api/reference.queries.ts';
import { referenceOptions } from './reference-options.ts';

export interface ReferenceSelectProps {
  listKey: TReferenceListKey;
  value: string | null | undefined;
  onChange: (code: string | null, item: TReferenceItem | null) => void;
  /** The things listed, in the plural, for the empty text: 'bancos' → 'No hay bancos disponibles'. */
  things: string;
  inputId?: string;
  placeholder?: string;
  /** Show "code - name" (DANE, PILA and ACH codes users recognise). */
  showCode?: boolean;
  /** Keep only some items (the municipalities of the chosen department). */
  filter?: (item: TReferenceItem) => boolean;
  invalid?: boolean;
  disabled?: boolean;
  showClear?: boolean;
  className?: string;
  'aria-describedby'?: string;
}

/** Long lists (municipalities, economic activities) render only the visible rows. */
const VIRTUAL_SCROLL_FROM = 100;

/** A searchable dropdown of one reference list, read from the browser's cached copy (issue 4). */
export function ReferenceSelect({
  listKey,
  value,
  onChange,
  things,
  inputId,
  placeholder = 'Seleccione',
  showCode = false,
  filter,
  invalid = false,
  disabled = false,
  showClear = false,
  className = 'w-full',
  'aria-describedby': describedBy,
}: ReferenceSelectProps) {
  const list = useReferenceList(listKey);
  const options = useMemo(
    () => referenceOptions(list.data, { showCode, filter }),
    [list.data, showCode, filter],
  );
  const empty = noOptionsText(things);
  return (
    <Dropdown
      inputId={inputId}
      value={value ?? null}
      options={options}
      optionLabel="label"
      optionValue="value"
      onChange={(event) => {
        const code = (event.value as string | null | undefined) ?? null;
        onChange(code, options.find((option) => option.value === code)?.item ?? null);
      }}
      placeholder={list.isLoading ? 'Cargando información...' : placeholder}
      filter
      filterBy="label"
      showClear={showClear}
      emptyMessage={empty}
      emptyFilterMessage="No se encontraron resultados"
      disabled={disabled || list.isLoading}
      loading={list.isLoading}
      virtualScrollerOptions={options.length >= VIRTUAL_SCROLL_FROM ? { itemSize: 38 } : undefined}
      className={invalid ? `${className} p-invalid` : className}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
