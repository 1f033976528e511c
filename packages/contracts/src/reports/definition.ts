import { z } from 'zod';
import { requiredText } from '../common/text.ts';
import { REPORT_LIMITS } from './limits.ts';
import { REPORT_MESSAGES } from './messages.ts';
import { repeatedIndexes, ZReportTag, ZSheetName, ZSheetPosition } from './primitives.ts';

/** LIST is a searchable dropdown, DATE a calendar, TEXT free text (spec 03 §2.3). */
export const ZReportParameterType = z.enum(['LIST', 'DATE', 'TEXT']);
export type TReportParameterType = z.infer<typeof ZReportParameterType>;

/** One choice of a LIST parameter; code and name travel apart (ARCHITECTURE.md §3). */
export const ZReportOption = z.object({
  code: requiredText(
    REPORT_LIMITS.optionCode,
    REPORT_MESSAGES.optionCodeEmpty,
    REPORT_MESSAGES.tooLong(REPORT_LIMITS.optionCode),
  ),
  name: requiredText(
    REPORT_LIMITS.optionName,
    REPORT_MESSAGES.optionNameEmpty,
    REPORT_MESSAGES.tooLong(REPORT_LIMITS.optionName),
  ),
});
export type TReportOption = z.infer<typeof ZReportOption>;

/**
 * One parameter of a report. The source product repeated a parameter in every sheet that used it
 * and the browser merged them by tag; here the server sends it once with every sheet position it
 * feeds (spec 02 shared section: "merged and remember every sheet position").
 */
export const ZReportParameter = z
  .object({
    tag: ZReportTag,
    label: requiredText(
      REPORT_LIMITS.label,
      REPORT_MESSAGES.labelEmpty,
      REPORT_MESSAGES.tooLong(REPORT_LIMITS.label),
    ),
    type: ZReportParameterType,
    required: z.boolean(),
    options: z
      .array(ZReportOption)
      .max(REPORT_LIMITS.optionsPerList, REPORT_MESSAGES.tooMany(REPORT_LIMITS.optionsPerList))
      .default([]),
    sheetPositions: z
      .array(ZSheetPosition)
      .min(1, REPORT_MESSAGES.sheetPositionsRequired)
      .max(REPORT_LIMITS.sheetsPerReport, REPORT_MESSAGES.tooMany(REPORT_LIMITS.sheetsPerReport)),
  })
  .superRefine((parameter, context) => {
    if (repeatedIndexes(parameter.sheetPositions, (position) => position).length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['sheetPositions'],
        message: REPORT_MESSAGES.duplicatePosition,
      });
    }
    const repeatedCodes = repeatedIndexes(parameter.options, (option) => option.code);
    if (repeatedCodes.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['options', repeatedCodes[0] ?? 0, 'code'],
        message: REPORT_MESSAGES.duplicateOptionCode,
      });
    }
  });
export type TReportParameter = z.infer<typeof ZReportParameter>;

/** A sheet the report will produce; the generate request sends one entry per sheet. */
export const ZReportSheetRef = z.object({
  position: ZSheetPosition,
  name: ZSheetName,
});
export type TReportSheetRef = z.infer<typeof ZReportSheetRef>;

/** The answer to "which parameters does this report take" (the source's OPTION 2). */
export const ZReportDefinition = z
  .object({
    sheets: z
      .array(ZReportSheetRef)
      .min(1, REPORT_MESSAGES.sheetsRequired)
      .max(REPORT_LIMITS.sheetsPerReport, REPORT_MESSAGES.tooMany(REPORT_LIMITS.sheetsPerReport)),
    parameters: z
      .array(ZReportParameter)
      .max(REPORT_LIMITS.parametersPerReport, REPORT_MESSAGES.tooMany(REPORT_LIMITS.parametersPerReport)),
  })
  .superRefine((definition, context) => {
    for (const index of repeatedIndexes(definition.sheets, (sheet) => sheet.position)) {
      context.addIssue({
        code: 'custom',
        path: ['sheets', index, 'position'],
        message: REPORT_MESSAGES.duplicatePosition,
      });
    }
    for (const index of repeatedIndexes(definition.parameters, (parameter) => parameter.tag)) {
      context.addIssue({
        code: 'custom',
        path: ['parameters', index, 'tag'],
        message: REPORT_MESSAGES.duplicateTag,
      });
    }
    const declared = new Set(definition.sheets.map((sheet) => sheet.position));
    definition.parameters.forEach((parameter, index) => {
      if (parameter.sheetPositions.some((position) => !declared.has(position))) {
        context.addIssue({
          code: 'custom',
          path: ['parameters', index, 'sheetPositions'],
          message: REPORT_MESSAGES.unknownPosition,
        });
      }
    });
  });
export type TReportDefinition = z.infer<typeof ZReportDefinition>;
/** The definition as the server writes it (options may be left out for DATE and TEXT). */
export type TReportDefinitionInput = z.input<typeof ZReportDefinition>;
