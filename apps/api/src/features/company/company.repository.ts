import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyInsert = typeof companies.$inferInsert;

export async function findCompanyLogoKey(db: Database, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ logoKey: companies.logoKey })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.logoKey ?? null;
}

export async function findCompany(db: Database, companyId: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

/** The company already registered with that document, if any (one company per NIT). */
export async function findCompanyByDocument(db: Database, documentType: string, documentNumber: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.documentType, documentType), eq(companies.nit, documentNumber)));
  return row;
}

export async function insertCompany(db: Database, values: CompanyInsert): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  if (!row) throw new Error('company insert returned no row');
  return row;
}

export async function updateCompany(db: Database, companyId: number, values: Partial<CompanyInsert>) {
  const [row] = await db.update(companies).set(values).where(eq(companies.id, companyId)).returning();
  return row;
}

/**
 * Gives the administrator the new company; only a user without one is changed, so two concurrent
 * creations cannot both link the same user (the second changes no row and is rolled back).
 */
export async function linkUserToCompany(db: Database, userId: number, companyId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ companyId })
    .where(and(eq(users.id, userId), isNull(users.companyId)))
    .returning({ id: users.id });
  return rows.length === 1;
}
