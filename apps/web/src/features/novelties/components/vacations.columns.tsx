import type { TVacationRow } from '@quincena/contracts/novelties';
import type { TableColumn } from '../../../components/data-table/index.ts';

/** Vacaciones (spec 02 §2): Contrato, Identificación, Nombre, Fecha inicio, Fecha fin, Dias Tiempo, Dias Dinero, Calendario. */
export const vacationColumns: TableColumn<TVacationRow>[] = [
  { field: 'contractId', header: 'Contrato', kind: 'number', text: (row) => String(row.contractId) },
  { field: 'documentNumber', header: 'Identificación' },
  { field: 'employeeName', header: 'Nombre' },
  { field: 'startDate', header: 'Fecha inicio', kind: 'date' },
  { field: 'endDate', header: 'Fecha fin', kind: 'date' },
  { field: 'daysInTime', header: 'Días tiempo', kind: 'number' },
  { field: 'daysInMoney', header: 'Días dinero', kind: 'number' },
  {
    field: 'calendarDetail',
    header: 'Calendario',
    text: (row) => `${row.calendarId} - ${row.calendarDetail}`,
  },
];

export const vacationRowLabel = (row: TVacationRow) =>
  `vacaciones de ${row.employeeName}${row.startDate ? ` del ${row.startDate}` : ''}`;
