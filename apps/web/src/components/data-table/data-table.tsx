import './data-table.css';
import { Column } from 'primereact/column';
import {
  type DataTableFilterMeta,
  type DataTablePageEvent,
  type DataTableSelectAllChangeEvent,
  type DataTableSortEvent,
  type DataTableStateEvent,
  DataTable as PrimeDataTable,
} from 'primereact/datatable';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { fieldColumnProps } from './field-column.ts';
import { TEXT_MATCH_MODES } from './match-modes.ts';
import { type FieldColumn, type FieldOf, isFieldColumn, type TableColumn } from './table-column.ts';
import { PAGINATOR, TableHeader } from './table-header.tsx';
import {
  activeFilters,
  clampFirst,
  emptyFilters,
  filterRows,
  type ServerColumnFilter,
  sortRows,
} from './table-query.ts';
import { type RowsPerPage, TABLE_TEXTS } from './table-texts.ts';

export interface SingleSelection<Row> {
  mode: 'single';
  value: Row | null;
  onChange: (row: Row | null) => void;
}

export interface MultipleSelection<Row> {
  mode: 'multiple';
  value: Row[];
  onChange: (rows: Row[]) => void;
}

/** What a server-answered table asks for: the page, the keyword, the sort and the column filters. */
export interface TableServerQuery {
  /** First row of the page, 0-based. */
  first: number;
  rows: number;
  keyword: string;
  sortField?: string;
  sortOrder?: 1 | -1;
  filters: ServerColumnFilter[];
}

/** Large lists are paged, filtered and sorted by the server (ARCHITECTURE.md §4c). */
export interface ServerSide {
  /** How many rows match the keyword and filters. */
  totalRecords: number;
  /** Called with every change of page, sort, keyword (after a pause) or filter. */
  onQuery: (query: TableServerQuery) => void;
}

/** The pause after the last key of the keyword search before the server is asked again. */
const KEYWORD_DELAY_MS = 300;

export interface DataTableProps<Row extends object> {
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  /** The field that identifies a row; selection compares rows by it. */
  dataKey: FieldOf<Row>;
  /** Each screen states its default page size (spec 02 §9, spec 03 §2.7). */
  defaultRowsPerPage: RowsPerPage;
  loading?: boolean;
  /** Buttons shown left of 'Limpiar filtros' (Agregar, Exportar, ...). */
  toolbar?: ReactNode;
  selection?: SingleSelection<Row> | MultipleSelection<Row>;
  /** Paints a row, e.g. WARNING_ROW_CLASS for a process that ended in error. */
  rowClassName?: (row: Row) => string | undefined;
  emptyMessage?: string;
  /** Accessible name of the table. */
  ariaLabel?: string;
  /** With it, `rows` is the page the server answered and the query goes to the server. */
  server?: ServerSide;
}

/**
 * The list table of every screen (spec 01 §2.16, spec 02 shared section, spec 03 §2.2): paginator
 * 5/10/20, keyword search, 'Limpiar filtros', six match modes per column, sortable columns. The
 * PrimeReact table runs lazy and shows what the pure functions of table-query.ts compute.
 */
