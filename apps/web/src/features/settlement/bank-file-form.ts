import { BANK_FILE_MESSAGES, type TCalendar } from '@quincena/contracts/settlement';

/**
 * The Plano bancario form (spec 02 §2 "Payroll settlement", §4): an accumulated payroll calendar
 * (required) and the payment date, which starts as the calendar's own payment date.
 */
export interface BankFileValues {
  calendarId: number | null;
  /** ISO yyyy-mm-dd. */
  paymentDate: string | null;
}

export const BANK_FILE_TEXTS = {
  header: 'Plano bancario',
  calendar: 'Calendario *',
  paymentDate: 'Fecha de pago *',
  note: 'La nómina del calendario debe estar acumulada antes de generar el plano bancario.',
  requiredLegend: 'Campos obligatorios (*)',
  calendarRequired: BANK_FILE_MESSAGES.calendarRequired,
  paymentDateRequired: BANK_FILE_MESSAGES.paymentDateRequired,
  generate: 'Generar',
  success: BANK_FILE_MESSAGES.generated,
} as const;

export type BankFileErrors = Partial<Record<keyof BankFileValues, string>>;

export function validateBankFile(values: BankFileValues): BankFileErrors {
  const errors: BankFileErrors = {};
  if (values.calendarId === null) errors.calendarId = BANK_FILE_TEXTS.calendarRequired;
  if (!values.paymentDate) errors.paymentDate = BANK_FILE_TEXTS.paymentDateRequired;
  return errors;
}

/** Choosing a calendar proposes its payment date; a date the user picked for this calendar stays. */
export function chooseCalendar(
  values: BankFileValues,
  calendars: readonly TCalendar[],
  calendarId: number | null,
): BankFileValues {
  const calendar = calendars.find((candidate) => candidate.id === calendarId);
  return {
    calendarId,
    paymentDate: calendar?.paymentDate ?? (calendarId === null ? null : values.paymentDate),
  };
}
