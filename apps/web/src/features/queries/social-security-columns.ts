import {
  PILA_RECORD_GROUPS,
  type TPilaRecordField,
  type TSocialSecurityRow,
} from '@quincena/contracts/queries';
import type { TReportCell, TReportColumnType, TReportResult } from '@quincena/contracts/reports';
import type { FieldColumn } from '../../components/data-table/index.ts';

/**
 * The wide table of Consulta seguridad social (spec 03 §2.7; decision 0315): one registro tipo 2 per
 * row. The line's identity and its total always show; the record's 96 fields are grouped (Empleado,
 * Novedades, Pensión …) and the clerk chooses which to see. The export always carries every field.
 * The server keeps planilla order (period, contract, line), so the columns do not sort.
 */

/** A row as the table reads it: the line's identity and total beside the record's `f<number>` fields. */
export type SocialSecurityView = Record<string, string | number | null> & { id: string };

export const toSocialSecurityView = (row: TSocialSecurityRow): SocialSecurityView => ({
  ...row.record,
  id: row.id,
  calendarDetail: row.calendarDetail,
  state: row.state,
  documentNumber: row.documentNumber,
  employeeName: row.employeeName,
  line: row.line,
  total: row.total,
});

interface ViewColumn {
  field: string;
  header: string;
  type: TReportColumnType;
}

/** The line's identity, before the record's fields. */
const IDENTITY: readonly ViewColumn[] = [
  { field: 'calendarDetail', header: 'Calendario', type: 'text' },
  { field: 'state', header: 'Estado', type: 'text' },
  { field: 'documentNumber', header: 'Documento', type: 'text' },
  { field: 'employeeName', header: 'Empleado', type: 'text' },
  { field: 'line', header: 'Línea', type: 'number' },
];
const TOTAL: ViewColumn = { field: 'total', header: 'Total aportes', type: 'money' };

/** What a first visit shows: days, IBC, rates and contributions of each subsystem, and the novelties. */
export const DEFAULT_VISIBLE: readonly string[] = [
  'f15',
  'f16',
  'f36',
  'f42',
  'f46',
  'f50',
  'f37',
  'f43',
  'f54',
  'f55',
  'f38',
  'f61',
  'f63',
  'f39',
  'f65',
  'f67',
  'f69',
  'f76',
];

export interface ColumnGroupHeader {
  header: string;
  span: number;
}

const TABLE_KIND: Partial<Record<TReportColumnType, FieldColumn<SocialSecurityView>['kind']>> = {
  number: 'number',
  money: 'money',
  date: 'date',
};

const toTableColumn = (column: ViewColumn): FieldColumn<SocialSecurityView> => ({
  field: column.field,
  header: column.header,
  sortable: false,
  ...(TABLE_KIND[column.type] ? { kind: TABLE_KIND[column.type] } : {}),
});

const recordColumn = (field: TPilaRecordField): ViewColumn => ({
  field: field.key,
  header: field.header,
  type: field.type,
});

/** The table's columns and the group row above them, for the chosen record fields. */
export function socialSecurityTable(
  fields: readonly TPilaRecordField[],
  visible: readonly string[],
): { columns: FieldColumn<SocialSecurityView>[]; groups: ColumnGroupHeader[] } {
  const chosen = new Set(visible);
  const groups: ColumnGroupHeader[] = [{ header: 'Línea de la planilla', span: IDENTITY.length }];
  const columns = IDENTITY.map(toTableColumn);
  for (const group of PILA_RECORD_GROUPS) {
    const shown = fields.filter((field) => field.group === group && chosen.has(field.key));
    if (shown.length === 0) continue;
    groups.push({ header: group, span: shown.length });
    columns.push(...shown.map((field) => toTableColumn(recordColumn(field))));
  }
  groups.push({ header: 'Total', span: 1 });
  columns.push(toTableColumn(TOTAL));
  return { columns, groups };
}

/** The column chooser's options: the record's fields under their group. */
export function columnChooserOptions(fields: readonly TPilaRecordField[]) {
  return PILA_RECORD_GROUPS.map((group) => ({
    label: group,
    items: fields
      .filter((field) => field.group === group)
      .map((field) => ({ label: field.header, value: field.key })),
  })).filter((group) => group.items.length > 0);
}

/** The export: the line's identity, every field of the record whatever the table shows, the total. */
export function socialSecurityExportSheet(
  rows: readonly TSocialSecurityRow[],
  fields: readonly TPilaRecordField[],
  sheetName: string,
): TReportResult {
  const columns = [...IDENTITY, ...fields.map(recordColumn), TOTAL];
  return {
    sheets: [
      {
        name: sheetName,
        headers: columns.map((column) => column.header),
        columnTypes: columns.map((column) => column.type),
        rows: rows.map((row) => {
          const view = toSocialSecurityView(row);
          return columns.map((column): TReportCell => view[column.field] ?? null);
        }),
      },
    ],
  };
}
