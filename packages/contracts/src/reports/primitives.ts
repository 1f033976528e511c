import { z } from 'zod';
import { requiredText } from '../common/text.ts';
import { REPORT_LIMITS } from './limits.ts';
import { REPORT_MESSAGES } from './messages.ts';

/** A parameter's key ("pinClient", "pinCalendar"), shared by the definition and the request. */
export const ZReportTag = z
  .string(REPORT_MESSAGES.tagEmpty)
  .trim()
  .min(1, REPORT_MESSAGES.tagEmpty)
  .max(REPORT_LIMITS.tag, REPORT_MESSAGES.tooLong(REPORT_LIMITS.tag))
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, REPORT_MESSAGES.tagFormat);
export type TReportTag = z.infer<typeof ZReportTag>;

/** 1-based position of a sheet of the report, as the definition numbers them. */
export const ZSheetPosition = z
  .number(REPORT_MESSAGES.sheetPositionInvalid)
  .int(REPORT_MESSAGES.sheetPositionInvalid)
  .min(1, REPORT_MESSAGES.sheetPositionInvalid)
  .max(REPORT_LIMITS.sheetsPerReport, REPORT_MESSAGES.sheetPositionInvalid);

/**
 * An Excel sheet name: at most 31 characters, none of : \ / ? * [ ], not starting or ending with
 * an apostrophe (Microsoft, "Excel specifications and limits"; Excel refuses such names).
 */
export const ZSheetName = requiredText(
  REPORT_LIMITS.sheetName,
  REPORT_MESSAGES.sheetNameEmpty,
  REPORT_MESSAGES.tooLong(REPORT_LIMITS.sheetName),
).regex(/^(?!')[^:\\/?*[\]]*(?<!')$/, REPORT_MESSAGES.sheetNameChars);

/** True when `text` is a real calendar day written yyyy-mm-dd (the wire date of ARCHITECTURE.md §1). */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Indexes of the entries whose key already appeared earlier in the list. */
export function repeatedIndexes<T>(items: readonly T[], keyOf: (item: T) => string | number): number[] {
  const seen = new Set<string | number>();
  const repeated: number[] = [];
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (seen.has(key)) repeated.push(index);
    seen.add(key);
  });
  return repeated;
}
