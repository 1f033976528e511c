import type { TPayrollQueryRow } from '@quincena/contracts/queries';
import type { FieldColumn } from '../../../components/data-table/index.ts';

/** The query table (spec 03 §2.7); every field here is one the server sorts by. */
export const payrollQueryColumns: FieldColumn<TPayrollQueryRow>[] = [
  { field: 'calendarDetail', header: 'Calendario' },
  { field: 'period', header: 'Periodo' },
  { field: 'documentNumber', header: 'Documento' },
  { field: 'employeeName', header: 'Empleado' },
  { field: 'conceptCode', header: 'Concepto' },
  { field: 'conceptName', header: 'Nombre concepto' },
  { field: 'kind', header: 'Tipo', text: (row) => row.kindName },
  { field: 'units', header: 'Unidades', kind: 'number' },
  { field: 'base', header: 'Base', kind: 'money' },
  { field: 'value', header: 'Valor', kind: 'money' },
];
