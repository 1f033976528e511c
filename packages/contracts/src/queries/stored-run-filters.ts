import { z } from 'zod';
import { API_KEY_PAGE_SIZE_MAX } from '../api-keys/api-keys.ts';
import { QUERY_MESSAGES as M, QUERY_LIMITS } from './messages.ts';

/**
 * The filters the queries of stored runs share (Consulta seguridad social, Consulta contabilidad;
 * spec 03 §2.7): Calendario, Contrato, Año*, Mes* and a keyword, and the server-side page.
 */
const id = (message: string) =>
  z.coerce.number(message).int(message).min(1, message).max(2_147_483_647, message);

export const filterShape = {
  calendarId: id(M.calendarInvalid).optional(),
  contractId: id(M.contractInvalid).optional(),
  year: z.coerce
    .number(M.yearInvalid)
    .int(M.yearInvalid)
    .min(QUERY_LIMITS.yearMin, M.yearInvalid)
    .max(QUERY_LIMITS.yearMax, M.yearInvalid)
    .optional(),
  month: z.coerce
    .number(M.monthInvalid)
    .int(M.monthInvalid)
    .min(1, M.monthInvalid)
    .max(12, M.monthInvalid)
    .optional(),
  /** Keyword over document and name. */
  search: z.string().trim().max(QUERY_LIMITS.searchMax, M.searchTooLong).optional(),
};

export const pageShape = {
  page: z.coerce
    .number(M.pageInvalid)
    .int(M.pageInvalid)
    .min(1, M.pageInvalid)
    .max(1_000_000, M.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number(M.pageSizeInvalid)
    .int(M.pageSizeInvalid)
    // 5, 10 or 20 for the web (checked by the server for a session); up to 100 for an API key.
    .min(1, M.pageSizeInvalid)
    .max(API_KEY_PAGE_SIZE_MAX, M.pageSizeInvalid)
    .default(QUERY_LIMITS.defaultPageSize),
};

/** The Calendario and Contrato pickers of a query page, as its options route lists them. */
export const pickerListsShape = {
  calendars: z.array(
    z.object({ id: z.number().int(), detail: z.string(), year: z.number().int(), month: z.number().int() }),
  ),
  contracts: z.array(
    z.object({ contractId: z.number().int(), documentNumber: z.string(), employeeName: z.string() }),
  ),
};

/** The pickers of a query that also filters by concept (the payroll and accounting queries). */
export const ZConceptQueryPickerLists = z.object({
  ...pickerListsShape,
  /** `code` is the filter's value; `displayCode` what the picker shows. */
  concepts: z.array(z.object({ code: z.string(), displayCode: z.string(), name: z.string() })),
});
