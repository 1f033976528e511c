import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Number-of-employees ranges asked when a company registers (spec 01 §9: 1-5, 5-10, 10-20, 20-30). The spec's
 * ranges overlap at their ends; here each range starts one above the previous one's end, and a last open range
 * takes companies of more than 30 workers. Codes are Quincena's own.
 */
export const EMPLOYEE_COUNT_RANGES_SOURCE = 'Lista propia de Quincena (especificación 01, §9)';

export interface EmployeeCountRange extends ReferenceItem {
  readonly min: number;
  /** Upper bound, inclusive; absent for the last, open range. */
  readonly max?: number;
}

export const employeeCountRanges = defineReferenceList<EmployeeCountRange>({
  key: 'employee-count-ranges',
  description: 'Rangos de número de empleados',
  source: EMPLOYEE_COUNT_RANGES_SOURCE,
  items: [
    { code: '1-5', name: '1 a 5', min: 1, max: 5 },
    { code: '6-10', name: '6 a 10', min: 6, max: 10 },
    { code: '11-20', name: '11 a 20', min: 11, max: 20 },
    { code: '21-30', name: '21 a 30', min: 21, max: 30 },
    { code: '31+', name: 'Más de 30', min: 31 },
  ],
});
