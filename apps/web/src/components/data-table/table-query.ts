import { FilterOperator } from 'primereact/api';
import type { DataTableFilterMeta, DataTableFilterMetaData } from 'primereact/datatable';
import { formatMoney, formatNumber, formatTableDate, formatTableDateTime } from './cell-format.ts';
import {
  cellMatches,
  DEFAULT_MATCH_MODE,
  isTextMatchMode,
  normalizeForSearch,
  type TextMatchMode,
} from './match-modes.ts';
import { type FieldColumn, isFieldColumn, type TableColumn } from './table-column.ts';

/**
 * The table's whole client-side query (filters, keyword search, sort, page) as pure functions. The
 * PrimeReact table runs "lazy", so what the user sees is exactly what these functions return.
 */

function rawValue<Row>(row: Row, column: FieldColumn<Row>): unknown {
  return row[column.field];
}

/** What the cell shows as text: the column's own text, else the formatted value, else ''. */
export function displayText<Row>(row: Row, column: FieldColumn<Row>): string {
  if (column.text) return column.text(row);
  const value = rawValue(row, column);
  if (value === null || value === undefined) return '';
  switch (column.kind ?? 'text') {
    case 'money':
      return typeof value === 'number' ? formatMoney(value, column.decimals ?? 0) : String(value);
    case 'number':
      return typeof value === 'number' ? formatNumber(value) : String(value);
    case 'date':
      return value instanceof Date || typeof value === 'string' ? formatTableDate(value) : String(value);
    case 'datetime':
      return value instanceof Date || typeof value === 'string' ? formatTableDateTime(value) : String(value);
    case 'text':
      return String(value);
  }
}

/**
 * The texts a filter compares against: the shown text and, for numbers and dates, the raw value
 * too, so "2500000" finds "$ 2.500.000" and "2026-01" finds "15-01-2026".
 */
export function searchTexts<Row>(row: Row, column: FieldColumn<Row>): string[] {
  const shown = displayText(row, column);
  const value = rawValue(row, column);
  if (column.text || (column.kind ?? 'text') === 'text' || value === null || value === undefined)
    return [shown];
  const raw = value instanceof Date ? value.toISOString() : String(value);
  return raw === shown ? [shown] : [shown, raw];
}

/** One empty "menu" filter per filterable column, each starting on COMIENZA CON. */
export function emptyFilters<Row>(columns: readonly TableColumn<Row>[]): DataTableFilterMeta {
  const filters: DataTableFilterMeta = {};
  for (const column of columns) {
    if (isFieldColumn(column) && column.filterable !== false) {
      filters[column.field] = {
        operator: FilterOperator.AND,
        constraints: [{ value: null, matchMode: DEFAULT_MATCH_MODE }],
      };
    }
  }
  return filters;
}

function constraintPasses<Row>(
  row: Row,
  column: FieldColumn<Row>,
  constraint: DataTableFilterMetaData,
): boolean {
  const value = constraint.value;
  if (value === null || value === undefined || String(value).trim() === '') return true;
  const mode = isTextMatchMode(constraint.matchMode) ? constraint.matchMode : DEFAULT_MATCH_MODE;
  return cellMatches(searchTexts(row, column), String(value), mode);
}

function rowPassesFilters<Row>(
  row: Row,
  columns: readonly FieldColumn<Row>[],
  filters: DataTableFilterMeta,
): boolean {
  return columns.every((column) => {
    const meta = filters[column.field];
    if (!meta) return true;
    if ('constraints' in meta) {
      const passes = meta.constraints.map((constraint) => constraintPasses(row, column, constraint));
      return meta.operator === FilterOperator.OR
        ? passes.some(Boolean) || passes.length === 0
        : passes.every(Boolean);
    }
    return constraintPasses(row, column, meta);
  });
}

/**
 * The keyword search: every word typed must appear in some searchable column, so "ana perez"
 * finds "Ana María Pérez" whatever the order of the columns.
 */
function rowMatchesKeywords<Row>(
  row: Row,
  columns: readonly FieldColumn<Row>[],
  keywords: string[],
): boolean {
  if (keywords.length === 0) return true;
  const texts = columns
    .filter((column) => column.searchable !== false)
    .flatMap((column) => searchTexts(row, column))
    .map(normalizeForSearch);
  return keywords.every((word) => texts.some((text) => text.includes(word)));
}

export function filterRows<Row>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  filters: DataTableFilterMeta,
  keywordSearch: string,
): Row[] {
  const fieldColumns = columns.filter(isFieldColumn);
  const keywords = normalizeForSearch(keywordSearch).split(' ').filter(Boolean);
  return rows.filter(
    (row) => rowPassesFilters(row, fieldColumns, filters) && rowMatchesKeywords(row, fieldColumns, keywords),
  );
}

const collator = new Intl.Collator('es-CO', { numeric: true, sensitivity: 'base' });

function sortKey<Row>(row: Row, column: FieldColumn<Row>): number | string | null {
  const value = rawValue(row, column);
  if (value === null || value === undefined || value === '') return null;
  const kind = column.kind ?? 'text';
  if ((kind === 'money' || kind === 'number') && typeof value === 'number') return value;
  if ((kind === 'date' || kind === 'datetime') && value instanceof Date) return value.getTime();
  if ((kind === 'date' || kind === 'datetime') && typeof value === 'string') {
    const instant = new Date(value).getTime();
    if (!Number.isNaN(instant)) return instant;
  }
  return displayText(row, column);
}

/**
 * Sorts by the column's value (numbers as numbers, dates as instants, text in Spanish order with
 * digits read as numbers); empty cells go last in both directions. The sort is stable.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  sortField: string | undefined,
  sortOrder: 1 | -1 | 0 | null | undefined,
): Row[] {
  const column = columns.filter(isFieldColumn).find((candidate) => candidate.field === sortField);
  if (!column || !sortOrder) return [...rows];
  const keyed = rows.map((row) => ({ row, key: sortKey(row, column) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === b.key ? 0 : a.key === null ? 1 : -1;
    const order =
      typeof a.key === 'number' && typeof b.key === 'number'
        ? a.key - b.key
        : collator.compare(String(a.key), String(b.key));
    return order * sortOrder;
  });
  return keyed.map((entry) => entry.row);
}

/** The first row index to show: stays on the same page while it exists, else the last page. */
export function clampFirst(first: number, pageSize: number, total: number): number {
  if (first < total) return first;
  return Math.max(0, Math.floor((total - 1) / pageSize) * pageSize);
}

/** One column filter as a server reads it (the six match modes keep PrimeReact's names). */
export interface ServerColumnFilter {
  field: string;
  mode: TextMatchMode;
  value: string;
}

/** The filled-in column filters of the table, for a server that answers the page. */
export function activeFilters(filters: DataTableFilterMeta): ServerColumnFilter[] {
  const active: ServerColumnFilter[] = [];
  for (const [field, meta] of Object.entries(filters)) {
    const constraints = 'constraints' in meta ? meta.constraints : [meta];
    for (const constraint of constraints) {
      const value =
        constraint.value === null || constraint.value === undefined ? '' : String(constraint.value);
      if (value.trim() === '') continue;
      const mode = isTextMatchMode(constraint.matchMode) ? constraint.matchMode : DEFAULT_MATCH_MODE;
      active.push({ field, mode, value: value.trim() });
    }
  }
  return active;
}
