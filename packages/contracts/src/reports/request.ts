import { z } from 'zod';
import { REPORT_LIMITS } from './limits.ts';
import { REPORT_MESSAGES } from './messages.ts';
import { repeatedIndexes, ZReportTag, ZSheetPosition } from './primitives.ts';

/**
 * One chosen value. LIST sends the option code, DATE an ISO yyyy-mm-dd day, TEXT the trimmed text;
 * null means "no value" (the NO APLICA choice, or an empty optional field).
 */
export const ZReportParameterValue = z.object({
  tag: ZReportTag,
  value: z
    .string()
    .trim()
    .max(REPORT_LIMITS.parameterValue, REPORT_MESSAGES.tooLong(REPORT_LIMITS.parameterValue))
    .nullable(),
});
export type TReportParameterValue = z.infer<typeof ZReportParameterValue>;

/** The parameters of one sheet of the report, addressed by its position in the definition. */
export const ZReportSheetRequest = z
  .object({
    position: ZSheetPosition,
    parameters: z
      .array(ZReportParameterValue)
      .max(REPORT_LIMITS.parametersPerReport, REPORT_MESSAGES.tooMany(REPORT_LIMITS.parametersPerReport)),
  })
  .superRefine((sheet, context) => {
    for (const index of repeatedIndexes(sheet.parameters, (parameter) => parameter.tag)) {
      context.addIssue({
        code: 'custom',
        path: ['parameters', index, 'tag'],
        message: REPORT_MESSAGES.duplicateTag,
      });
    }
  });
export type TReportSheetRequest = z.infer<typeof ZReportSheetRequest>;

/**
 * "Generate this report" (the source's OPTION 1 with REPORTS): one entry per sheet position. The
 * company is the session's: a pinClient value in the body is only an echo the server must
 * overwrite with the session's company (ARCHITECTURE.md §3).
 */
export const ZReportRequest = z
  .object({
    reports: z
      .array(ZReportSheetRequest)
      .min(1, REPORT_MESSAGES.sheetsRequired)
      .max(REPORT_LIMITS.sheetsPerReport, REPORT_MESSAGES.tooMany(REPORT_LIMITS.sheetsPerReport)),
  })
  .superRefine((request, context) => {
    for (const index of repeatedIndexes(request.reports, (sheet) => sheet.position)) {
      context.addIssue({
        code: 'custom',
        path: ['reports', index, 'position'],
        message: REPORT_MESSAGES.duplicatePosition,
      });
    }
  });
export type TReportRequest = z.infer<typeof ZReportRequest>;
