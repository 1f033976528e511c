import { z } from 'zod';
import {
  NOVELTY_CALENDAR_AND_CONTRACT,
  ZNoveltyDate,
  ZNoveltyEmployee,
  ZNoveltyPage,
  ZNoveltySaved,
} from './common.ts';
import { NOVELTY_MESSAGES as M } from './messages.ts';

/**
 * Status of a retirement (spec 02 §3 "Retirement" STATUS, e.g. CERRADO ACUMULADO): REGISTRADO until its
 * final settlement runs, LIQUIDADO when processed, CERRADO ACUMULADO once accumulated (Liquidar disabled).
 */
export const RETIREMENT_STATUSES = ['REGISTRADO', 'LIQUIDADO', 'CERRADO ACUMULADO'] as const;
export const ZRetirementStatus = z.enum(RETIREMENT_STATUSES);
export type TRetirementStatus = z.infer<typeof ZRetirementStatus>;

/** A row of the retirements table (spec 02 §3 "Retirement"). */
export const ZRetirementRow = ZNoveltyEmployee.extend({
  id: z.number().int(),
  calendarId: z.number().int(),
  calendarDetail: z.string(),
  reasonCode: z.string(),
  reasonName: z.string(),
  /** END_DATE: the withdrawal date, the last day worked. */
  date: z.string(),
  status: ZRetirementStatus,
});
export type TRetirementRow = z.infer<typeof ZRetirementRow>;

export const RETIREMENT_LIST_FIELDS = [
  'id',
  'documentNumber',
  'employeeName',
  'date',
  'reasonName',
  'status',
  'calendarDetail',
] as const;

export const ZRetirementPage = ZNoveltyPage(ZRetirementRow);
export type TRetirementPage = z.infer<typeof ZRetirementPage>;

/**
 * POST /api/novelties/retirements (spec: ID_CALENDAR, END_DATE, LOV_REASON, CONTRACT_ID);
 * PUT /api/novelties/retirements/:id takes the same body.
 */
export const ZRetirementRequest = z.object({
  ...NOVELTY_CALENDAR_AND_CONTRACT,
  reasonCode: z
    .string(M.retirementReasonRequired)
    .trim()
    .min(1, M.retirementReasonRequired)
    .max(40, M.retirementReasonUnknown),
  date: z.string(M.retirementDateRequired).min(1, M.retirementDateRequired).pipe(ZNoveltyDate),
});
export type TRetirementRequest = z.input<typeof ZRetirementRequest>;

export const ZRetirementSaved = ZNoveltySaved(ZRetirementRow);
export type TRetirementSaved = z.infer<typeof ZRetirementSaved>;

/** GET /api/novelties/retirements/reasons (spec: ID_LOV_REASON), the list `retirement-reasons`. */
export const ZRetirementReasons = z.object({
  reasons: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type TRetirementReasons = z.infer<typeof ZRetirementReasons>;
