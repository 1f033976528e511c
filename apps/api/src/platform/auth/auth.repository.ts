import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';

export interface SessionUserRow {
  id: number;
  email: string;
  role: 'ADMIN' | 'CLIENT';
  status: 'A' | 'I';
  enabled: boolean;
  termsAcceptedAt: Date | null;
  instanceAdmin: boolean;
  companyId: number | null;
  employeeNumberId: string | null;
  companyName: string | null;
  companyLogoKey: string | null;
  sessionsValidFrom: Date | null;
}

/** The signed-in user as the database knows it now: the token is never trusted alone. */
export async function findSessionUser(db: Database, userId: number): Promise<SessionUserRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      status: users.status,
      enabled: users.enabled,
      termsAcceptedAt: users.termsAcceptedAt,
      instanceAdmin: users.instanceAdmin,
      companyId: users.companyId,
      employeeNumberId: users.employeeNumberId,
      companyName: companies.name,
      companyLogoKey: companies.logoKey,
      sessionsValidFrom: users.sessionsValidFrom,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}
