import type { TOvertimeRow } from '@quincena/contracts/novelties';
import { noveltyOvertime, payCalendars } from '../../db/schema/index.ts';
import { catalogConceptName } from './novelty-columns.ts';
import { noveltyStore } from './novelty-store.ts';

const t = noveltyOvertime;

/** /NoveltiesOvertime's list: the hour type, its hours and the calendar's day (spec 02 §2). */
export const overtimeStore = noveltyStore({
  table: t,
  columns: {
    conceptCode: t.conceptCode,
    conceptName: catalogConceptName(t.conceptCode),
    hours: t.hours,
    calendarId: t.calendarId,
    calendarDetail: payCalendars.detail,
    date: t.noveltyDate,
  },
  fields: ['conceptCode', 'conceptName', 'hours', 'calendarDetail', 'date'],
  search: ['documentNumber', 'employeeName', 'conceptCode', 'conceptName', 'calendarDetail', 'date'],
  calendarId: t.calendarId,
  toRow: (raw): TOvertimeRow => ({
    ...raw,
    conceptName: raw.conceptName ?? raw.conceptCode,
    hours: Number(raw.hours),
  }),
});
