import type { TAbsenceRow } from '@quincena/contracts/novelties';
import type { TableColumn } from '../../../components/data-table/index.ts';

/**
 * Ausentismos y licencias (spec 02 §2): Contrato, Identificación, Nombre, Fecha inicio, Fecha fin,
 * Contingencia, Tiempo, Prórroga, Calendario, Diagnóstico, Observaciones (the page adds Acciones).
 */
export const absenceColumns: TableColumn<TAbsenceRow>[] = [
  { field: 'contractId', header: 'Contrato', kind: 'number', text: (row) => String(row.contractId) },
  { field: 'documentNumber', header: 'Identificación' },
  { field: 'employeeName', header: 'Nombre' },
  { field: 'startDate', header: 'Fecha inicio', kind: 'date' },
  { field: 'endDate', header: 'Fecha fin', kind: 'date' },
  {
    field: 'contingencyName',
    header: 'Contingencia',
    text: (row) => `${row.contingencyCode} - ${row.contingencyName}`,
  },
  { field: 'days', header: 'Tiempo', kind: 'number' },
  { field: 'extensionLabel', header: 'Prórroga' },
  {
    field: 'calendarDetail',
    header: 'Calendario',
    text: (row) => `${row.calendarId} - ${row.calendarDetail}`,
  },
  {
    field: 'diagnosisCode',
    header: 'Diagnóstico',
    text: (row) => (row.diagnosisCode ? `${row.diagnosisCode} - ${row.diagnosisName ?? ''}` : ''),
  },
  { field: 'observations', header: 'Observaciones' },
];

export const absenceRowLabel = (row: TAbsenceRow) => `ausentismo de ${row.employeeName} del ${row.startDate}`;
