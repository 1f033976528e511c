import {
  ACCOUNTING_QUERY_ENDPOINTS,
  type TAccountingExportQuery,
  type TAccountingQuery,
  ZAccountingExport,
  ZAccountingOptionsLists,
  ZAccountingPage,
} from '@quincena/contracts/queries';
import type { z } from 'zod';
import { historicQueryApi } from './historic-query.api.ts';

const api = historicQueryApi<
  TAccountingQuery,
  TAccountingExportQuery,
  z.output<typeof ZAccountingOptionsLists>,
  z.output<typeof ZAccountingPage>,
  z.output<typeof ZAccountingExport>
>({
  key: 'accounting',
  endpoints: ACCOUNTING_QUERY_ENDPOINTS,
  schemas: { options: ZAccountingOptionsLists, page: ZAccountingPage, export: ZAccountingExport },
});

export const useAccountingOptions = api.useOptions;
/** One page; nothing is read until Consultar (query null). */
export const useAccountingPage = api.usePage;
export const fetchAccountingExport = api.fetchExport;
