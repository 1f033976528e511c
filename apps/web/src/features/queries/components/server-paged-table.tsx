import { Column } from 'primereact/column';
import { ColumnGroup } from 'primereact/columngroup';
import {
  type DataTablePageEvent,
  type DataTableSortEvent,
  DataTable as PrimeDataTable,
} from 'primereact/datatable';
import { Row as HeaderRow } from 'primereact/row';
import { type ReactNode, useEffect, useState } from 'react';
import {
  type FieldColumn,
  fieldColumnProps,
  PAGINATOR,
  TABLE_TEXTS,
  TableHeader,
} from '../../../components/data-table/index.ts';

export interface ServerPage {
  /** First row shown, 0-based. */
  first: number;
  rows: number;
  keyword: string;
  sortField?: string;
  sortOrder?: 1 | -1;
}

export interface ServerPagedTableProps<Row extends object> {
  rows: readonly Row[];
  totalRecords: number;
  columns: readonly FieldColumn<Row>[];
  dataKey: string;
  page: ServerPage;
  onPageChange: (page: ServerPage) => void;
  loading?: boolean;
  toolbar?: ReactNode;
  /** 'Limpiar filtros': the screen clears its own filters too. */
  onClear: () => void;
  emptyMessage?: string;
  ariaLabel: string;
  /** A row of group headers above the columns, each spanning its columns in order (wide queries). */
  headerGroups?: readonly { header: string; span: number }[];
}

/** Waits this long after the last key before asking the server again. */
const KEYWORD_DELAY_MS = 350;

/**
 * A table whose page, sort and keyword search are answered by the server (ARCHITECTURE.md §4c:
 * large lists never load whole into the browser), with the look of the shared DataTable: page
 * sizes 5/10/20, keyword search, Limpiar filtros, sortable columns.
 */
export function ServerPagedTable<Row extends object>({
  rows,
  totalRecords,
  columns,
  dataKey,
  page,
  onPageChange,
  loading = false,
  toolbar,
  onClear,
  emptyMessage = TABLE_TEXTS.empty,
  ariaLabel,
  headerGroups,
}: ServerPagedTableProps<Row>) {
  const [keyword, setKeyword] = useState(page.keyword);

  useEffect(() => setKeyword(page.keyword), [page.keyword]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text starts a search.
  useEffect(() => {
    if (keyword === page.keyword) return;
    const timer = setTimeout(() => onPageChange({ ...page, keyword, first: 0 }), KEYWORD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [keyword]);

  const handlePage = (event: DataTablePageEvent) =>
    onPageChange({ ...page, first: event.first, rows: event.rows });
  const handleSort = (event: DataTableSortEvent) =>
    onPageChange({
      ...page,
      first: 0,
      sortField: event.sortField || undefined,
      sortOrder: event.sortOrder === 1 || event.sortOrder === -1 ? event.sortOrder : undefined,
    });

  const header = (
    <TableHeader toolbar={toolbar} keyword={keyword} onKeyword={setKeyword} onClearFilters={onClear} />
  );

  // With groups, PrimeReact takes the whole header from the group: the group row, then the columns.
  const headerColumnGroup = headerGroups ? (
    <ColumnGroup>
      <HeaderRow>
        {headerGroups.map((group) => (
          <Column key={group.header} header={group.header} colSpan={group.span} />
        ))}
      </HeaderRow>
      <HeaderRow>
        {columns.map((column) => (
          <Column
            key={column.field}
            field={column.field}
            header={column.header}
            sortable={column.sortable !== false}
            style={column.style}
          />
        ))}
      </HeaderRow>
    </ColumnGroup>
  ) : undefined;

  return (
    <PrimeDataTable
      headerColumnGroup={headerColumnGroup}
      value={rows as Row[]}
      dataKey={dataKey}
      lazy
      {...PAGINATOR}
      first={page.first}
      rows={page.rows}
      totalRecords={totalRecords}
      onPage={handlePage}
      sortField={page.sortField}
      sortOrder={page.sortOrder}
      onSort={handleSort}
      header={header}
      loading={loading}
      emptyMessage={emptyMessage}
      aria-label={ariaLabel}
      stripedRows
      size="small"
      // Many columns: the table scrolls sideways inside its frame instead of widening the page.
      scrollable
      tableStyle={{ minWidth: '64rem' }}
    >
      {columns.map((column) => (
        <Column key={column.field} {...fieldColumnProps(column)} />
      ))}
    </PrimeDataTable>
  );
}
