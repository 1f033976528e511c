import { z } from 'zod';
import {
  NOVELTY_CALENDAR_AND_CONTRACT,
  ZConceptCode,
  ZNoveltyEmployee,
  ZNoveltyMoney,
  ZNoveltyPage,
  ZNoveltySavedWithImpact,
  ZObservations,
} from './common.ts';
import { NOVELTY_MESSAGES as M } from './messages.ts';

/**
 * A row of /NoveltiesReported (spec 02 §3 "Reported item"): a one-off item of an OCA concept, paid or
 * deducted in the period of its calendar.
 */
export const ZReportedRow = ZNoveltyEmployee.extend({
  id: z.number().int(),
  conceptCode: z.string(),
  conceptName: z.string(),
  /** earning or deduction, from the concept. */
  conceptNature: z.string(),
  value: z.number(),
  calendarId: z.number().int(),
  calendarDetail: z.string(),
  observations: z.string().nullable(),
});
export type TReportedRow = z.infer<typeof ZReportedRow>;

export const REPORTED_LIST_FIELDS = [
  'id',
  'documentNumber',
  'employeeName',
  'conceptCode',
  'conceptName',
  'value',
  'calendarDetail',
  'observations',
] as const;

export const ZReportedPage = ZNoveltyPage(ZReportedRow);
export type TReportedPage = z.infer<typeof ZReportedPage>;

const ZReportedValue = ZNoveltyMoney.refine((value) => value > 0, M.reportedValuePositive);

/**
 * POST /api/novelties/reported (spec: CLIENT, ID_CALENDAR, CONTRACT_ID, CONCEPT_ID, VALUE, OBSERVATIONS).
 * PUT /api/novelties/reported/:id takes the same body (spec: "same plus OCCASIONAL_ID").
 */
export const ZReportedRequest = z.object({
  ...NOVELTY_CALENDAR_AND_CONTRACT,
  conceptCode: ZConceptCode,
  value: z.number(M.reportedValueRequired).pipe(ZReportedValue),
  observations: ZObservations,
});
export type TReportedRequest = z.input<typeof ZReportedRequest>;

export const ZReportedSaved = ZNoveltySavedWithImpact(ZReportedRow);
export type TReportedSaved = z.infer<typeof ZReportedSaved>;
