/** Pesos as Colombians read them: es-CO, COP, no decimals shown when the amount is whole. */
const copFormat = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

export function formatCop(amount: number): string {
  return copFormat.format(amount);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A calendar date as dd-mm-yyyy: the spec's dd-mm-yy is PrimeReact's pattern, where "yy" is the
 * four-digit year. Accepts ISO yyyy-mm-dd (read as a calendar day, never shifted by time zone).
 */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (match) return `${match[3]}-${match[2]}-${match[1]}`;
    return formatDate(new Date(value));
  }
  return `${pad(value.getDate())}-${pad(value.getMonth() + 1)}-${value.getFullYear()}`;
}

/** A countdown as m:ss (the verification re-request wait). */
export function formatCountdown(milliseconds: number): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  return `${Math.floor(total / 60)}:${pad(total % 60)}`;
}

/** Day, month, year, hour and minute on the 24-hour clock, in Colombian time (where the clerks are). */
export const BOGOTA_MINUTE = new Intl.DateTimeFormat('es-CO', {
  timeZone: 'America/Bogota',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
