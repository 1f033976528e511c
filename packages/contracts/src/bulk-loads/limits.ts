/**
 * Bounds of the bulk-load wire shapes (STYLE.md habit 3). 10,000 rows covers a company moving in
 * with twice the 5,000 employees of the benchmark; a template never has more than 80 columns.
 */
export const BULK_LIMITS = {
  rows: 10_000,
  cellsPerRow: 80,
  cellText: 500,
  fileName: 255,
  header: 80,
  key: 60,
  example: 120,
  note: 300,
  codeSheets: 30,
  optionsPerSheet: 20_000,
  optionCode: 60,
  optionName: 300,
  /** Excel's last row (Microsoft, "Excel specifications and limits"). */
  lastRow: 1_048_576,
} as const;

/** The text an empty cell travels as (spec 01 §3 bulk upload: "empty cells become '*'"). */
export const EMPTY_CELL = '*';
