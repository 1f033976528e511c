import { z } from 'zod';
import {
  hasAtMostTwoDecimals,
  idField,
  NOVELTY_CALENDAR_AND_CONTRACT,
  ZCodeName,
  ZConceptCode,
  ZNoveltyDate,
  ZNoveltyEmployee,
  ZNoveltyPage,
  ZNoveltySavedWithImpact,
} from './common.ts';
import { NOVELTY_MESSAGES as M, NOVELTY_LIMITS } from './messages.ts';

/**
 * The overtime and surcharge concepts (CST arts. 168, 179; Ley 2466/2025): the global catalogue codes,
 * which are also the payroll engine's hour types (packages/payroll HourType).
 */
export const OVERTIME_CONCEPT_CODES = ['HED', 'HEN', 'HRN', 'HRDDF', 'HRNDF', 'HEDDF', 'HENDF'] as const;
export const ZOvertimeConceptCode = z.enum(OVERTIME_CONCEPT_CODES, { error: M.conceptUnknown });
export type TOvertimeConceptCode = z.infer<typeof ZOvertimeConceptCode>;

/** Hours: more than zero, two decimals at most (spec 02 §5 "Overtime"), at most 24 in one day. */
export const ZOvertimeHours = z
  .number(M.overtimeHoursRequired)
  .finite(M.overtimeHoursRequired)
  .gt(0, M.overtimeHoursPositive)
  .max(NOVELTY_LIMITS.overtimeHoursMax, M.overtimeHoursMax)
  .refine(hasAtMostTwoDecimals, M.overtimeHoursDecimals);

/** A row of /NoveltiesOvertime (spec 02 §3 "Overtime novelty"). */
export const ZOvertimeRow = ZNoveltyEmployee.extend({
  id: z.number().int(),
  conceptCode: z.string(),
  conceptName: z.string(),
  hours: z.number(),
  calendarId: z.number().int(),
  calendarDetail: z.string(),
  date: z.string(),
});
export type TOvertimeRow = z.infer<typeof ZOvertimeRow>;

/** Fields the overtime list sorts and filters by. */
export const OVERTIME_LIST_FIELDS = [
  'id',
  'documentNumber',
  'employeeName',
  'conceptCode',
  'conceptName',
  'hours',
  'calendarDetail',
  'date',
] as const;

export const ZOvertimePage = ZNoveltyPage(ZOvertimeRow);
export type TOvertimePage = z.infer<typeof ZOvertimePage>;

/** POST /api/novelties/overtime (spec: CLIENT, ID_CALENDAR, CONTRACT_ID, CONCEPT_ID, UNIT, DATE_NOVELTY). */
export const ZCreateOvertimeRequest = z.object({
  ...NOVELTY_CALENDAR_AND_CONTRACT,
  conceptCode: ZConceptCode.pipe(ZOvertimeConceptCode),
  hours: ZOvertimeHours,
  date: ZNoveltyDate,
});
export type TCreateOvertimeRequest = z.input<typeof ZCreateOvertimeRequest>;

/** PUT /api/novelties/overtime/:id (spec: OCCASIONAL_ID, ID_CALENDAR, UNIT, DATE_NOVELTY). */
export const ZUpdateOvertimeRequest = z.object({
  calendarId: idField(M.calendarRequired),
  hours: ZOvertimeHours,
  date: ZNoveltyDate,
});
export type TUpdateOvertimeRequest = z.input<typeof ZUpdateOvertimeRequest>;

export const ZOvertimeSaved = ZNoveltySavedWithImpact(ZOvertimeRow);
export type TOvertimeSaved = z.infer<typeof ZOvertimeSaved>;

/** GET /api/novelties/overtime/concepts: the seven hour types (spec: CONCEPTS with CODE and NAME). */
export const ZOvertimeConcepts = z.object({ concepts: z.array(ZCodeName) });
export type TOvertimeConcepts = z.infer<typeof ZOvertimeConcepts>;
