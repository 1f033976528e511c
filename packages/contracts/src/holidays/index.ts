import { z } from 'zod';

/** Years the holiday calendar covers: Ley 51 de 1983 took effect in 1984 (packages/payroll/src/calendar). */
export const HOLIDAY_YEARS = { first: 1984, last: 2100 } as const;

const yearMessage = `El año debe estar entre ${HOLIDAY_YEARS.first} y ${HOLIDAY_YEARS.last}`;

/** GET /api/holidays?year=2026. */
export const ZHolidaysQuery = z.object({
  year: z.coerce
    .number(yearMessage)
    .int(yearMessage)
    .min(HOLIDAY_YEARS.first, yearMessage)
    .max(HOLIDAY_YEARS.last, yearMessage),
});
export type THolidaysQuery = z.input<typeof ZHolidaysQuery>;

/** fixed = rested on its day; next-monday = moved to Monday (Ley 51 de 1983); easter = counted from Easter. */
export const ZHolidayRule = z.enum(['fixed', 'next-monday', 'easter']);
export type THolidayRule = z.infer<typeof ZHolidayRule>;

export const ZHoliday = z.object({
  /** The day the rest is taken, YYYY-MM-DD. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  name: z.string().max(120),
  rule: ZHolidayRule,
  source: z.string().max(200),
});
export type THoliday = z.infer<typeof ZHoliday>;

/** Vacation systems are the working weeks of the list `vacation-systems`. */
export const VACATION_SYSTEMS = ['MONDAY_TO_FRIDAY', 'MONDAY_TO_SATURDAY'] as const;
export const ZVacationSystem = z.enum(VACATION_SYSTEMS, { error: 'Seleccione el sistema de vacaciones' });
export type TVacationSystem = z.infer<typeof ZVacationSystem>;

export const ZHolidaysResponse = z.object({
  year: z.number().int(),
  holidays: z.array(ZHoliday),
  /** Business days of the year under each vacation system (Sundays and holidays never count). */
  businessDays: z.object({ MONDAY_TO_FRIDAY: z.number().int(), MONDAY_TO_SATURDAY: z.number().int() }),
});
export type THolidaysResponse = z.infer<typeof ZHolidaysResponse>;

/** GET/PUT /api/holidays/settings: the company's vacation system (spec 01 §2.12). */
export const ZHolidaySettings = z.object({
  vacationSystem: ZVacationSystem.nullable(),
  updatedAt: z.string().max(40).nullable(),
});
export type THolidaySettings = z.infer<typeof ZHolidaySettings>;

export const ZHolidaySettingsBody = z.object({
  vacationSystem: ZVacationSystem,
});
export type THolidaySettingsBody = z.infer<typeof ZHolidaySettingsBody>;

export const HOLIDAY_MESSAGES = {
  saved: 'Configuración de festivos guardada exitosamente',
  vacationSystemRequired: 'Seleccione el sistema de vacaciones',
  yearRequired: 'Seleccione el año de los festivos',
} as const;
