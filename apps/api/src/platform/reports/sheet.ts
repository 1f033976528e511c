import type { TReportResult } from '@quincena/contracts/reports';

type Sheet = TReportResult['sheets'][number];
type ColumnType = NonNullable<Sheet['columnTypes']>[number];
type Cell = Sheet['rows'][number][number];

/**
 * One column of a report sheet: its header, its type and how a row fills it. Kept side by side so
 * a sheet's headers, types and cells cannot drift apart (the contract refuses a sheet whose type
 * list is not as long as its headers).
 */
export type SheetColumn<R> = readonly [header: string, type: ColumnType, cell: (row: R) => Cell];

/** A report sheet from its columns and rows, in the shape the report contract expects. */
export function sheetOf<R>(name: string, columns: readonly SheetColumn<R>[], rows: readonly R[]): Sheet {
  return {
    name,
    headers: columns.map(([header]) => header),
    columnTypes: columns.map(([, type]) => type),
    rows: rows.map((row) => columns.map(([, , cell]) => cell(row))),
  };
}

/** A sheet of rows already made (a summary: totals per account, administrator or fund). */
export function summarySheet(
  name: string,
  columns: readonly (readonly [header: string, type: ColumnType])[],
  rows: Cell[][],
): Sheet {
  return {
    name,
    headers: columns.map(([header]) => header),
    columnTypes: columns.map(([, type]) => type),
    rows,
  };
}
