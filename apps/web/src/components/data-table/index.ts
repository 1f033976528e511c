export { formatMoney, formatNumber, formatTableDate, formatTableDateTime } from './cell-format.ts';
export {
  DataTable,
  type DataTableProps,
  type MultipleSelection,
  type ServerSide,
  type SingleSelection,
  type TableServerQuery,
} from './data-table.tsx';
export { noOptionsText } from './empty-options.ts';
export { fieldColumnProps } from './field-column.ts';
export { TEXT_MATCH_MODES, type TextMatchMode } from './match-modes.ts';
export { SearchBox } from './search-box.tsx';
export type { ColumnKind, FieldColumn, TableColumn, TemplateColumn } from './table-column.ts';
export { PAGINATOR, TableHeader } from './table-header.tsx';
export type { ServerColumnFilter } from './table-query.ts';
export { ROWS_PER_PAGE_OPTIONS, type RowsPerPage, TABLE_TEXTS, WARNING_ROW_CLASS } from './table-texts.ts';
