export { selectHolidaySettings } from './holidays.repository.ts';
export { registerHolidaysRoutes } from './holidays.routes.ts';
export { createHolidaysService, type HolidaysService } from './holidays.service.ts';
