import { conceptDisplayCode } from '@quincena/contracts/concepts';
import { CERTIFICATE_LETTER_TYPE_NAMES } from '@quincena/contracts/documents';
import { PAYROLL_CONFIG_FIELDS } from '@quincena/contracts/payroll-config';

/** payroll_configs column (snake_case, as the audit trigger stores it) → the screen's setting key. */
const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase());

const CONFIG_FIELDS = new Map(PAYROLL_CONFIG_FIELDS.map((field) => [field.key as string, field]));

/** Settings the /Payroll screen does not list yet, with the labels their decisions give them (issue 27). */
const EXTRA_CONFIG: Record<string, { label: string; options: Record<string, string> }> = {
  fixedTermRenewal: {
    label: 'Renovación de contratos a término fijo',
    options: { AUTOMATICA: 'Automática (CST art. 46)', DECISION_EXPLICITA: 'Por decisión explícita' },
  },
  reviewChangeThreshold: { label: 'Umbral de cambio en la revisión (%)', options: {} },
};

/** Coded columns of other records, by the names their screens give the codes. */
const NAMED_VALUES: Record<string, Readonly<Record<string, string>>> = {
  letter_type: CERTIFICATE_LETTER_TYPE_NAMES,
  vacation_system: {
    MONDAY_TO_FRIDAY: 'Lunes a viernes (el sábado no es día hábil)',
    MONDAY_TO_SATURDAY: 'Lunes a sábado (el sábado es día hábil)',
  },
};

/** A stored code of words joined by "_" (SIN_JUSTA_CAUSA, TRABAJO_EN_CASA …). */
const JOINED_WORDS = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

/** Our Spanish codes read as words when no screen names them: SIN_JUSTA_CAUSA → "Sin justa causa". */
function asWords(code: string): string {
  const words = code.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The Spanish name of a changed column, when the screen that sets it names it. */
export function auditFieldLabel(entity: string, column: string): string {
  if (entity === 'payroll_configs') {
    const key = camel(column);
    return CONFIG_FIELDS.get(key)?.label ?? EXTRA_CONFIG[key]?.label ?? column;
  }
  return column;
}

/**
 * A stored value as the administrator chose it: a configuration code by its option label
 * (FIRST_FORTNIGHT → "Primera quincena del mes"), a concept by its display code (decision 0314).
 */
export function auditValueLabel(entity: string, column: string, value: string): string {
  if (entity === 'payroll_configs') {
    const key = camel(column);
    const option = CONFIG_FIELDS.get(key)?.options.find((candidate) => candidate.value === value);
    return option?.label ?? EXTRA_CONFIG[key]?.options[value] ?? value;
  }
  if (column === 'concept_code') return conceptDisplayCode(value);
  const named = NAMED_VALUES[column]?.[value];
  if (named) return named;
  return JOINED_WORDS.test(value) ? asWords(value) : value;
}
