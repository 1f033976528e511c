/**
 * Bounds of the report wire shapes. The sheet limits are Excel's own (Microsoft, "Excel
 * specifications and limits": 31 characters per sheet name, 1,048,576 rows by 16,384 columns,
 * 32,767 characters per cell), because every result becomes an xlsx workbook in the browser.
 * The rest bound what one company's report can reasonably carry (STYLE.md habit 3).
 */
export const REPORT_LIMITS = {
  tag: 60,
  label: 120,
  optionCode: 60,
  optionName: 200,
  optionsPerList: 10_000,
  parametersPerReport: 100,
  sheetsPerReport: 50,
  parameterValue: 200,
  sheetName: 31,
  headerText: 255,
  cellText: 32_767,
  columnsPerSheet: 16_384,
  /** One row of the sheet is the header line. */
  rowsPerSheet: 1_048_575,
} as const;

/** The tags the dialog never shows and fills itself (spec 01 §5, spec 03 §2.3). */
export const HIDDEN_REPORT_TAGS = {
  client: 'pinClient',
  entity: 'pinEntity',
} as const;
