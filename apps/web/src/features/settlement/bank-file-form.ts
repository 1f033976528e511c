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

const dayOfWeek = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`).getUTCDay();

function nextDay(isoDay: string): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The payment date a bank can still apply: the calendar's own date, or today when that has passed,
 * moved to the next business day (banks do not credit payroll on Saturdays, Sundays or holidays).
 */
export function proposePaymentDate(
  calendarDate: string,
  today: string,
  holidays: ReadonlySet<string>,
): string {
  let day = calendarDate < today ? today : calendarDate;
  while (dayOfWeek(day) === 0 || dayOfWeek(day) === 6 || holidays.has(day)) day = nextDay(day);
  return day;
}

/** Choosing a calendar proposes a payment date; a date the user picked for this calendar stays. */
export function chooseCalendar(
  values: BankFileValues,
  calendars: readonly TCalendar[],
  calendarId: number | null,
  today: string,
  holidays: ReadonlySet<string> = new Set(),
): BankFileValues {
  const calendar = calendars.find((candidate) => candidate.id === calendarId);
  return {
    calendarId,
    paymentDate: calendar
      ? proposePaymentDate(calendar.paymentDate, today, holidays)
      : calendarId === null
        ? null
        : values.paymentDate,
  };
}
