import { REPORTED_LIST_FIELDS, type TReportedRow } from '@quincena/contracts/novelties';
import { companyPayrollConcepts, noveltyReported } from '../../db/schema/index.ts';
import { companyConceptJoin, conceptNameSql, conceptNatureSql } from './novelty-columns.ts';
import { noveltyStore, paidInCalendar } from './novelty-store.ts';

const t = noveltyReported;
const conceptNature = conceptNatureSql(t.conceptCode);

/** /NoveltiesReported's list: the concept (the company's own or the catalogue's), its value and calendar. */
export const reportedStore = noveltyStore({
  table: t,
  columns: {
    conceptCode: t.conceptCode,
    conceptName: conceptNameSql(t.conceptCode),
    conceptNature,
    value: t.value,
    ...paidInCalendar(t.calendarId),
    observations: t.observations,
  },
  fields: REPORTED_LIST_FIELDS,
  search: ['documentNumber', 'employeeName', 'conceptCode', 'conceptName', 'calendarDetail', 'observations'],
  leftJoins: [[companyPayrollConcepts, companyConceptJoin(t.companyId, t.conceptCode)]],
  toRow: (raw): TReportedRow => ({ ...raw, value: Number(raw.value) }),
});
