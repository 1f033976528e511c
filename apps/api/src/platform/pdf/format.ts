import { MONTH_NAMES } from '@quincena/contracts';

/** Spanish (es-CO) formats for documents a person signs: "$ 1.750.905", "2,5", "25 de noviembre de 2026". */
const MONEY = new Intl.NumberFormat('es-CO', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const QUANTITY = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });
const MONTHS = MONTH_NAMES;

/** A peso amount as the stored decimal string gives it; whole pesos show no decimals. */
export const formatPesos = (value: string | number) => `$ ${MONEY.format(Number(value))}`;

export const formatQuantity = (value: string | number) => QUANTITY.format(Number(value));

/** "2026-11-05" → "05-11-2026". */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

/** "2026-11-05" → "5 de noviembre de 2026". */
export function longDay(isoDay: string): string {
  const [year, month, day] = isoDay.slice(0, 10).split('-').map(Number);
  return `${day} de ${MONTHS[(month ?? 1) - 1]} de ${year}`;
}

/** "900123456" and "8" → "900.123.456-8"; a person's number keeps no check digit. */
export function formatDocumentNumber(number: string, checkDigit?: string | null): string {
  const grouped = /^\d+$/.test(number) ? Number(number).toLocaleString('es-CO') : number;
  return checkDigit ? `${grouped}-${checkDigit}` : grouped;
}
