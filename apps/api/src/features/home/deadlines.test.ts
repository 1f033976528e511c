import { describe, expect, it } from 'vitest';
import {
  electronicPayrollDueDate,
  fixedDateDue,
  nthBusinessDay,
  pilaBusinessDay,
  pilaDueDate,
  upcomingDeadlines,
} from './deadlines.ts';

/** One NIT per Decreto 1990 group, by its last two digits (lower and upper bound of each group). */
const nitEnding = (lastTwo: string) => `9001234${lastTwo}`;
/** The first NIT ending of each of the 15 payment groups, in group order. */
const GROUP_FIRSTS = [
  '00',
  '08',
  '15',
  '22',
  '29',
  '36',
  '43',
  '50',
  '57',
  '64',
  '70',
  '76',
  '82',
  '88',
  '94',
];

// Oracle: the 2026 PILA calendar of the year-end research note §3.2 (docs/reference/year-end-and-deadlines.md
// §3.2: the n-th business day by the NIT's last two digits, 00–07 the 2nd … 94–99 the 16th), derived by
// the researcher from the decree and a holiday table; it agrees with two published code calendars.
describe('PILA payment day (Decreto 1990 de 2016)', () => {
  it('maps the last two digits of the NIT to the business day of each group, both bounds', () => {
    const cases: Array<[string, number]> = [
      ['00', 2],
      ['07', 2],
      ['08', 3],
      ['14', 3],
      ['15', 4],
      ['21', 4],
      ['22', 5],
      ['28', 5],
      ['29', 6],
      ['35', 6],
      ['36', 7],
      ['42', 7],
      ['43', 8],
      ['49', 8],
      ['50', 9],
      ['56', 9],
      ['57', 10],
      ['63', 10],
      ['64', 11],
      ['69', 11],
      ['70', 12],
      ['75', 12],
      ['76', 13],
      ['81', 13],
      ['82', 14],
      ['87', 14],
      ['88', 15],
      ['93', 15],
      ['94', 16],
      ['99', 16],
    ];
    for (const [lastTwo, day] of cases) expect(pilaBusinessDay(nitEnding(lastTwo)), lastTwo).toBe(day);
  });

  it('January 2026: 1 January is a holiday and 12 January (Reyes, moved to Monday) too', () => {
    const january = GROUP_FIRSTS.map((lastTwo) => Number(pilaDueDate(nitEnding(lastTwo), 2026, 1).slice(8)));
    expect(january).toEqual([5, 6, 7, 8, 9, 13, 14, 15, 16, 19, 20, 21, 22, 23, 26]);
  });

  it('July 2026 counts the new 13 July holiday (Ley 2578 de 2026) and 20 July', () => {
    const july = GROUP_FIRSTS.map((lastTwo) => Number(pilaDueDate(nitEnding(lastTwo), 2026, 7).slice(8)));
    expect(july).toEqual([2, 3, 6, 7, 8, 9, 10, 14, 15, 16, 17, 21, 22, 23, 24]);
  });

  it('April 2026 skips Holy Thursday and Good Friday, and keeps the Día cívico as a business day', () => {
    expect(pilaDueDate(nitEnding('00'), 2026, 4)).toBe('2026-04-06');
    expect(pilaDueDate(nitEnding('64'), 2026, 4)).toBe('2026-04-17');
    expect(pilaDueDate(nitEnding('99'), 2026, 4)).toBe('2026-04-24');
  });

  it('December 2026 skips 8 December, January 2027 skips 1 and 11 January', () => {
    expect(pilaDueDate(nitEnding('29'), 2026, 12)).toBe('2026-12-09');
    expect(pilaDueDate(nitEnding('29'), 2027, 1)).toBe('2027-01-12');
    expect(pilaDueDate(nitEnding('99'), 2027, 1)).toBe('2027-01-26');
  });

  it('reads digits only and refuses a NIT without any', () => {
    expect(pilaBusinessDay('900.123.456')).toBe(9);
    expect(() => pilaBusinessDay('—')).toThrow('El NIT no tiene dígitos');
  });
});

describe('electronic payroll (Res. DIAN 000013 de 2021, art. 8)', () => {
  it('is due on the 10th business day of the next month (2026 table of the reference)', () => {
    expect(electronicPayrollDueDate(2026, 1)).toBe('2026-02-13');
    expect(electronicPayrollDueDate(2026, 3)).toBe('2026-04-16');
    expect(electronicPayrollDueDate(2026, 6)).toBe('2026-07-15');
    expect(electronicPayrollDueDate(2026, 10)).toBe('2026-11-17');
    expect(electronicPayrollDueDate(2026, 12)).toBe('2027-01-18');
  });
});

describe('fixed annual dates', () => {
  it('move to the business day before when they fall on a weekend or holiday', () => {
    expect(fixedDateDue(2026, 1, 31)).toBe('2026-01-30'); // Saturday
    expect(fixedDateDue(2026, 2, 14)).toBe('2026-02-13'); // Saturday
    expect(fixedDateDue(2027, 2, 14)).toBe('2027-02-12'); // Sunday
    expect(fixedDateDue(2026, 12, 20)).toBe('2026-12-18'); // Sunday
    expect(fixedDateDue(2026, 6, 30)).toBe('2026-06-30'); // Tuesday
    expect(fixedDateDue(2027, 12, 20)).toBe('2027-12-20'); // Monday
  });

  it('counts business days from the first of the month', () => {
    expect(nthBusinessDay(2026, 2, 1)).toBe('2026-02-02');
    expect(nthBusinessDay(2026, 1, 1)).toBe('2026-01-02');
  });
});

describe('upcoming deadlines', () => {
  it('lists the next six from today, soonest first, across the year end', () => {
    const list = upcomingDeadlines('2026-11-24', '900123456');
    expect(list.map((deadline) => [deadline.kind, deadline.dueDate, deadline.route])).toEqual([
      ['PILA', '2026-12-14', '/SocialSecurity'],
      ['ELECTRONIC_PAYROLL', '2026-12-15', '/ElectronicPayroll'],
      ['PRIMA_DECEMBER', '2026-12-18', '/PayrollPayment'],
      ['PILA', '2027-01-15', '/SocialSecurity'],
      ['ELECTRONIC_PAYROLL', '2027-01-18', '/ElectronicPayroll'],
      ['SEVERANCE_INTEREST', '2027-01-29', '/PayrollPayment'],
    ]);
    expect(list[0]?.title).toBe('Pago de la PILA de noviembre 2026');
    expect(list[2]?.title).toBe('Prima de servicios del segundo semestre de 2026');
  });

  it('keeps a deadline due today and leaves the PILA out without a NIT', () => {
    const list = upcomingDeadlines('2026-12-15', null, 3);
    expect(list.map((deadline) => [deadline.kind, deadline.dueDate])).toEqual([
      ['ELECTRONIC_PAYROLL', '2026-12-15'],
      ['PRIMA_DECEMBER', '2026-12-18'],
      ['ELECTRONIC_PAYROLL', '2027-01-18'],
    ]);
  });

  it('shows the February consignment of cesantías with its screen', () => {
    const list = upcomingDeadlines('2027-02-01', null, 2);
    expect(list.map((deadline) => [deadline.kind, deadline.dueDate, deadline.route])).toEqual([
      ['ELECTRONIC_PAYROLL', '2027-02-12', '/ElectronicPayroll'],
      ['SEVERANCE', '2027-02-12', '/Severance'],
    ]);
  });
});
