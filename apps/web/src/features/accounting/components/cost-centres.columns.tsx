import type { TCostCentre } from '@quincena/contracts/accounting';
import type { TableColumn } from '../../../components/data-table/index.ts';
import { RowActions } from '../../../components/row-actions.tsx';

/** The flat row the Centro de costos table shows (spec 03 §2.4). */
export interface CostCentreView {
  id: number;
  name: string;
  code: string;
  expenseType: string;
  source: TCostCentre;
}

export const toCostCentreView = (row: TCostCentre): CostCentreView => ({
  id: row.id,
  name: row.name,
  code: row.code,
  expenseType: row.expenseType.name,
  source: row,
});

export function costCentreColumns(actions: {
  onEdit: (row: TCostCentre) => void;
  onDelete: (row: TCostCentre) => void;
}): TableColumn<CostCentreView>[] {
  return [
    { field: 'id', header: 'ID Centro de costos', kind: 'number', style: { width: '11rem' } },
    { field: 'name', header: 'Nombre' },
    { field: 'code', header: 'Código' },
    { field: 'expenseType', header: 'Tipo de gasto' },
    {
      id: 'actions',
      header: 'Acciones',
      style: { width: '7rem' },
      body: (row) => (
        <RowActions
          label={`centro de costos ${row.code}`}
          onEdit={() => actions.onEdit(row.source)}
          onDelete={() => actions.onDelete(row.source)}
        />
      ),
    },
  ];
}
