import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Vacation systems: whether Saturday counts as a business day when vacation days are counted. Vacations are
 * fifteen consecutive business days per year worked (CST art. 186); Sundays and holidays never count (CST arts.
 * 172 and 177), and Saturday counts only when the agreed working week runs Monday to Saturday. The codes are
 * the working-week names of the payroll calendar (packages/payroll/src/calendar, WorkingWeek).
 */
export const VACATION_SYSTEMS_SOURCE =
  'Código Sustantivo del Trabajo, art. 186 (quince días hábiles consecutivos) y arts. 172 y 177 (descanso dominical y festivo)';

export const vacationSystems = defineReferenceList<ReferenceItem>({
  key: 'vacation-systems',
  description: 'Sistemas de vacaciones',
  source: VACATION_SYSTEMS_SOURCE,
  items: [
    { code: 'MONDAY_TO_FRIDAY', name: 'Lunes a viernes (el sábado no es día hábil)' },
    { code: 'MONDAY_TO_SATURDAY', name: 'Lunes a sábado (el sábado es día hábil)' },
  ],
});
