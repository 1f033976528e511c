import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyPayrollConcepts } from '../../db/schema/index.ts';

export type CompanyConceptRow = typeof companyPayrollConcepts.$inferSelect;

export async function selectCompanyConcepts(db: Database, companyId: number): Promise<CompanyConceptRow[]> {
  return db
    .select()
    .from(companyPayrollConcepts)
    .where(and(eq(companyPayrollConcepts.companyId, companyId), eq(companyPayrollConcepts.active, true)))
    .orderBy(asc(companyPayrollConcepts.code));
}

export async function selectCompanyConcept(
  db: Database,
  companyId: number,
  code: string,
): Promise<CompanyConceptRow | null> {
  const [row] = await db
    .select()
    .from(companyPayrollConcepts)
    .where(and(eq(companyPayrollConcepts.companyId, companyId), eq(companyPayrollConcepts.code, code)));
  return row ?? null;
}

export async function companyConceptNameTaken(
  db: Database,
  companyId: number,
  name: string,
): Promise<boolean> {
  const [row] = await db
    .select({ code: companyPayrollConcepts.code })
    .from(companyPayrollConcepts)
    .where(
      and(
        eq(companyPayrollConcepts.companyId, companyId),
        sql`lower(${companyPayrollConcepts.name}) = ${name.toLowerCase()}`,
      ),
    );
  return row !== undefined;
}

/** The highest number used by the company's generated codes (C0001, C0002, …). */
export async function lastCompanyConceptNumber(db: Database, companyId: number): Promise<number> {
  const [row] = await db
    .select({
      last: sql<number | null>`max(cast(substring(${companyPayrollConcepts.code} from 2) as integer))`,
    })
    .from(companyPayrollConcepts)
    .where(
      and(
        eq(companyPayrollConcepts.companyId, companyId),
        like(companyPayrollConcepts.code, 'C%'),
        sql`${companyPayrollConcepts.code} ~ '^C[0-9]+$'`,
      ),
    );
  return Number(row?.last ?? 0);
}

/** Inserts unless the code or the name is already taken; null then. */
export async function insertCompanyConcept(
  db: Database,
  values: typeof companyPayrollConcepts.$inferInsert,
): Promise<CompanyConceptRow | null> {
  const [row] = await db.insert(companyPayrollConcepts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}
