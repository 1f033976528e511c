/**
 * How table cells read (ARCHITECTURE.md §6): pesos as COP in es-CO, whole pesos unless a column
 * asks for decimals; dates as PrimeReact's dd-mm-yy, where "yy" is the four-digit year.
 */
const moneyFormats = new Map<number, Intl.NumberFormat>();

export function formatMoney(amount: number, decimals = 0): string {
  let format = moneyFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('es-CO', {
      style: 'currency',
      currency: 'COP',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    moneyFormats.set(decimals, format);
  }
  return format.format(amount);
}

const numberFormat = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 20 });

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A calendar day as dd-mm-yyyy. An ISO string is read as written (its first ten characters), so a
 * wire date never moves a day because of the browser's time zone; a Date is read in local time.
 */
export function formatTableDate(value: string | Date): string {
  if (typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    return match ? `${match[3]}-${match[2]}-${match[1]}` : value;
  }
  return `${pad(value.getDate())}-${pad(value.getMonth() + 1)}-${value.getFullYear()}`;
}

/** An instant as dd-mm-yyyy hh:mm in the browser's time zone (process start and end times). */
export function formatTableDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return `${formatTableDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
