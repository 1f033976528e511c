import type { TPayrollQueryRow } from '@quincena/contracts/queries';
import type { TReportColumnType, TReportResult } from '@quincena/contracts/reports';

/** The columns of the export, the same as the table's, so what is downloaded is what was seen. */
const EXPORT_COLUMNS: readonly {
  header: string;
  type: TReportColumnType;
  cell: (row: TPayrollQueryRow) => string | number | null;
}[] = [
  { header: 'Calendario', type: 'text', cell: (row) => row.calendarDetail },
  { header: 'Periodo', type: 'text', cell: (row) => row.period },
  { header: 'Documento', type: 'text', cell: (row) => row.documentNumber },
  { header: 'Empleado', type: 'text', cell: (row) => row.employeeName },
  { header: 'Contrato', type: 'number', cell: (row) => row.contractId },
  { header: 'Concepto', type: 'text', cell: (row) => row.conceptCode },
  { header: 'Nombre concepto', type: 'text', cell: (row) => row.conceptName },
  { header: 'Tipo', type: 'text', cell: (row) => row.kindName },
  { header: 'Unidades', type: 'number', cell: (row) => row.units },
  { header: 'Base', type: 'money', cell: (row) => row.base },
  { header: 'Valor', type: 'money', cell: (row) => row.value },
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
