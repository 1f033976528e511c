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
  items: [
    { code: '01', name: 'Enero' },
    { code: '02', name: 'Febrero' },
    { code: '03', name: 'Marzo' },
    { code: '04', name: 'Abril' },
    { code: '05', name: 'Mayo' },
    { code: '06', name: 'Junio' },
    { code: '07', name: 'Julio' },
    { code: '08', name: 'Agosto' },
    { code: '09', name: 'Septiembre' },
    { code: '10', name: 'Octubre' },
    { code: '11', name: 'Noviembre' },
    { code: '12', name: 'Diciembre' },
  ],
});
