import {
  HIDDEN_REPORT_TAGS,
  REPORT_LIMITS,
  type TReportDefinition,
  type TReportParameter,
  type TReportParameterType,
  type TReportParameterValue,
  type TReportRequest,
  type TReportSheetRef,
} from '@quincena/contracts/reports';
import { isoDayOf } from '../../lib/iso-day.ts';
import { noOptionsText } from '../data-table/empty-options.ts';
import { REPORT_DIALOG_TEXTS } from './report-texts.ts';

/**
 * The form a report definition turns into (spec 01 §5 "Dynamic report forms", spec 02 shared
 * section, spec 03 §2.3), and the request its values turn into. Pure, so every rule is tested
 * without rendering.
 */

/**
 * The dropdown value of 'NO APLICA'. Option codes are never empty (ZReportOption), so the empty
 * string cannot collide with a real code; it travels as null.
 */
export const NOT_APPLICABLE_VALUE = '';

/** LIST: an option code, NOT_APPLICABLE_VALUE or null (nothing chosen); DATE: a Date; TEXT: text. */
export type ReportFieldValue = string | Date | null;
export type ReportValues = Record<string, ReportFieldValue>;

export interface ReportFieldOption {
  value: string;
  label: string;
}

export interface ReportField {
  tag: string;
  label: string;
  type: TReportParameterType;
  required: boolean;
  options: ReportFieldOption[];
  emptyMessage: string;
}

export interface ReportForm {
  sheets: TReportSheetRef[];
  parameters: TReportParameter[];
  /** What the user sees, in the definition's order. */
  fields: ReportField[];
  /** pinClient and pinEntity: never shown, already filled. */
  hiddenValues: Record<string, string>;
}

/**
 * Dates the calendar offers (spec 02 shared section "Dates": years 2010 to 2030). Local days,
 * as the calendar builds them.
 */
export const REPORT_DATE_RANGE = {
  min: new Date(2010, 0, 1),
  max: new Date(2030, 11, 31),
} as const;

function isHiddenTag(tag: string): boolean {
  return tag === HIDDEN_REPORT_TAGS.client || tag === HIDDEN_REPORT_TAGS.entity;
}

/**
 * pinClient is the session's company, never typed nor chosen. pinEntity takes its first option,
 * or the company when the server sends none (spec 03 §2.3).
 */
function hiddenValue(parameter: TReportParameter, companyId: string): string {
  if (parameter.tag === HIDDEN_REPORT_TAGS.entity) return parameter.options[0]?.code ?? companyId;
  return companyId;
}

/** "Calendario" → "opciones de calendario"; acronyms ("EPS") keep their capitals. */
function optionsNoun(label: string): string {
  const lowerFirst = /^\p{Lu}\p{Ll}/u.test(label)
    ? label[0]!.toLocaleLowerCase('es-CO') + label.slice(1)
    : label;
  return `opciones de ${lowerFirst}`;
}

function toField(parameter: TReportParameter): ReportField {
  const options = parameter.options.map((option) => ({ value: option.code, label: option.name }));
  // An optional list can be answered "does not apply", as its first choice (spec 01 §5).
  if (parameter.type === 'LIST' && !parameter.required) {
    options.unshift({ value: NOT_APPLICABLE_VALUE, label: REPORT_DIALOG_TEXTS.notApplicable });
  }
  return {
    tag: parameter.tag,
    label: parameter.label,
    type: parameter.type,
    required: parameter.required,
    options,
    emptyMessage: noOptionsText(optionsNoun(parameter.label)),
  };
}

export function buildReportForm(definition: TReportDefinition, companyId: string | number): ReportForm {
  const company = String(companyId);
  const hiddenValues: Record<string, string> = {};
  const fields: ReportField[] = [];
  for (const parameter of definition.parameters) {
    if (isHiddenTag(parameter.tag)) hiddenValues[parameter.tag] = hiddenValue(parameter, company);
    else fields.push(toField(parameter));
  }
  const sheets = [...definition.sheets].sort((a, b) => a.position - b.position);
  return { sheets, parameters: definition.parameters, fields, hiddenValues };
}

/** Optional lists start on 'NO APLICA'; everything else starts empty. */
export function initialReportValues(form: ReportForm): ReportValues {
  const values: ReportValues = {};
  for (const field of form.fields) {
    if (field.type === 'LIST') values[field.tag] = field.required ? null : NOT_APPLICABLE_VALUE;
    else values[field.tag] = field.type === 'TEXT' ? '' : null;
  }
  return values;
}

function isEmpty(value: ReportFieldValue | undefined): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** One Spanish message per field that stops the report; an empty object lets it through. */
export function validateReportValues(form: ReportForm, values: ReportValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of form.fields) {
    const value = values[field.tag];
    if (isEmpty(value)) {
      // NOT_APPLICABLE_VALUE is empty text, but it only exists on optional lists.
      if (field.required) errors[field.tag] = REPORT_DIALOG_TEXTS.required(field.label);
      continue;
    }
    if (field.type === 'DATE' && value instanceof Date) {
      const day = new Date(value.getFullYear(), value.getMonth(), value.getDate());
      if (day < REPORT_DATE_RANGE.min || day > REPORT_DATE_RANGE.max) {
        errors[field.tag] = REPORT_DIALOG_TEXTS.dateOutOfRange(field.label);
      }
    }
    if (
      field.type === 'TEXT' &&
      typeof value === 'string' &&
      value.trim().length > REPORT_LIMITS.parameterValue
    ) {
      errors[field.tag] = REPORT_DIALOG_TEXTS.tooLong(field.label, REPORT_LIMITS.parameterValue);
    }
    if (field.type === 'LIST' && !field.options.some((option) => option.value === value)) {
      errors[field.tag] = REPORT_DIALOG_TEXTS.required(field.label);
    }
  }
  return errors;
}

/** The calendar's local day as the wire's yyyy-mm-dd (ARCHITECTURE.md §1). */
export const toIsoDay = isoDayOf;

function wireValue(value: ReportFieldValue | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return toIsoDay(value);
  const text = value.trim();
  return text === NOT_APPLICABLE_VALUE ? null : text;
}

/**
 * One entry per sheet of the report, each carrying the parameters that feed that sheet
 * (spec 02 shared section: "one entry per sheet position"), in the definition's order.
 */
export function buildReportRequest(form: ReportForm, values: ReportValues): TReportRequest {
  const valueFor = (tag: string): TReportParameterValue['value'] =>
    tag in form.hiddenValues ? (form.hiddenValues[tag] ?? null) : wireValue(values[tag]);
  return {
    reports: form.sheets.map((sheet) => ({
      position: sheet.position,
      parameters: form.parameters
        .filter((parameter) => parameter.sheetPositions.includes(sheet.position))
        .map((parameter) => ({ tag: parameter.tag, value: valueFor(parameter.tag) })),
    })),
  };
}
