import type { TReportedRow } from '@quincena/contracts/novelties';
import { sql } from 'drizzle-orm';
import { companyPayrollConcepts, noveltyReported, payCalendars } from '../../db/schema/index.ts';
import { payrollConcepts } from '../reference/index.ts';
import { companyConceptJoin, conceptNameSql } from './novelty-columns.ts';
import { noveltyStore } from './novelty-store.ts';

const t = noveltyReported;
const catalogNatures = payrollConcepts.items.map((item) => sql`when ${item.code} then ${item.nature}`);
const conceptNature = sql<string>`coalesce(${companyPayrollConcepts.nature}, (case ${t.conceptCode} ${sql.join(catalogNatures, sql` `)} end), '')`;

/** /NoveltiesReported's list: the concept (the company's own or the catalogue's), its value and calendar. */
export const reportedStore = noveltyStore({
  table: t,
  columns: {
    conceptCode: t.conceptCode,
    conceptName: conceptNameSql(t.conceptCode),
    conceptNature,
    value: t.value,
    calendarId: t.calendarId,
    calendarDetail: payCalendars.detail,
    observations: t.observations,
  },
  fields: ['conceptCode', 'conceptName', 'value', 'calendarDetail', 'observations'],
  search: ['documentNumber', 'employeeName', 'conceptCode', 'conceptName', 'calendarDetail', 'observations'],
  calendarId: t.calendarId,
  leftJoins: [[companyPayrollConcepts, companyConceptJoin(t.companyId, t.conceptCode)]],
  toRow: (raw): TReportedRow => ({ ...raw, value: Number(raw.value) }),
});
