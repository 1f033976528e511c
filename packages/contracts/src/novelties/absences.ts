import { z } from 'zod';
import {
  idField,
  NOVELTY_CALENDAR_AND_CONTRACT,
  ZNoveltyDate,
  ZNoveltyEmployee,
  ZNoveltyPage,
  ZNoveltySaved,
  ZObservations,
} from './common.ts';
import { NOVELTY_MESSAGES as M, NOVELTY_LIMITS } from './messages.ts';

/** The contingencies whose absences can extend an earlier one (Prórroga, spec 02 §5, §9). */
export const EXTENSION_CONTINGENCY_CODES = ['1053', '1061'] as const;

/** Which PILA novelty an absence is reported as (PILA registro tipo 2, campos 24–27 and 30). */
export const ZPilaNovelty = z.enum(['IGE', 'IRL', 'LMA', 'VAC-LR', 'SLN']);
export type TPilaNovelty = z.infer<typeof ZPilaNovelty>;

/** One entry of the contingency list (spec: CONTINGENCY with CODE and NAME), with what it means. */
export const ZContingency = z.object({
  code: z.string(),
  name: z.string(),
  /** The PILA novelty it is reported as, and the mark that field takes (X, L, P, C …). */
  pilaNovelty: ZPilaNovelty,
  pilaMark: z.string(),
  /** Incapacities take a CIE-10 diagnosis. */
  incapacity: z.boolean(),
  /** Codes 1053 and 1061 can extend (prorrogar) an earlier absence. */
  allowsExtension: z.boolean(),
  legalBasis: z.string(),
});
export type TContingency = z.infer<typeof ZContingency>;
export const ZContingencyList = z.object({ contingencies: z.array(ZContingency) });
export type TContingencyList = z.infer<typeof ZContingencyList>;

/** A row of /NoveltiesLicenses (spec 02 §3 "Absence"). */
export const ZAbsenceRow = ZNoveltyEmployee.extend({
  id: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  contingencyCode: z.string(),
  contingencyName: z.string(),
  /** Tiempo: calendar days. */
  days: z.number().int(),
  calendarId: z.number().int(),
  calendarDetail: z.string(),
  /** The absence this one extends (Prórroga), with its label. */
  extensionOfId: z.number().int().nullable(),
  extensionLabel: z.string().nullable(),
  diagnosisCode: z.string().nullable(),
  diagnosisName: z.string().nullable(),
  observations: z.string().nullable(),
});
export type TAbsenceRow = z.infer<typeof ZAbsenceRow>;

export const ABSENCE_LIST_FIELDS = [
  'id',
  'contractId',
  'documentNumber',
  'employeeName',
  'startDate',
  'endDate',
  'contingencyName',
  'days',
  'extensionLabel',
  'calendarDetail',
  'diagnosisCode',
  'observations',
] as const;

export const ZAbsencePage = ZNoveltyPage(ZAbsenceRow);
export type TAbsencePage = z.infer<typeof ZAbsencePage>;

/** Tiempo: whole calendar days, at least 1, at most 7 characters (spec 02 §5, §9). */
export const ZAbsenceDays = z
  .number(M.absenceDaysRequired)
  .int(M.absenceDaysInteger)
  .min(1, M.absenceDaysMin)
  .refine((value) => String(value).length <= NOVELTY_LIMITS.absenceTimeChars, M.absenceDaysTooLong)
  .refine((value) => value <= NOVELTY_LIMITS.absenceDaysMax, M.absenceDaysMax);

/**
 * POST /api/novelties/absences (spec: ID_CALENDAR, START_DATE, END_DATE, DAYS, CONTRACT_ID, CONTINGENCY,
 * EXTENSION, DIAGNOSTIC, OBSERVATIONS); PUT /api/novelties/absences/:id takes the same body. The server
 * recomputes the end date; a client may send the one it obtained from /end-date.
 */
