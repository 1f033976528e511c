import type { TPayrollQueryRow } from '@quincena/contracts/queries';
import type { FieldColumn } from '../../../components/data-table/index.ts';

/**
 * The query table: the spec's result row (spec 03 §2.7), in its order; every field here is one the
 * server sorts by. Concepto is the display code (decision 0314), never the internal identifier.
 */
export const payrollQueryColumns: FieldColumn<TPayrollQueryRow>[] = [
  { field: 'contractId', header: 'Contrato', kind: 'number' },
  { field: 'documentNumber', header: 'Identificación' },
  { field: 'employeeName', header: 'Nombre' },
  { field: 'calendarDetail', header: 'Calendario' },
  { field: 'conceptDisplayCode', header: 'Concepto' },
  { field: 'conceptName', header: 'Nombre concepto' },
  { field: 'kind', header: 'Tipo concepto', text: (row) => row.kindName },
  { field: 'units', header: 'Unidades', kind: 'number' },
  { field: 'base', header: 'Base', kind: 'money' },
  { field: 'value', header: 'Valor', kind: 'money' },
  { field: 'consolidatedValue', header: 'Consolidado', kind: 'money' },
  { field: 'consolidatedUnits', header: 'Unidades consolidado', kind: 'number' },
];
