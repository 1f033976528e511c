import {
  RETIREMENT_LIST_FIELDS,
  type TRetirementRow,
  type TRetirementStatus,
} from '@quincena/contracts/novelties';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { noveltyRetirements } from '../../db/schema/index.ts';
import { retirementReasons } from '../reference/index.ts';
import { noveltyStore, paidInCalendar } from './novelty-store.ts';

const t = noveltyRetirements;
const reasonName = sql<string>`(case ${t.reasonCode} ${sql.join(
  retirementReasons.items.map((item) => sql`when ${item.code} then ${item.name}`),
  sql` `,
)} else ${t.reasonCode} end)`;

/** Novedades de retiros' list: the date, the reason and the final settlement's status. */
export const retirementStore = noveltyStore({
  table: t,
  columns: {
    ...paidInCalendar(t.calendarId),
    reasonCode: t.reasonCode,
    reasonName,
    date: t.retirementDate,
    status: t.status,
  },
  fields: RETIREMENT_LIST_FIELDS,
  search: ['documentNumber', 'employeeName', 'reasonName', 'status', 'calendarDetail', 'date'],
  toRow: (raw): TRetirementRow => ({ ...raw, status: raw.status as TRetirementStatus }),
});

export async function selectRetirementOfContract(db: Database, companyId: number, contractId: number) {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.contractId, contractId)));
  return row ?? null;
}

/**
 * For the final-settlement (LD) process: LIQUIDADO after Procesar, CERRADO ACUMULADO after Acumular (then
 * Liquidar is disabled and the retirement can no longer change), REGISTRADO again after Deshacer.
 */
export async function setRetirementStatus(
  db: Database,
  companyId: number,
  id: number,
  status: TRetirementStatus,
): Promise<void> {
  await retirementStore.update(db, companyId, id, { status });
}
