import type { TRetirementRow } from '@quincena/contracts/novelties';
import type { TableColumn } from '../../../components/data-table/index.ts';

/** Novedades de retiros (spec 02 §2): identification, name, withdrawal date, reason, status, calendar. */
export const retirementColumns: TableColumn<TRetirementRow>[] = [
  { field: 'documentNumber', header: 'Identificación' },
  { field: 'employeeName', header: 'Nombre' },
  { field: 'date', header: 'Fecha de retiro', kind: 'date' },
  { field: 'reasonName', header: 'Motivo' },
  { field: 'status', header: 'Estado' },
  {
    field: 'calendarDetail',
    header: 'Calendario',
    text: (row) => `${row.calendarId} - ${row.calendarDetail}`,
  },
];

export const retirementRowLabel = (row: TRetirementRow) => `retiro de ${row.employeeName}`;

/** Liquidar is disabled once the retirement's settlement was accumulated (spec 02 §4). */
export const canSettle = (row: TRetirementRow): boolean => row.status !== 'CERRADO ACUMULADO';

/** Plano (the bank file of the final settlement) once the settlement is accumulated. */
export const canPay = (row: TRetirementRow): boolean => row.status === 'CERRADO ACUMULADO';
