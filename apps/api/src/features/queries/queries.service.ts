import { ERROR_CODES } from '@quincena/contracts';
import type { TBulkTemplate, TBulkUploadRequest, TBulkUploadResult } from '@quincena/contracts/bulk-loads';
import {
  QUERY_MESSAGES as M,
  QUERY_LIMITS,
  type TPayrollExportQueryParsed,
  type TPayrollQueryExport,
  type TPayrollQueryOptions,
  type TPayrollQueryPage,
  type TPayrollQueryParsed,
} from '@quincena/contracts/queries';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import { bulkTemplate, runBulkLoad } from '../bulk-loads/index.ts';
import { accumulatedBulkLoad } from './accumulated-upload.ts';
import {
  createPayrollQueryRepository,
  type PayrollQueryFilters,
  type PayrollQueryScope,
} from './payroll-query.repository.ts';

/**
 * Nómina abierta and Nómina acumulados históricos (spec 03 §2.7): read the stored results, never
 * recompute. Open = the current results of PROCESSED payroll calendars; historic = those of
 * ACCUMULATED ones plus the months brought with Cargar acumulados.
 */
export function createQueriesService({
  db,
  clock,
  exportMax = QUERY_LIMITS.exportMax,
}: {
  db: Database;
  clock: Clock;
  /** The most rows Exportar answers (tests lower it). */
  exportMax?: number;
}) {
  const repository = createPayrollQueryRepository(db);
  const accumulated = accumulatedBulkLoad({ clock });

  async function checkedFilters(
    companyId: number,
    scope: PayrollQueryScope,
    query: TPayrollExportQueryParsed,
  ): Promise<PayrollQueryFilters> {
    if (
      scope === 'historic' &&
      query.calendarId === undefined &&
      (query.year === undefined || query.month === undefined)
    ) {
      throw badRequest(ERROR_CODES.validation, M.periodRequired);
    }
    if (query.calendarId !== undefined) {
      const calendar = await repository.calendar(companyId, query.calendarId);
      if (!calendar)
        throw badRequest(ERROR_CODES.validation, M.calendarNotFound, { calendarId: M.calendarNotFound });
      const wanted = scope === 'open' ? 'PROCESSED' : 'ACCUMULATED';
      // A final settlement's (LD) calendar holds payroll lines too: the pickers offer it, so it is accepted.
      if ((calendar.type !== 'NM' && calendar.type !== 'LD') || calendar.state !== wanted) {
        const message = scope === 'open' ? M.calendarNotOpenPayroll : M.calendarNotAccumulated;
        throw badRequest(ERROR_CODES.validation, message, { calendarId: message });
      }
    }
    // A chosen calendar fixes the period: year and month are ignored then (the screen disables them).
    const byCalendar = query.calendarId !== undefined && scope === 'historic';
    return {
      calendarId: query.calendarId,
      contractId: query.contractId,
      conceptCode: query.conceptCode,
      year: byCalendar ? undefined : query.year,
      month: byCalendar ? undefined : query.month,
      search: query.search || undefined,
      sortField: query.sortField,
      sortOrder: query.sortOrder,
    };
  }

  return {
    async page(
      companyId: number,
      scope: PayrollQueryScope,
      query: TPayrollQueryParsed,
    ): Promise<TPayrollQueryPage> {
      const filters = await checkedFilters(companyId, scope, query);
      const { rows, total } = await repository.page(companyId, scope, filters, query.page, query.pageSize);
      return { rows, total, page: query.page, pageSize: query.pageSize };
    },

    async export(
      companyId: number,
      scope: PayrollQueryScope,
      query: TPayrollExportQueryParsed,
    ): Promise<TPayrollQueryExport> {
      const filters = await checkedFilters(companyId, scope, query);
      const rows = await repository.all(companyId, scope, filters, exportMax);
      if (rows.length > exportMax) throw badRequest(ERROR_CODES.validation, M.tooManyToExport(exportMax));
      return { rows, total: rows.length };
    },

    options: (companyId: number, scope: PayrollQueryScope): Promise<TPayrollQueryOptions> =>
      repository.options(companyId, scope),

    accumulatedTemplate: (companyId: number): Promise<TBulkTemplate> =>
      bulkTemplate(db, accumulated, companyId),

    uploadAccumulated: (companyId: number, request: TBulkUploadRequest): Promise<TBulkUploadResult> =>
      runBulkLoad(db, accumulated, companyId, request),
  };
}
export type QueriesService = ReturnType<typeof createQueriesService>;
