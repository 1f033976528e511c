import type { TBulkColumn } from '@quincena/contracts/bulk-loads';

/** One choice of a CODE column, as its code sheet lists it. */
export interface BulkCodeOption {
  code: string;
  name: string;
}

/**
 * A column as the server defines it: the template column plus what reading a cell needs
 * (the valid codes of a CODE column, the longest text a TEXT column takes).
 */
export interface BulkColumnSpec extends Omit<TBulkColumn, 'codeSheet'> {
  /** CODE columns: the sheet name and the valid codes (from the reference lists or the company's own). */
  codes?: { sheet: string; options: readonly BulkCodeOption[] };
  /** TEXT, EMAIL and PASSWORD columns: the longest value the form accepts. */
  maxLength?: number;
}

/** A row read cell by cell: each column's value, null where the cell was empty ('*'). */
export type CellValues = Record<string, string | null>;

/** A column's example and, when it has one, its note (an empty note is written as none). */
export const exampleWithNote = (example: string, note: string | undefined) => ({
  example,
  ...(note ? { note } : {}),
});
