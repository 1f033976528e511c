import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

export async function findCompanyLogoKey(db: Database, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ logoKey: companies.logoKey })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.logoKey ?? null;
}
