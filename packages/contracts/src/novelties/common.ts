import { z } from 'zod';
import { ZPageOf } from '../common/page.ts';
import { ZRetroactiveImpact } from '../retroactive/impact.ts';
import { NOVELTY_MESSAGES as M, NOVELTY_LIMITS } from './messages.ts';

/** True when `text` is a real calendar day written yyyy-mm-dd. */
export function isNoveltyDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A novelty date (ISO day). The screens' pickers run 2010–2030 (spec 02 "Shared behaviours"); the server
 * accepts up to 2099 so that the product keeps working after 2030.
 */
export const ZNoveltyDate = z
  .string(M.required)
  .trim()
  .min(1, M.required)
  .max(10, M.dateInvalid)
  .refine(isNoveltyDate, M.dateInvalid)
  .refine((text) => {
    const year = Number(text.slice(0, 4));
    return year >= NOVELTY_LIMITS.yearMin && year <= 2099;
  }, M.yearRange);

/** Database id of a tenant-owned row (path parameters and foreign ids). */
export const ZNoveltyId = z.coerce.number(M.required).int(M.required).min(1, M.required).max(2_147_483_647);

/** A required id whose absence reads as `message` (e.g. "Seleccione un calendario"). */
export function idField(message: string) {
  return z.coerce.number(message).int(message).min(1, message).max(2_147_483_647, message);
}

/**
 * The calendar and the contract a calendar novelty's request names first (spec: ID_CALENDAR, CONTRACT_ID),
 * each required with its own message; spread first into the request's object.
 */
export const NOVELTY_CALENDAR_AND_CONTRACT = {
  calendarId: idField(M.calendarRequired),
  contractId: idField(M.employeeRequired),
};

export const ZNoveltyIdParams = z.object({ id: ZNoveltyId });
export type TNoveltyIdParams = z.infer<typeof ZNoveltyIdParams>;

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** numeric(18,2): pesos with at most two decimals. */
export const NOVELTY_MONEY_MAX = 9_999_999_999_999.99;
export const ZNoveltyMoney = z
  .number(M.amountInvalid)
  .finite(M.amountInvalid)
  .min(0, M.amountInvalid)
  .max(NOVELTY_MONEY_MAX, M.amountInvalid)
  .refine(hasAtMostTwoDecimals, M.amountDecimals);

export { hasAtMostTwoDecimals };

/** Observaciones: at most 70 characters (spec 02 §5, §9). */
export const ZObservations = z
  .string()
  .trim()
  .max(NOVELTY_LIMITS.observationsMax, M.observationsTooLong)
  .nullish()
  .transform((value) => (value ? value : null));

/** A concept code of the catalogue or of the company (features/concepts). */
export const ZConceptCode = z
  .string(M.conceptRequired)
  .trim()
  .min(1, M.conceptRequired)
  .max(40, M.conceptUnknown);

/**
 * Match modes of a column filter (spec 02 "Shared behaviours": comienza con, contiene, no contiene,
 * termina con, igual a, diferente a).
 */
export const FILTER_MODES = [
  'startsWith',
  'contains',
  'notContains',
  'endsWith',
  'equals',
  'notEquals',
] as const;
export const ZFilterMode = z.enum(FILTER_MODES, { error: M.filterInvalid });
export type TFilterMode = z.infer<typeof ZFilterMode>;

export const ZColumnFilter = z.object({
  field: z.string().trim().min(1, M.filterInvalid).max(40, M.filterInvalid),
  mode: ZFilterMode,
  value: z.string().trim().max(NOVELTY_LIMITS.searchMax, M.searchTooLong),
});
export type TColumnFilter = z.infer<typeof ZColumnFilter>;

/**
 * Query of every novelty list: server-side page, global search, column filters and sort
 * (ARCHITECTURE.md §4c "Large lists"). `filters` travels as a JSON array in the query string:
 * `?filters=[{"field":"employeeName","mode":"contains","value":"ana"}]`. The field names are the row's
 * own (each kind lists its sortable/filterable fields in `*_LIST_FIELDS`); others answer 400.
 */