export function DataTable<Row extends object>({
  rows,
  columns,
  dataKey,
  defaultRowsPerPage,
  loading = false,
  toolbar,
  selection,
  rowClassName,
  emptyMessage = TABLE_TEXTS.empty,
  ariaLabel,
  server,
}: DataTableProps<Row>) {
  const [filters, setFilters] = useState<DataTableFilterMeta>(() => emptyFilters(columns));
  const [keywordSearch, setKeywordSearch] = useState('');
  const [sortField, setSortField] = useState<string | undefined>(undefined);
  const [sortOrder, setSortOrder] = useState<1 | -1 | 0 | null | undefined>(undefined);
  const [firstRequested, setFirstRequested] = useState(0);
  const [pageSize, setPageSize] = useState<number>(defaultRowsPerPage);

  const visibleRows = useMemo(
    () =>
      server
        ? rows
        : sortRows(filterRows(rows, columns, filters, keywordSearch), columns, sortField, sortOrder),
    [server, rows, columns, filters, keywordSearch, sortField, sortOrder],
  );
  const totalRecords = server ? server.totalRecords : visibleRows.length;
  const first = clampFirst(firstRequested, pageSize, totalRecords);
  const pageRows = server ? visibleRows : visibleRows.slice(first, first + pageSize);

  // The server is asked once per change; the keyword waits for a pause in the typing.
  const onQuery = server?.onQuery;
  const [keywordSent, setKeywordSent] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeywordSent(keywordSearch), keywordSearch ? KEYWORD_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [keywordSearch]);
  const serverFilters = JSON.stringify(activeFilters(filters));
  useEffect(() => {
    onQuery?.({
      first: firstRequested,
      rows: pageSize,
      keyword: keywordSent.trim(),
      ...(sortField ? { sortField } : {}),
      ...(sortField && (sortOrder === 1 || sortOrder === -1) ? { sortOrder } : {}),
      filters: JSON.parse(serverFilters) as ServerColumnFilter[],
    });
  }, [onQuery, firstRequested, pageSize, keywordSent, sortField, sortOrder, serverFilters]);

  const handleFilter = (event: DataTableStateEvent) => {
    setFilters(event.filters);
    setFirstRequested(0);
  };
  const handleSort = (event: DataTableSortEvent) => {
    setSortField(event.sortField);
    setSortOrder(event.sortOrder);
    if (server) setFirstRequested(0);
  };
  const handlePage = (event: DataTablePageEvent) => {
    setFirstRequested(event.first);
    setPageSize(event.rows);
  };
  const handleKeywordSearch = (text: string) => {
    setKeywordSearch(text);
    setFirstRequested(0);
  };
  const handleClearFilters = () => {
    setFilters(emptyFilters(columns));
    setKeywordSearch('');
    setFirstRequested(0);
  };

  const header = (
    <TableHeader
      toolbar={toolbar}
      keyword={keywordSearch}
      onKeyword={handleKeywordSearch}
      onClearFilters={handleClearFilters}
    />
  );

  // While the first load runs the empty row says so; on a reload the rows stay under an overlay.
  const loadingNotice = (
    <span className="flex align-items-center gap-2">
      <i className="pi pi-spin pi-spinner" aria-hidden="true" />
      {TABLE_TEXTS.loading}
    </span>
  );

  return (
    <PrimeDataTable
      {...selectionProps(selection, dataKey, visibleRows)}
      value={pageRows as Row[]}
      dataKey={dataKey}
      lazy
      {...PAGINATOR}
      first={first}
      rows={pageSize}
      totalRecords={totalRecords}
      onPage={handlePage}
      sortField={sortField}
      sortOrder={sortOrder}
      onSort={handleSort}
      filters={filters}
      filterDisplay="menu"
      onFilter={handleFilter}
      header={header}
      loading={loading && rows.length > 0}
      loadingIcon={loadingNotice}
      emptyMessage={loading ? loadingNotice : emptyMessage}
      rowClassName={rowClassName ? (row: Row) => rowClassName(row) ?? '' : undefined}
      aria-label={ariaLabel}
      // The name belongs on the table itself, so assistive technology (and tests) find it by role.
      pt={ariaLabel ? { table: { 'aria-label': ariaLabel } } : undefined}
      stripedRows
      removableSort={false}
      size="small"
    >
      {selection?.mode === 'multiple' && <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />}
      {columns.map((column) =>
        isFieldColumn(column) ? (
          fieldColumn(column)
        ) : (
          <Column key={column.id} header={column.header} body={column.body} style={column.style} />
        ),
      )}
    </PrimeDataTable>
  );
}

function fieldColumn<Row>(column: FieldColumn<Row>) {
  return (
    <Column
      key={column.field}
      {...fieldColumnProps(column)}
      filter={column.filterable !== false}
      filterPlaceholder={TABLE_TEXTS.filterPlaceholder(column.header)}
      filterMatchModeOptions={TEXT_MATCH_MODES.map((mode) => ({ ...mode }))}
      showFilterOperator={false}
      showAddButton={false}
    />
  );
}

/**
 * PrimeReact's selection props for the screen's choice. In lazy mode its header checkbox would only
 * see the current page, so "select all" is answered here over every filtered row.
 */
function selectionProps<Row extends object>(
  selection: SingleSelection<Row> | MultipleSelection<Row> | undefined,
  dataKey: FieldOf<Row>,
  visibleRows: readonly Row[],
) {
  if (!selection) return {};
  if (selection.mode === 'single') {
    return {
      selectionMode: 'single' as const,
      metaKeySelection: false,
      selection: selection.value,
      onSelectionChange: (event: { value: unknown }) =>
        selection.onChange((event.value as Row | null) ?? null),
    };
  }
  const chosen = new Set(selection.value.map((row) => row[dataKey]));
  const allChosen = visibleRows.length > 0 && visibleRows.every((row) => chosen.has(row[dataKey]));
  return {
    selectionMode: 'checkbox' as const,
    selection: selection.value,
    onSelectionChange: (event: { value: unknown }) => selection.onChange((event.value as Row[]) ?? []),
    selectAll: allChosen,
    onSelectAllChange: (event: DataTableSelectAllChangeEvent) => {
      const visibleKeys = new Set(visibleRows.map((row) => row[dataKey]));
      const others = selection.value.filter((row) => !visibleKeys.has(row[dataKey]));
      selection.onChange(event.checked ? [...others, ...visibleRows] : others);
    },
  };
}
