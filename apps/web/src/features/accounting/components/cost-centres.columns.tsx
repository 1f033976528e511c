import type { TCostCentre } from '@quincena/contracts/accounting';
import type { TableColumn } from '../../../components/data-table/index.ts';

/** The flat row the Centro de costos table shows (spec 03 §2.4). */
export interface CostCentreView {
  id: number;
  name: string;
  code: string;
  expenseType: string;
  /** "0001 - 001", or empty when Siigo Pyme has no centre for it yet. */
  siigo: string;
  source: TCostCentre;
}

export const toCostCentreView = (row: TCostCentre): CostCentreView => ({
  id: row.id,
  name: row.name,
  code: row.code,
  expenseType: row.expenseType.name,
  siigo: row.siigoCentre && row.siigoSubcentre ? `${row.siigoCentre} - ${row.siigoSubcentre}` : '',
  source: row,
});

/** The data columns of Centro de costos; the page adds the row actions. */
export const costCentreColumns: TableColumn<CostCentreView>[] = [
  { field: 'id', header: 'ID Centro de costos', kind: 'number', style: { width: '11rem' } },
  { field: 'name', header: 'Nombre' },
  { field: 'code', header: 'Código' },
  { field: 'expenseType', header: 'Tipo de gasto' },
  { field: 'siigo', header: 'Centro y subcentro Siigo' },
];
