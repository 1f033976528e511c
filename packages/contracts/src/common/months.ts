/** Spanish month names, lower case, as dates are written in running text ("25 de noviembre de 2026"). */
export const MONTH_NAMES: readonly string[] = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** A month's name (1 = enero) with a capital initial, as lists and selectors show it: "Noviembre". */
export function capitalizedMonthName(month: number): string {
  const name = MONTH_NAMES[month - 1] ?? '';
  return name.charAt(0).toUpperCase() + name.slice(1);
}
