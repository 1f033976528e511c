import type { FieldColumn } from './table-column.ts';
import { displayText } from './table-query.ts';

/**
 * What a field's column shows in every table (decision 0370): its field and header, the cell's text
 * (or the screen's own cell), sorting unless the column turns it off, its width, and money and
 * numbers aligned right. Spread into PrimeReact's Column; the table adds its filters.
 */
export function fieldColumnProps<Row>(column: FieldColumn<Row>) {
  const alignRight = column.kind === 'money' || column.kind === 'number';
  return {
    field: column.field,
    header: column.header,
    body: (row: Row) => (column.body ? column.body(row) : displayText(row, column)),
    sortable: column.sortable !== false,
    style: column.style,
    bodyClassName: alignRight ? 'text-right' : undefined,
  };
}
