import { MONTH_NAMES } from '../common/months.ts';
import type { TRetroactiveImpact } from './impact.ts';

/** How the clerk names a payroll period: "primera quincena de enero de 2026", or "marzo de 2026" for a month. */
export function periodLabel(period: { year: number; month: number; fortnight: number | null }): string {
  const month = `${MONTH_NAMES[period.month - 1] ?? ''} de ${period.year}`;
  if (period.fortnight === 1) return `primera quincena de ${month}`;
  if (period.fortnight === 2) return `segunda quincena de ${month}`;
  return month;
}

const dmy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/**
 * Said after every detected impact (issue 32, decisions 0342 and 0346): the accumulated periods stay
 * as they were paid, and the differences are settled by the open period the clerk chooses.
 */
export const RETROACTIVE_NOT_AUTOMATIC =
  'Los períodos acumulados no se modifican: Quincena liquida las diferencias (retroactivo) al procesar el período abierto que usted elija para pagarlas.';

/**
 * The sentence the screens show for a detected impact, e.g. "Este cambio rige desde el 01-01-2026 y
 * afecta 6 períodos acumulados de Ana Pérez (primera quincena de enero de 2026 a segunda quincena
 * de marzo de 2026). …". It never names internal codes.
 */
export function retroactiveSummary(impact: Omit<TRetroactiveImpact, 'summary'>): string {
  const since = `Este cambio rige desde el ${dmy(impact.from)}`;
  const { periods, people, openPeriods } = impact;
  const first = periods[0];
  const last = periods[periods.length - 1];
  if (!first || !last || people.length === 0) return `${since} y no afecta períodos acumulados.`;

  const count = periods.length === 1 ? '1 período acumulado' : `${periods.length} períodos acumulados`;
  const whom = people.length === 1 ? (people[0]?.name ?? '') : `${people.length} personas`;
  const span = first === last ? periodLabel(first) : `${periodLabel(first)} a ${periodLabel(last)}`;
  const open = openPeriods[0];
  const carrier = open
    ? ` El primer período abierto para pagarlas es ${open.fortnight === null ? 'el de' : 'la'} ${periodLabel(open)}.`
    : ' Aún no hay un período abierto para pagarlas.';
  return `${since} y afecta ${count} de ${whom} (${span}). ${RETROACTIVE_NOT_AUTOMATIC}${carrier}`;
}
