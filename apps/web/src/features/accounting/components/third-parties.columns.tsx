import type { TThirdParty } from '@quincena/contracts/accounting';
import type { TableColumn } from '../../../components/data-table/index.ts';

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

/** The data columns of Terceros; the page adds the row actions. */
export const thirdPartyColumns: TableColumn<ThirdPartyView>[] = [
  { field: 'documentType', header: 'Tipo de documento' },
  { field: 'nit', header: 'NIT' },
  { field: 'checkDigit', header: 'Dígito', style: { width: '7rem' } },
  { field: 'name', header: 'Nombre' },
];
