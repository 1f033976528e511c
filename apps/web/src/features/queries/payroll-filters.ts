/**
 * The filters of Nómina abierta and Nómina acumulados históricos (spec 03 §2.7, §5): Calendario,
 * Contrato, Concepto, Año (4 characters), Mes (2). In the historic query a period is required:
 * either a calendar, or a year and a month; choosing one side disables the other.
 */
export type PayrollQueryKind = 'open' | 'historic';

export interface PayrollFilterValues {
  calendarId: number | null;
  contractId: number | null;
  conceptCode: string | null;
  /** As typed: digits only, at most 4. */
  year: string;
  /** As typed: digits only, at most 2. */
  month: string;
}

export const EMPTY_FILTERS: PayrollFilterValues = {
  calendarId: null,
  contractId: null,
  conceptCode: null,
  year: '',
  month: '',
};

export const FILTER_LIMITS = { year: 4, month: 2 } as const;

export const FILTER_MESSAGES = {
  required: (label: string) => `Debes diligenciar el campo ${label}`,
  year: 'El año debe tener cuatro dígitos',
  month: 'El mes debe estar entre 1 y 12',
} as const;

/** What each field may take right now. */
export interface FilterLocks {
  calendarDisabled: boolean;
  periodDisabled: boolean;
  /** Año and Mes show the required mark (*). */
  periodRequired: boolean;
}

export function filterLocks(kind: PayrollQueryKind, values: PayrollFilterValues): FilterLocks {
  if (kind === 'open') return { calendarDisabled: false, periodDisabled: false, periodRequired: false };
  const calendarChosen = values.calendarId !== null;
  return {
    calendarDisabled: !calendarChosen && (values.year !== '' || values.month !== ''),
    periodDisabled: calendarChosen,
    periodRequired: !calendarChosen,
  };
}

/** Keeps what a year or month box may hold: digits, up to its length. */
export function cleanDigits(text: string, max: number): string {
  return text.replace(/\D/g, '').slice(0, max);
}

/**
 * Applies one change and the mutual disabling: choosing a calendar clears the year and month, so a
 * query never sends a period the user can no longer see (historic only).
 */
export function changeFilter<K extends keyof PayrollFilterValues>(
  kind: PayrollQueryKind,
  values: PayrollFilterValues,
  field: K,
  value: PayrollFilterValues[K],
): PayrollFilterValues {
  const next = { ...values, [field]: value };
  if (field === 'year') next.year = cleanDigits(String(value ?? ''), FILTER_LIMITS.year);
  if (field === 'month') next.month = cleanDigits(String(value ?? ''), FILTER_LIMITS.month);
  if (kind === 'historic') {
    const locks = filterLocks(kind, values);
    if (field === 'calendarId' && locks.calendarDisabled) return values;
    if ((field === 'year' || field === 'month') && locks.periodDisabled) return values;
    if (field === 'calendarId' && value !== null) {
      next.year = '';
      next.month = '';
    }
  }
  return next;
}

export type FilterErrors = Partial<Record<'year' | 'month', string>>;

export function validateFilters(kind: PayrollQueryKind, values: PayrollFilterValues): FilterErrors {
  const errors: FilterErrors = {};
  const locks = filterLocks(kind, values);
  if (locks.periodRequired) {
    if (values.year === '') errors.year = FILTER_MESSAGES.required('Año');
    if (values.month === '') errors.month = FILTER_MESSAGES.required('Mes');
  }
  if (values.year !== '' && !/^\d{4}$/.test(values.year)) errors.year = FILTER_MESSAGES.year;
  if (values.month !== '') {
    const month = Number(values.month);
    if (!Number.isInteger(month) || month < 1 || month > 12) errors.month = FILTER_MESSAGES.month;
  }
  return errors;
}

/** The filters as the query sends them: empty fields left out. */
export function filterQuery(values: PayrollFilterValues): {
  calendarId?: number;
  contractId?: number;
  conceptCode?: string;
  year?: number;
  month?: number;
} {
  const query: ReturnType<typeof filterQuery> = {};
  if (values.calendarId !== null) query.calendarId = values.calendarId;
  if (values.contractId !== null) query.contractId = values.contractId;
  if (values.conceptCode !== null) query.conceptCode = values.conceptCode;
  if (values.year !== '') query.year = Number(values.year);
  if (values.month !== '') query.month = Number(values.month);
  return query;
}

/**
 * The Concepto picker's options (queries and Consulta contabilidad): the internal code is the value,
 * the label the display code and the Spanish name (decision 0314).
 */
export const conceptFilterOptions = (
  concepts: readonly { code: string; displayCode: string; name: string }[],
): { value: string; label: string }[] =>
  concepts.map((concept) => ({ value: concept.code, label: `${concept.displayCode} - ${concept.name}` }));