export const ZNoveltyListQuery = z.object({
  page: z.coerce.number(M.pageInvalid).int(M.pageInvalid).min(1, M.pageInvalid).max(1_000_000).default(1),
  pageSize: z.coerce
    .number(M.pageSizeInvalid)
    .int(M.pageSizeInvalid)
    .min(1, M.pageSizeInvalid)
    .max(NOVELTY_LIMITS.pageSizeMax, M.pageSizeInvalid)
    .default(10),
  search: z.string().trim().max(NOVELTY_LIMITS.searchMax, M.searchTooLong).optional(),
  sortField: z.string().trim().max(40, M.sortInvalid).optional(),
  sortOrder: z.enum(['asc', 'desc'], { error: M.sortInvalid }).default('desc'),
  filters: z
    .string()
    .max(2000, M.filterInvalid)
    .optional()
    .transform((text, context) => {
      if (!text) return [] as TColumnFilter[];
      try {
        const parsed = z.array(ZColumnFilter).max(20).safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
      } catch {
        // falls through to the issue below
      }
      context.addIssue({ code: 'custom', message: M.filterInvalid });
      return z.NEVER;
    }),
  /** Only the novelties of one calendar or one contract. */
  calendarId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  contractId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type TNoveltyListQuery = z.input<typeof ZNoveltyListQuery>;
export type TNoveltyListQueryParsed = z.output<typeof ZNoveltyListQuery>;

/** A page of rows and the total that matches the search and filters. */
export const ZNoveltyPage = ZPageOf;

/** The employee columns every novelty row carries (spec: "document-name"). */
export const ZNoveltyEmployee = z.object({
  contractId: z.number().int(),
  documentNumber: z.string(),
  employeeName: z.string(),
});

/** An option of the contract dropdowns of every novelty dialog (spec: CONTRACTS with CODE and NAME). */
export const ZNoveltyContractOption = z.object({
  contractId: z.number().int(),
  documentType: z.string(),
  documentNumber: z.string(),
  employeeName: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  statusCode: z.string(),
});
export type TNoveltyContractOption = z.infer<typeof ZNoveltyContractOption>;

/** GET /api/novelties/contracts: the company's contracts a novelty can be recorded for. */
export const ZNoveltyContractOptions = z.object({ contracts: z.array(ZNoveltyContractOption) });
export type TNoveltyContractOptions = z.infer<typeof ZNoveltyContractOptions>;

/** A code and its name: every small list (concepts, periods, statuses, reasons, contingencies). */
export const ZCodeName = z.object({ code: z.string(), name: z.string() });
export type TCodeName = z.infer<typeof ZCodeName>;

/** The success message the server answers to a create, update or delete, with the row when there is one. */
export const ZNoveltyDeleted = z.object({ message: z.string() });

/**
 * `?retroactive=true` on a create or an edit of the kinds that may be dated inside an accumulated
 * period (overtime and reported novelties, issue 32, decision 0353).
 */
export const ZNoveltyRetroactiveQuery = z.object({ retroactive: z.enum(['true', 'false']).optional() });

/** The accumulated periods a retroactive novelty reaches (null when none); absent on other saves. */
export const ZNoveltyRetroactiveImpact = ZRetroactiveImpact.nullable().optional();
export type TNoveltyDeleted = z.infer<typeof ZNoveltyDeleted>;

/** What a create or an update answers: the success message and the row as stored. */
export function ZNoveltySaved<T extends z.ZodType>(row: T) {
  return z.object({ message: z.string(), row });
}

/** The answer of the kinds that may be dated back (overtime, reported): the saved row and its retroactive impact. */
export function ZNoveltySavedWithImpact<T extends z.ZodType>(row: T) {
  return z.object({ message: z.string(), row, retroactive: ZNoveltyRetroactiveImpact });
}
