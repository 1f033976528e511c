import {
  ACCOUNTING_QUERY_ENDPOINTS,
  ZAccountingExport,
  ZAccountingExportQuery,
  ZAccountingOptionsLists,
  ZAccountingPage,
  ZAccountingQuery,
} from '@quincena/contracts/queries';
import { historicQueryApi } from './historic-query.api.ts';

/** Consulta contabilidad: its filter lists, one page (nothing is read until Consultar) and every row for Exportar. */
export const accountingQueryApi = historicQueryApi('accounting', ACCOUNTING_QUERY_ENDPOINTS, {
  query: ZAccountingQuery,
  exportQuery: ZAccountingExportQuery,
  options: ZAccountingOptionsLists,
  page: ZAccountingPage,
  export: ZAccountingExport,
});
