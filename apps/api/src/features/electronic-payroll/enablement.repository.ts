import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dianEnablements } from '../../db/schema/index.ts';

export type EnablementRow = typeof dianEnablements.$inferSelect;
export type EnablementValues = Omit<typeof dianEnablements.$inferInsert, 'companyId' | 'createdAt'>;

export async function findEnablement(db: Database, companyId: number): Promise<EnablementRow | undefined> {
  const [row] = await db.select().from(dianEnablements).where(eq(dianEnablements.companyId, companyId));
  return row;
}

export async function insertEnablement(db: Database, companyId: number, values: EnablementValues) {
  const [row] = await db
    .insert(dianEnablements)
    .values({ companyId, ...values })
    .returning();
  if (!row) throw new Error('enablement insert returned no row');
  return row;
}

export async function updateEnablement(db: Database, companyId: number, values: EnablementValues) {
  const [row] = await db
    .update(dianEnablements)
    .set(values)
    .where(eq(dianEnablements.companyId, companyId))
    .returning();
  return row;
}

/** The enablement process (test set sent, accepted, rejected) records its outcome here. */
export async function setEnablementStatus(
  db: Database,
  companyId: number,
  status: 'IN_PROCESS' | 'ENABLED' | 'REJECTED',
  statusText: string | null,
  now: Date,
) {
  await db
    .update(dianEnablements)
    .set({ status, statusText, updatedAt: now })
    .where(eq(dianEnablements.companyId, companyId));
}
