import { MONTH_NAMES } from '@quincena/contracts';
import type { TDeadline } from '@quincena/contracts/home';
import { addBusinessDays, addDays, type IsoDate, isBusinessDay, isoDate } from '@quincena/payroll';

/**
 * Legal deadlines of an employer (decision 0295; the rules and their sources are summarised in
 * docs/reference/year-end-and-deadlines.md §3). Business days are Monday–Friday without national holidays; the
 * Día cívico that the DIAN alone treated as non-business (17 Apr 2026) is not a holiday here.
 */

/** The n-th business day of a month (n ≥ 1). */
export function nthBusinessDay(year: number, month: number, n: number): IsoDate {
  return addBusinessDays(addDays(isoDate(year, month, 1), -1), n);
}

/**
 * Decreto 1990 de 2016 (art. 3.2.2.1 DUR 780/2016): one table for every aportante, by the last two
 * digits of the NIT without its check digit: 00–07 pay by the 2nd business day, then one more day for
 * each group of seven (six from 64 on), up to the 16th for 94–99.
 */
const PILA_GROUPS: ReadonlyArray<readonly [last: number, businessDay: number]> = [
  [7, 2],
  [14, 3],
  [21, 4],
  [28, 5],
  [35, 6],
  [42, 7],
  [49, 8],
  [56, 9],
  [63, 10],
  [69, 11],
  [75, 12],
  [81, 13],
  [87, 14],
  [93, 15],
  [99, 16],
];

export function pilaBusinessDay(nit: string): number {
  const digits = nit.replace(/\D/g, '');
  if (digits.length === 0) throw new RangeError('El NIT no tiene dígitos');
  const lastTwo = Number(digits.slice(-2));
  const group = PILA_GROUPS.find(([last]) => lastTwo <= last);
  return (group as readonly [number, number])[1];
}

/** The day a company with this NIT must pay the PILA of the month before `month`. */
export function pilaDueDate(nit: string, year: number, month: number): IsoDate {
  return nthBusinessDay(year, month, pilaBusinessDay(nit));
}

/**
 * Res. DIAN 000013/2021 art. 8: the electronic payroll of a month is sent "dentro de los diez (10)
 * primeros días del mes siguiente"; read as business days (INCP, the press; reference O11).
 */
export function electronicPayrollDueDate(payrollYear: number, payrollMonth: number): IsoDate {
  const next =
    payrollMonth === 12
      ? { year: payrollYear + 1, month: 1 }
      : { year: payrollYear, month: payrollMonth + 1 };
  return nthBusinessDay(next.year, next.month, 10);
}

/**
 * A fixed legal date that falls on a weekend or holiday moves to the business day before it: no
 * norm was found for the carry-over (reference O13), and paying early is never late.
 */
export function fixedDateDue(year: number, month: number, day: number): IsoDate {
  const date = isoDate(year, month, day);
  return isBusinessDay(date) ? date : addBusinessDays(date, -1);
}

function monthBefore(year: number, month: number) {
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

/** Every deadline whose due date falls in the given year (PILA only with a NIT). */
export function deadlinesOfYear(year: number, nit: string | null): TDeadline[] {
  const list: TDeadline[] = [];
  for (let month = 1; month <= 12; month += 1) {
    const paid = monthBefore(year, month);
    if (nit) {
      list.push({
        kind: 'PILA',
        title: `Pago de la PILA de ${MONTH_NAMES[paid.month - 1]} ${paid.year}`,
        dueDate: pilaDueDate(nit, year, month),
        route: '/SocialSecurity',
        basis: 'Decreto 1990 de 2016: día hábil según los dos últimos dígitos del NIT',
      });
    }
    list.push({
      kind: 'ELECTRONIC_PAYROLL',
      title: `Nómina electrónica de ${MONTH_NAMES[paid.month - 1]} ${paid.year}`,
      dueDate: electronicPayrollDueDate(paid.year, paid.month),
      route: '/ElectronicPayroll',
      basis: 'Resolución DIAN 000013 de 2021, art. 8: diez primeros días hábiles del mes siguiente',
    });
  }
  list.push(
    {
      kind: 'SEVERANCE_INTEREST',
      title: `Intereses sobre cesantías de ${year - 1}`,
      dueDate: fixedDateDue(year, 1, 31),
      route: '/PayrollPayment',
      basis: 'Ley 52 de 1975: pago directo al trabajador a más tardar el 31 de enero',
    },
    {
      kind: 'SEVERANCE',
      title: `Consignación de cesantías de ${year - 1}`,
      dueDate: fixedDateDue(year, 2, 14),
      route: '/Severance',
      basis: 'Ley 50 de 1990, art. 99: consignar en el fondo antes del 15 de febrero',
    },
    {
      kind: 'PRIMA_JUNE',
      title: `Prima de servicios del primer semestre de ${year}`,
      dueDate: fixedDateDue(year, 6, 30),
      route: '/PayrollPayment',
      basis: 'CST art. 306: a más tardar el 30 de junio',
    },
    {
      kind: 'PRIMA_DECEMBER',
      title: `Prima de servicios del segundo semestre de ${year}`,
      dueDate: fixedDateDue(year, 12, 20),
      route: '/PayrollPayment',
      basis: 'CST art. 306: dentro de los primeros veinte días de diciembre',
    },
  );
  return list;
}

/** The next deadlines from `today` on (today's included), soonest first. */
export function upcomingDeadlines(today: IsoDate, nit: string | null, count = 6): TDeadline[] {
  const year = Number(today.slice(0, 4));
  return [...deadlinesOfYear(year, nit), ...deadlinesOfYear(year + 1, nit)]
    .filter((deadline) => deadline.dueDate >= today)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.kind.localeCompare(b.kind))
    .slice(0, count);
}
