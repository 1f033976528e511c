import { ERROR_CODES } from '@quincena/contracts';
import {
  type THolidaySettings,
  type THolidaysResponse,
  type TVacationSystem,
  VACATION_SYSTEMS,
} from '@quincena/contracts/holidays';
import { businessDaysBetween, colombianHolidays } from '@quincena/payroll';
import { badRequest } from '../../platform/errors/app-error.ts';
import type { ReferenceCheckedDeps } from '../reference/index.ts';
import { selectHolidaySettings, upsertHolidaySettings } from './holidays.repository.ts';

export interface HolidaysService {
  /** The Colombian holidays of a year (Ley 51 de 1983) and its business days under each vacation system. */
  holidaysOf(year: number): THolidaysResponse;
  settings(companyId: number): Promise<THolidaySettings>;
  saveSettings(companyId: number, userId: number, vacationSystem: TVacationSystem): Promise<THolidaySettings>;
  /** The company's vacation system, or null before it is configured (other features read it). */
  vacationSystemOf(companyId: number): Promise<TVacationSystem | null>;
}

const isVacationSystem = (value: string): value is TVacationSystem =>
  (VACATION_SYSTEMS as readonly string[]).includes(value);

export function createHolidaysService({ db, clock, reference }: ReferenceCheckedDeps): HolidaysService {
  const toSettings = (row: { vacationSystem: string; updatedAt: Date } | null): THolidaySettings => ({
    vacationSystem: row && isVacationSystem(row.vacationSystem) ? row.vacationSystem : null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  });

  return {
    holidaysOf(year) {
      const holidays = colombianHolidays(year).map(({ date, name, rule, source }) => ({
        date,
        name,
        rule,
        source,
      }));
      const first = `${year}-01-01`;
      const last = `${year}-12-31`;
      return {
        year,
        holidays,
        businessDays: {
          MONDAY_TO_FRIDAY: businessDaysBetween(first, last, 'MONDAY_TO_FRIDAY'),
          MONDAY_TO_SATURDAY: businessDaysBetween(first, last, 'MONDAY_TO_SATURDAY'),
        },
      };
    },

    async settings(companyId) {
      return toSettings(await selectHolidaySettings(db, companyId));
    },

    async saveSettings(companyId, userId, vacationSystem) {
      // The code must still be an active item of the official list (decision 0090).
      if (!(await reference.exists('vacation-systems', vacationSystem))) {
        throw badRequest(ERROR_CODES.validation, 'Seleccione el sistema de vacaciones', {
          vacationSystem: 'Seleccione el sistema de vacaciones',
        });
      }
      return toSettings(
        await upsertHolidaySettings(db, {
          companyId,
          vacationSystem,
          updatedByUserId: userId,
          updatedAt: clock.now(),
        }),
      );
    },

    async vacationSystemOf(companyId) {
      return toSettings(await selectHolidaySettings(db, companyId)).vacationSystem;
    },
  };
}
