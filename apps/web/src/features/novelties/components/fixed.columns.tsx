import type { TFixedRow } from '@quincena/contracts/novelties';
import type { TableColumn } from '../../../components/data-table/index.ts';
import { conceptLabel } from './concept-options.ts';

/** Novedades fijas (spec 02 §3 "Fixed item"): employee, status, concept, entity, value, balance, period, dates. */
export const fixedColumns: TableColumn<TFixedRow>[] = [
  { field: 'documentNumber', header: 'Identificación' },
  { field: 'employeeName', header: 'Nombre' },
  { field: 'statusName', header: 'Estado' },
  { field: 'conceptName', header: 'Concepto', text: conceptLabel },
  {
    field: 'entityName',
    header: 'Entidad',
    text: (row) => (row.entityName ? `${row.entityType} - ${row.entityCode} - ${row.entityName}` : ''),
  },
  { field: 'value', header: 'Valor', kind: 'money', decimals: 2 },
  { field: 'balance', header: 'Saldo inicial', kind: 'money', decimals: 2 },
  { field: 'periodicityName', header: 'Período' },
  { field: 'startDate', header: 'Fecha inicio', kind: 'date' },
  { field: 'endDate', header: 'Fecha fin', kind: 'date' },
];

export const fixedRowLabel = (row: TFixedRow) => `novedad fija ${row.conceptName} de ${row.employeeName}`;
