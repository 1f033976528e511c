import { NOVELTY_MESSAGES as M, type TFixedRow } from '@quincena/contracts/novelties';
import type { TReportColumnType, TReportResult } from '@quincena/contracts/reports';
import { conceptLabel } from './concept-options.ts';

const COLUMNS: readonly {
  header: string;
  type: TReportColumnType;
  cell: (row: TFixedRow) => string | number | null;
}[] = [
  { header: 'Contrato', type: 'text', cell: (row) => String(row.contractId) },
  { header: 'Identificación', type: 'text', cell: (row) => row.documentNumber },
  { header: 'Nombre', type: 'text', cell: (row) => row.employeeName },
  { header: 'Estado', type: 'text', cell: (row) => row.statusName },
  { header: 'Concepto', type: 'text', cell: conceptLabel },
  { header: 'Entidad', type: 'text', cell: (row) => row.entityName },
  { header: 'Valor', type: 'money', cell: (row) => row.value },
  { header: 'Saldo inicial', type: 'money', cell: (row) => row.balance },
  { header: 'Período', type: 'text', cell: (row) => row.periodicityName },
  { header: 'Fecha inicio', type: 'date', cell: (row) => row.startDate },
  { header: 'Fecha fin', type: 'date', cell: (row) => row.endDate },
];

/** The fixed items as one workbook sheet, with the table's columns (spec 02 §7: export done in the browser). */
export function fixedWorkbookData(rows: readonly TFixedRow[]): TReportResult {
  return {
    sheets: [
      {
        name: 'Novedades fijas',
        headers: COLUMNS.map((column) => column.header),
        columnTypes: COLUMNS.map((column) => column.type),
        rows: rows.map((row) => COLUMNS.map((column) => column.cell(row))),
      },
    ],
  };
}

/** Builds and downloads the workbook; SheetJS loads only when the user exports. */
export async function downloadFixedItems(rows: readonly TFixedRow[], now: Date): Promise<string> {
  const [{ buildReportWorkbook, workbookBytes }, { downloadFile, reportFileName }] = await Promise.all([
    import('../../../components/report-dialog/report-workbook.ts'),
    import('../../../components/report-dialog/report-file.ts'),
  ]);
  const fileName = reportFileName(M.fixedExportFileName, now);
  downloadFile(fileName, workbookBytes(buildReportWorkbook(fixedWorkbookData(rows))));
  return fileName;
}
