import {
  PAYROLL_CONFIG_FIELDS,
  SPEC_REQUIRED_PAYROLL_CONFIG_KEYS,
  type TPayrollConfig,
  type TPayrollConfigKey,
  ZPayrollConfig,
} from '@quincena/contracts/payroll-config';

/** The screen's values while editing: a select can be emptied, so each may be null. */
export type PayrollConfigDraft = { [K in TPayrollConfigKey]: TPayrollConfig[K] | null };

export function draftOf(config: TPayrollConfig): PayrollConfigDraft {
  return { ...config };
}

/** The selects still empty, in screen order; Guardar stays disabled while any is (spec 01 §5). */
export function missingSelects(draft: PayrollConfigDraft): TPayrollConfigKey[] {
  return PAYROLL_CONFIG_FIELDS.map((field) => field.key).filter((key) => draft[key] === null);
}

/** True when the ten selects the spec names, and every other select, hold a value. */
export function canSave(draft: PayrollConfigDraft): boolean {
  return (
    SPEC_REQUIRED_PAYROLL_CONFIG_KEYS.every((key) => draft[key] !== null) &&
    missingSelects(draft).length === 0
  );
}

/** The selects whose value differs from what was loaded; none means 'Nada por actualizar'. */
export function changedSelects(loaded: TPayrollConfig, draft: PayrollConfigDraft): TPayrollConfigKey[] {
  return PAYROLL_CONFIG_FIELDS.map((field) => field.key).filter((key) => draft[key] !== loaded[key]);
}

/** The request body, or null while a select is empty or holds a value the contract refuses. */
export function toRequest(draft: PayrollConfigDraft): TPayrollConfig | null {
  const parsed = ZPayrollConfig.safeParse(draft);
  return parsed.success ? parsed.data : null;
}
