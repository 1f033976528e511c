import { capitalizedMonthName, MONTH_NAMES } from '@quincena/contracts';
import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Start month of the company's payroll in Quincena (spec 01 §3 CALENDAR, "mes de arranque"): the first month
 * settled, editable only when the company is created. Codes are the two-digit month numbers.
 */
export const START_MONTHS_SOURCE = 'Meses del año (ISO 8601, mes de dos dígitos); especificación 01, §3';

export const startMonths = defineReferenceList<ReferenceItem>({
  key: 'start-months',
  description: 'Mes de arranque',
  source: START_MONTHS_SOURCE,
  items: MONTH_NAMES.map((_, index) => ({
    code: String(index + 1).padStart(2, '0'),
    name: capitalizedMonthName(index + 1),
  })),
});
