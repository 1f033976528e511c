import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyDrafts } from '../../db/schema/index.ts';

export type CompanyDraftRow = typeof companyDrafts.$inferSelect;
export type CompanyDraftValues = Omit<CompanyDraftRow, 'userId' | 'updatedAt'>;

export async function findCompanyDraft(db: Database, userId: number): Promise<CompanyDraftRow | null> {
  const [row] = await db.select().from(companyDrafts).where(eq(companyDrafts.userId, userId));
  return row ?? null;
}

/** One draft per user: saving again replaces it. */
export async function saveCompanyDraft(
  db: Database,
  userId: number,
  values: CompanyDraftValues,
  now: Date,
): Promise<CompanyDraftRow> {
  const [row] = await db
    .insert(companyDrafts)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: companyDrafts.userId, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error('company draft upsert returned no row');
  return row;
}

/** The company exists: what the draft held now lives in it. */
export async function deleteCompanyDraft(db: Database, userId: number): Promise<void> {
  await db.delete(companyDrafts).where(eq(companyDrafts.userId, userId));
}
