import type { TSocialSecurityRow } from '@quincena/contracts/queries';
import type { TReportColumnType, TReportResult } from '@quincena/contracts/reports';
import type { FieldColumn } from '../../components/data-table/index.ts';

/**
 * The wide table of Consulta seguridad social (spec 03 §2.7): one registro tipo 2 per row. The
 * server keeps planilla order (period, contract, line), so the columns do not sort.
 */
const COLUMNS: ReadonlyArray<{
  field: keyof TSocialSecurityRow;
  header: string;
  type: TReportColumnType;
}> = [
  { field: 'calendarDetail', header: 'Calendario', type: 'text' },
  { field: 'state', header: 'Estado', type: 'text' },
  { field: 'documentNumber', header: 'Documento', type: 'text' },
  { field: 'employeeName', header: 'Empleado', type: 'text' },
  { field: 'line', header: 'Línea', type: 'number' },
  { field: 'novelty', header: 'Novedad', type: 'text' },
  { field: 'entry', header: 'Ingreso', type: 'date' },
  { field: 'retirement', header: 'Retiro', type: 'date' },
  { field: 'pensionDays', header: 'Días pensión', type: 'number' },
  { field: 'healthDays', header: 'Días salud', type: 'number' },
  { field: 'riskDays', header: 'Días riesgos', type: 'number' },
  { field: 'ccfDays', header: 'Días caja', type: 'number' },
  { field: 'pensionIbc', header: 'IBC pensión', type: 'money' },
  { field: 'healthIbc', header: 'IBC salud', type: 'money' },
  { field: 'riskIbc', header: 'IBC riesgos', type: 'money' },
  { field: 'ccfIbc', header: 'IBC caja', type: 'money' },
  { field: 'pension', header: 'Pensión', type: 'money' },
  { field: 'solidarity', header: 'Fondo de solidaridad', type: 'money' },
  { field: 'health', header: 'Salud', type: 'money' },
  { field: 'risk', header: 'Riesgos laborales', type: 'money' },
  { field: 'ccf', header: 'Caja de compensación', type: 'money' },
  { field: 'sena', header: 'SENA', type: 'money' },
  { field: 'icbf', header: 'ICBF', type: 'money' },
  { field: 'total', header: 'Total', type: 'money' },
];

const TABLE_KIND: Partial<Record<TReportColumnType, FieldColumn<TSocialSecurityRow>['kind']>> = {
  number: 'number',
  money: 'money',
};

export const socialSecurityColumns: FieldColumn<TSocialSecurityRow>[] = COLUMNS.map((column) => ({
  field: column.field,
  header: column.header,
  sortable: false,
  ...(TABLE_KIND[column.type] ? { kind: TABLE_KIND[column.type] } : {}),
}));

/** The export: the table's columns, amounts as numbers. */
export function socialSecurityExportSheet(
  rows: readonly TSocialSecurityRow[],
  sheetName: string,
): TReportResult {
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
