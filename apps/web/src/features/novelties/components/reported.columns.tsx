import type { TReportedRow } from '@quincena/contracts/novelties';
import type { TableColumn } from '../../../components/data-table/index.ts';
import { conceptLabel } from './concept-options.ts';

/** Reportados (spec 02 §3 "Reported item"): employee, concept, value, calendar, observations. */
export const reportedColumns: TableColumn<TReportedRow>[] = [
  { field: 'documentNumber', header: 'Identificación' },
  { field: 'employeeName', header: 'Nombre' },
  { field: 'conceptName', header: 'Concepto', text: conceptLabel },
  { field: 'value', header: 'Valor', kind: 'money', decimals: 2 },
  {
    field: 'calendarDetail',
    header: 'Calendario',
    text: (row) => `${row.calendarId} - ${row.calendarDetail}`,
  },
  { field: 'observations', header: 'Observaciones' },
];

export const reportedRowLabel = (row: TReportedRow) => `novedad ${row.conceptName} de ${row.employeeName}`;
