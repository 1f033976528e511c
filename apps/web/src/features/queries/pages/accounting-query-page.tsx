import { ACCOUNTING_QUERY, type TAccountingRow } from '@quincena/contracts/queries';
import { accountingColumns, accountingExportSheet } from '../accounting-columns.ts';
import { accountingQueryApi } from '../api/accounting.queries.ts';
import {
  type HistoricQueryDescriptor,
  HistoricQueryPage,
  type HistoricQueryTable,
} from '../components/historic-query-page.tsx';

const TABLE: HistoricQueryTable<TAccountingRow, TAccountingRow> = {
  columns: accountingColumns,
  toView: (row) => row,
  exportSheet: (rows) => accountingExportSheet(rows, ACCOUNTING_QUERY.sheetName),
};

/** Consulta contabilidad (/HistoricAccounting, spec 03 §2.7; decision 0302): the stored postings of the accounting runs. */
const ACCOUNTING: HistoricQueryDescriptor<
  NonNullable<ReturnType<typeof accountingQueryApi.useOptions>['data']>,
  TAccountingRow,
  TAccountingRow
> = {
  title: ACCOUNTING_QUERY.title,
  videoKey: 'HISTORICACCOUNTING',
  empty: ACCOUNTING_QUERY.empty,
  exportBaseName: ACCOUNTING_QUERY.exportBaseName,
  conceptFilter: true,
  // Año* and Mes* unless a calendar is chosen (spec 03 §2.7).
  periodOptionalWithCalendar: true,
  ...accountingQueryApi,
  useTable: () => TABLE,
};

export function AccountingQueryPage() {
  return <HistoricQueryPage descriptor={ACCOUNTING} />;
}
