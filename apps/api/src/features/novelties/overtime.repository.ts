import { OVERTIME_LIST_FIELDS, type TOvertimeRow } from '@quincena/contracts/novelties';
import { noveltyOvertime } from '../../db/schema/index.ts';
import { catalogConceptName } from './novelty-columns.ts';
import { noveltyStore, paidInCalendar } from './novelty-store.ts';

const t = noveltyOvertime;

/** /NoveltiesOvertime's list: the hour type, its hours and the calendar's day (spec 02 §2). */
export const overtimeStore = noveltyStore({
  table: t,
  columns: {
    conceptCode: t.conceptCode,
    conceptName: catalogConceptName(t.conceptCode),
    hours: t.hours,
    ...paidInCalendar(t.calendarId),
    date: t.noveltyDate,
  },
  fields: OVERTIME_LIST_FIELDS,
  search: ['documentNumber', 'employeeName', 'conceptCode', 'conceptName', 'calendarDetail', 'date'],
  toRow: (raw): TOvertimeRow => ({
    ...raw,
    conceptName: raw.conceptName ?? raw.conceptCode,
    hours: Number(raw.hours),
  }),
});
