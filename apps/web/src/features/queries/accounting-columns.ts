import type { TAccountingRow } from '@quincena/contracts/queries';
import type { TReportColumnType, TReportResult } from '@quincena/contracts/reports';
import type { FieldColumn } from '../../components/data-table/index.ts';

/**
 * The table of Consulta contabilidad (spec 03 §2.7, §3 AUX_ACCOUNT): one posting per row, in the
 * order the run wrote them (period, contract, entry), so the columns do not sort.
 */
const COLUMNS: ReadonlyArray<{ field: keyof TAccountingRow; header: string; type: TReportColumnType }> = [
  { field: 'calendarDetail', header: 'Calendario', type: 'text' },
  { field: 'state', header: 'Estado', type: 'text' },
  { field: 'sourceCalendar', header: 'Periodo de nómina', type: 'text' },
  { field: 'voucherType', header: 'Comprobante', type: 'text' },
  { field: 'contractId', header: 'Contrato', type: 'number' },
  { field: 'documentNumber', header: 'Documento', type: 'text' },
  { field: 'employeeName', header: 'Empleado', type: 'text' },
  // The display code (decision 0314), never the internal identifier.
  { field: 'conceptDisplayCode', header: 'Concepto', type: 'text' },
  { field: 'conceptName', header: 'Nombre concepto', type: 'text' },
  { field: 'account', header: 'Cuenta', type: 'text' },
  { field: 'thirdPartyNit', header: 'NIT tercero', type: 'text' },
  { field: 'thirdPartyName', header: 'Tercero', type: 'text' },
  { field: 'costCentre', header: 'Centro de costos', type: 'text' },
  { field: 'debit', header: 'Débito', type: 'money' },
  { field: 'credit', header: 'Crédito', type: 'money' },
];

const TABLE_KIND: Partial<Record<TReportColumnType, FieldColumn<TAccountingRow>['kind']>> = {
  number: 'number',
  money: 'money',
};

export const accountingColumns: FieldColumn<TAccountingRow>[] = COLUMNS.map((column) => ({
  field: column.field,
  header: column.header,
  sortable: false,
  ...(TABLE_KIND[column.type]
    ? { kind: TABLE_KIND[column.type], decimals: column.type === 'money' ? 2 : 0 }
    : {}),
}));

/** The export: the table's columns, amounts as numbers. */
export function accountingExportSheet(rows: readonly TAccountingRow[], sheetName: string): TReportResult {
  return {
    sheets: [
      {
        name: sheetName,
        headers: COLUMNS.map((column) => column.header),
        columnTypes: COLUMNS.map((column) => column.type),
        rows: rows.map((row) => COLUMNS.map((column) => row[column.field] ?? null)),
      },
    ],
  };
}
