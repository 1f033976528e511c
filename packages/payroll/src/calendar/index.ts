export {
  addBusinessDays,
  businessDaysBetween,
  isBusinessDay,
  WORKING_WEEKS,
  type WorkingWeek,
} from './business-days.ts';
export {
  colombianHolidays,
  FIRST_SUPPORTED_YEAR,
  type Holiday,
  type HolidayRule,
  holidayDates,
  holidayNames,
  isHoliday,
  LAST_SUPPORTED_YEAR,
  nextMondayFrom,
} from './colombian-holidays.ts';
export { easterSunday } from './easter.ts';
export { addDays, type IsoDate, isoDate, weekday } from './iso-date.ts';
