import type { TPayrollQueryRow } from '@quincena/contracts/queries';
import type { TReportColumnType, TReportResult } from '@quincena/contracts/reports';

/** The columns of the export: the table's (spec 03 §2.7), then the period's dates, so what is downloaded is what was seen. */
const EXPORT_COLUMNS: readonly {
  header: string;
  type: TReportColumnType;
  cell: (row: TPayrollQueryRow) => string | number | null;
}[] = [
  { header: 'Contrato', type: 'number', cell: (row) => row.contractId },
  { header: 'Identificación', type: 'text', cell: (row) => row.documentNumber },
  { header: 'Nombre', type: 'text', cell: (row) => row.employeeName },
  { header: 'Calendario', type: 'text', cell: (row) => row.calendarDetail },
  { header: 'Concepto', type: 'text', cell: (row) => row.conceptDisplayCode },
  { header: 'Nombre concepto', type: 'text', cell: (row) => row.conceptName },
  { header: 'Tipo concepto', type: 'text', cell: (row) => row.kindName },
  { header: 'Unidades', type: 'number', cell: (row) => row.units },
  { header: 'Base', type: 'money', cell: (row) => row.base },
  { header: 'Valor', type: 'money', cell: (row) => row.value },
  { header: 'Consolidado', type: 'money', cell: (row) => row.consolidatedValue },
  { header: 'Unidades consolidado', type: 'number', cell: (row) => row.consolidatedUnits },
  { header: 'Inicio periodo', type: 'date', cell: (row) => row.periodStart },
  { header: 'Fin periodo', type: 'date', cell: (row) => row.periodEnd },
];

/** One sheet of every matching row, amounts as numbers, in the shape the report workbook builder takes. */
export function payrollExportSheet(rows: readonly TPayrollQueryRow[], sheetName: string): TReportResult {
  return {
    sheets: [
      {
        name: sheetName,
        headers: EXPORT_COLUMNS.map((column) => column.header),
        columnTypes: EXPORT_COLUMNS.map((column) => column.type),
        rows: rows.map((row) => EXPORT_COLUMNS.map((column) => column.cell(row))),
      },
    ],
  };
}
