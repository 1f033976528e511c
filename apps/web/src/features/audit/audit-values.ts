import { conceptDisplayCode } from '@quincena/contracts/concepts';
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
  return value;
}
