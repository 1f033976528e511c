import type { TThirdParty } from '@quincena/contracts/accounting';
import type { TableColumn } from '../../../components/data-table/index.ts';
import { RowActions } from '../../../components/row-actions.tsx';

/** The flat row the Terceros table shows (spec 03 §2.5). */
export interface ThirdPartyView {
  id: number;
  documentType: string;
  nit: string;
  checkDigit: string;
  name: string;
  source: TThirdParty;
}

export const toThirdPartyView = (row: TThirdParty): ThirdPartyView => ({
  id: row.id,
  documentType: row.documentType.name,
  nit: row.nit,
  checkDigit: row.checkDigit,
  name: row.name,
  source: row,
});

export function thirdPartyColumns(actions: {
  onEdit: (row: TThirdParty) => void;
  onDelete: (row: TThirdParty) => void;
}): TableColumn<ThirdPartyView>[] {
  return [
    { field: 'documentType', header: 'Tipo de documento' },
    { field: 'nit', header: 'NIT' },
    { field: 'checkDigit', header: 'Dígito', style: { width: '7rem' } },
    { field: 'name', header: 'Nombre' },
    {
      id: 'actions',
      header: 'Acciones',
      style: { width: '7rem' },
      body: (row) => (
        <RowActions
          label={`tercero ${row.nit}`}
          onEdit={() => actions.onEdit(row.source)}
          onDelete={() => actions.onDelete(row.source)}
        />
      ),
    },
  ];
}
