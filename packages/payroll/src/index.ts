export * from './benefits/index.ts';
export {
  addBusinessDays,
  addDays,
  businessDaysBetween,
  colombianHolidays,
  easterSunday,
  FIRST_SUPPORTED_YEAR,
  type Holiday,
  type HolidayRule,
  holidayDates,
  holidayNames,
  isBusinessDay,
  isHoliday,
  isoDate,
  LAST_SUPPORTED_YEAR,
  nextMondayFrom,
  weekday,
} from './calendar/index.ts';
export * from './model/index.ts';
export * from './parameters/index.ts';
export * from './retroactive/index.ts';
export * from './settlement/index.ts';
export * from './termination/index.ts';
export * from './withholding/index.ts';
