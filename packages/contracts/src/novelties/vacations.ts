import { z } from 'zod';
import {
  hasAtMostTwoDecimals,
  idField,
  NOVELTY_CALENDAR_AND_CONTRACT,
  ZNoveltyDate,
  ZNoveltyEmployee,
  ZNoveltyPage,
  ZNoveltySaved,
} from './common.ts';
import { NOVELTY_MESSAGES as M, NOVELTY_LIMITS } from './messages.ts';

/** A row of /NoveltiesVacation (spec 02 §3 "Vacation"; columns Contrato … Calendario). */
export const ZVacationRow = ZNoveltyEmployee.extend({
  id: z.number().int(),
  calendarId: z.number().int(),
  calendarDetail: z.string(),
  /** DAYS_TIE: business days enjoyed. */
  daysInTime: z.number(),
  /** DAYS_DIN: days paid in money without rest (CST art. 189). */
  daysInMoney: z.number(),
  startDate: z.string().nullable(),
  /** Read-only, computed by the server from business days, the company's vacation system and /Festivos. */
  endDate: z.string().nullable(),
});
export type TVacationRow = z.infer<typeof ZVacationRow>;

export const VACATION_LIST_FIELDS = [
  'id',
  'contractId',
  'documentNumber',
  'employeeName',
  'startDate',
  'endDate',
  'daysInTime',
  'daysInMoney',
  'calendarDetail',
] as const;

export const ZVacationPage = ZNoveltyPage(ZVacationRow);
export type TVacationPage = z.infer<typeof ZVacationPage>;

const ZDaysInTime = z
  .number(M.vacationDaysRequired)
  .int(M.vacationDaysInteger)
  .min(0, M.vacationDaysMin)
  .max(NOVELTY_LIMITS.vacationDaysMax, M.vacationDaysMax);
const ZDaysInMoney = z
  .number(M.vacationDaysRequired)
  .min(0, M.vacationDaysMin)
  .max(NOVELTY_LIMITS.vacationDaysMax, M.vacationDaysMax)
  .refine(hasAtMostTwoDecimals, M.vacationDaysDecimals);

/**
 * POST /api/novelties/vacations (spec: ID_CALENDAR, START_DATE, END_DATE, DAYS_TIE, DAYS_DIN, CONTRACT_ID);
 * PUT /api/novelties/vacations/:id takes the same body. The end date is always recomputed by the server; a
 * client may send the one it showed, which is ignored.
 * Days in time or in money, never both (spec 02 §5 "Vacation add"); days in time need a start date;
 * days in money carry no dates.
 */
export const ZVacationRequest = z
  .object({
    ...NOVELTY_CALENDAR_AND_CONTRACT,
    daysInTime: ZDaysInTime.default(0),
    daysInMoney: ZDaysInMoney.default(0),
    startDate: z
      .union([ZNoveltyDate, z.literal(''), z.null()])
      .optional()
      .transform((value) => (value ? value : null)),
    endDate: z.string().max(10).nullish(),
  })
  .superRefine((body, context) => {
    if (body.daysInTime === 0 && body.daysInMoney === 0) {
      context.addIssue({ code: 'custom', path: ['daysInTime'], message: M.vacationDaysRequired });
    } else if (body.daysInTime > 0 && body.daysInMoney > 0) {
      context.addIssue({ code: 'custom', path: ['daysInTime'], message: M.vacationBothDays });
    } else if (body.daysInTime > 0 && !body.startDate) {
      context.addIssue({ code: 'custom', path: ['startDate'], message: M.vacationStartRequired });
    } else if (body.daysInMoney > 0 && body.startDate) {
      context.addIssue({ code: 'custom', path: ['startDate'], message: M.vacationMoneyNoDates });
    }
  });
export type TVacationRequest = z.input<typeof ZVacationRequest>;

export const ZVacationSaved = ZNoveltySaved(ZVacationRow);
export type TVacationSaved = z.infer<typeof ZVacationSaved>;

/** GET /api/novelties/vacations/end-date?contractId=&startDate=&days= (spec: "end date by client, start date, days and contract"). */
export const ZVacationEndDateQuery = z.object({
  contractId: idField(M.employeeRequired),
  startDate: ZNoveltyDate,
  days: z.coerce
    .number(M.vacationDaysRequired)
    .int(M.vacationDaysInteger)
    .min(1, M.vacationDaysRequired)
    .max(NOVELTY_LIMITS.vacationDaysMax, M.vacationDaysMax),
});
export type TVacationEndDateQuery = z.input<typeof ZVacationEndDateQuery>;

export const ZEndDate = z.object({ endDate: z.string() });
export type TEndDate = z.infer<typeof ZEndDate>;

/**
 * GET /api/novelties/vacations/start-date?contractId=&startDate=[&excludeId=] (spec: "valid start date by
 * client, date and contract"): 200 `{ valid: true }` or 400 with the Spanish reason. `excludeId` is the vacation
 * being edited.
 */
export const ZVacationStartDateQuery = z.object({
  contractId: idField(M.employeeRequired),
  startDate: ZNoveltyDate,
  excludeId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type TVacationStartDateQuery = z.input<typeof ZVacationStartDateQuery>;

export const ZStartDateCheck = z.object({ valid: z.literal(true), message: z.string() });
export type TStartDateCheck = z.infer<typeof ZStartDateCheck>;
