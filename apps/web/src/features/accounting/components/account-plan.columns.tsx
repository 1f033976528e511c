import { hasPlaceholder, type TAccountPlanRow } from '@quincena/contracts/accounting';
import { conceptDisplayCode } from '@quincena/contracts/concepts';
import type { TableColumn } from '../../../components/data-table/index.ts';
import { WARNING_ROW_CLASS } from '../../../components/data-table/index.ts';

/** The flat row the Plan de cuentas table shows and exports (spec 03 §2.6). */
export interface AccountPlanView {
  id: number;
  concept: string;
  conceptNature: string;
  account1: string;
  account2: string;
  nature: string;
  voucherType: string;
  thirdPartyType: string;
  thirdParty: string;
  entityType: string;
  expenseType: string;
  managesCostCentre: string;
  source: TAccountPlanRow;
}

export const toAccountPlanView = (row: TAccountPlanRow): AccountPlanView => ({
  id: row.id,
  // The display code (decision 0314), never the engine's identifier.
  concept: `${conceptDisplayCode(row.concept.code)} - ${row.concept.name}`,
  conceptNature: row.conceptNature.name,
  account1: row.account1,
  account2: row.account2,
  nature: row.nature.name,
  voucherType: row.voucherType.name,
  thirdPartyType: row.thirdPartyType.name,
  thirdParty: row.thirdParty ? `${row.thirdParty.nit} - ${row.thirdParty.name}` : '',
  entityType: row.entityType?.name ?? '',
  expenseType: row.expenseType?.name ?? '',
  managesCostCentre: row.managesCostCentre ? 'Sí' : 'No',
  source: row,
});

/** Rows whose Cuenta 1 still holds the asterisk placeholder are painted as warnings (spec 03 §2.6). */
export const accountPlanRowClass = (row: AccountPlanView): string | undefined =>
  hasPlaceholder(row.account1) ? WARNING_ROW_CLASS : undefined;

/** The data columns, in the spec's order; the export writes exactly these. */
export const ACCOUNT_PLAN_DATA_COLUMNS: readonly {
  field: Exclude<keyof AccountPlanView, 'id' | 'source'>;
  header: string;
}[] = [
  { field: 'concept', header: 'Concepto' },
  { field: 'conceptNature', header: 'Tipo del concepto' },
  { field: 'account1', header: 'Cuenta 1' },
  { field: 'account2', header: 'Cuenta 2' },
  { field: 'nature', header: 'Naturaleza' },
  { field: 'voucherType', header: 'Tipo comprobante' },
  { field: 'thirdPartyType', header: 'Tipo tercero' },
  { field: 'thirdParty', header: 'Tercero (NIT)' },
  { field: 'entityType', header: 'Tipo entidad' },
  { field: 'expenseType', header: 'Tipo de gasto' },
  { field: 'managesCostCentre', header: 'Maneja centro costo' },
];

/** The table's columns: the data columns; the page adds the row actions. */
export const accountPlanColumns: TableColumn<AccountPlanView>[] = ACCOUNT_PLAN_DATA_COLUMNS.map(
  ({ field, header }) => ({ field, header }),
);
