import type { CSSProperties, ReactNode } from 'react';

/** How a field column shows, filters and sorts its value. */
export type ColumnKind = 'text' | 'number' | 'money' | 'date' | 'datetime';

export type FieldOf<Row> = Extract<keyof Row, string>;

/** A column bound to one field of the row: sortable and filterable unless it says otherwise. */
export interface FieldColumn<Row> {
  field: FieldOf<Row>;
  header: string;
  /** Defaults to text. Money reads a number of pesos; dates read ISO yyyy-mm-dd strings or Dates. */
  kind?: ColumnKind;
  /** Money only: digits after the decimal comma (default 0, whole pesos). */
  decimals?: number;
  sortable?: boolean;
  filterable?: boolean;
  /** Whether the global keyword search looks at this column (default true). */
  searchable?: boolean;
  /** The text the user reads, filters and sorts on, when it is not the formatted field. */
  text?: (row: Row) => string;
  /** A custom cell (a tag, a progress bar); filtering still reads `text` or the formatted field. */
  body?: (row: Row) => ReactNode;
  style?: CSSProperties;
}

/** A column of controls (edit pencil, download link): neither sorted, filtered nor searched. */
export interface TemplateColumn<Row> {
  id: string;
  header: string;
  body: (row: Row) => ReactNode;
  style?: CSSProperties;
}

/** What a screen's `*.columns.tsx` exports: `export const xColumns: TableColumn<XRow>[] = [...]`. */
export type TableColumn<Row> = FieldColumn<Row> | TemplateColumn<Row>;

export function isFieldColumn<Row>(column: TableColumn<Row>): column is FieldColumn<Row> {
  return 'field' in column;
}

export function columnKey<Row>(column: TableColumn<Row>): string {
  return isFieldColumn(column) ? column.field : column.id;
}
