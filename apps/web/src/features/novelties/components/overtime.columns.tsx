import type { TOvertimeRow } from '@quincena/contracts/novelties';
import type { TableColumn } from '../../../components/data-table/index.ts';
import { conceptLabel } from './concept-options.ts';

/** Horas extra y recargos (spec 02 §2): employee (document-name), concept, time, calendar, date. */
export const overtimeColumns: TableColumn<TOvertimeRow>[] = [
  { field: 'documentNumber', header: 'Identificación' },
  { field: 'employeeName', header: 'Nombre' },
  { field: 'conceptName', header: 'Concepto', text: conceptLabel },
  { field: 'hours', header: 'Tiempo', kind: 'number' },
  {
    field: 'calendarDetail',
    header: 'Calendario',
    text: (row) => `${row.calendarId} - ${row.calendarDetail}`,
  },
  { field: 'date', header: 'Fecha', kind: 'date' },
];

export const overtimeRowLabel = (row: TOvertimeRow) => `horas extra de ${row.employeeName} del ${row.date}`;