export const ZAbsenceRequest = z
  .object({
    ...NOVELTY_CALENDAR_AND_CONTRACT,
    contingencyCode: z
      .string(M.absenceContingencyRequired)
      .trim()
      .min(1, M.absenceContingencyRequired)
      .max(10, M.absenceContingencyUnknown),
    startDate: z.string(M.absenceStartRequired).min(1, M.absenceStartRequired).pipe(ZNoveltyDate),
    days: ZAbsenceDays,
    endDate: z.string().max(10).nullish(),
    extensionOfId: z.coerce
      .number()
      .int()
      .min(1)
      .max(2_147_483_647)
      .nullish()
      .transform((value) => value ?? null),
    diagnosisCode: z
      .string()
      .trim()
      .toUpperCase()
      .max(10, M.absenceDiagnosisUnknown)
      .nullish()
      .transform((value) => (value ? value : null))
      .describe(
        'Código CIE-10 del diagnóstico. Obligatorio cuando la contingencia es una incapacidad (incapacity: true en GET /api/novelties/absences/contingencies); prohibido en las demás.',
      ),
    observations: ZObservations,
  })
  .superRefine((body, context) => {
    if (
      body.extensionOfId !== null &&
      !(EXTENSION_CONTINGENCY_CODES as readonly string[]).includes(body.contingencyCode)
    ) {
      context.addIssue({ code: 'custom', path: ['extensionOfId'], message: M.absenceExtensionNotAllowed });
    }
  });
export type TAbsenceRequest = z.input<typeof ZAbsenceRequest>;

export const ZAbsenceSaved = ZNoveltySaved(ZAbsenceRow);
export type TAbsenceSaved = z.infer<typeof ZAbsenceSaved>;

/** GET /api/novelties/absences/end-date?contractId=&startDate=&days= (spec: END_DATE from the server). */
export const ZAbsenceEndDateQuery = z.object({
  contractId: idField(M.employeeRequired),
  startDate: ZNoveltyDate,
  days: z.coerce.number(M.absenceDaysRequired).pipe(ZAbsenceDays),
  /** Optional: a licence counted in business days (luto) ends later than one counted in calendar days. */
  contingencyCode: z.string().trim().max(10).optional(),
});
export type TAbsenceEndDateQuery = z.input<typeof ZAbsenceEndDateQuery>;

/**
 * GET /api/novelties/absences/extensions?contractId=&contingencyCode=[&excludeId=] (spec: EXTENCION by
 * contract and contingency): earlier absences of the same contract and contingency; only 1053 and 1061.
 */
export const ZAbsenceExtensionsQuery = z.object({
  contractId: idField(M.employeeRequired),
  contingencyCode: z.string().trim().min(1, M.absenceContingencyRequired).max(10),
  excludeId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type TAbsenceExtensionsQuery = z.input<typeof ZAbsenceExtensionsQuery>;

export const ZAbsenceExtension = z.object({
  id: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number().int(),
  /** "dd-mm-aaaa al dd-mm-aaaa (N días)". */
  label: z.string(),
});
export type TAbsenceExtension = z.infer<typeof ZAbsenceExtension>;
export const ZAbsenceExtensionList = z.object({ extensions: z.array(ZAbsenceExtension) });
export type TAbsenceExtensionList = z.infer<typeof ZAbsenceExtensionList>;

/**
 * GET /api/novelties/diagnoses?search=&limit= (spec: DIAGNOSTICOS): CIE-10 codes of the MinSalud table,
 * searched on the server (the table has thousands of codes).
 */
export const ZDiagnosisQuery = z.object({
  search: z.string().trim().max(NOVELTY_LIMITS.searchMax, M.searchTooLong).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TDiagnosisQuery = z.input<typeof ZDiagnosisQuery>;
export const ZDiagnosisList = z.object({
  diagnoses: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type TDiagnosisList = z.infer<typeof ZDiagnosisList>;
