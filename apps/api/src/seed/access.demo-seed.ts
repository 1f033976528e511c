import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { companies, users } from '../db/schema/index.ts';
import { DEMO_EMAIL_DOMAIN, findUserByEmail, insertUser } from '../features/access/index.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { seedDemoCompanyData } from './company.demo-seed.ts';

export const DEMO_COMPANY_NAME = 'Demo Quincena S.A.S.';

/** Fixed, documented demo credentials (decision 0015); strong by the spec's rule. */
export const DEMO_ACCOUNTS = {
  admin: { email: `admin@${DEMO_EMAIL_DOMAIN}`, password: 'Demo.Admin.2026' },
  employee: { email: `empleado@${DEMO_EMAIL_DOMAIN}`, password: 'Demo.Empleado.2026' },
} as const;

/** The demo employee's identification number (a fictitious cédula). */
const DEMO_EMPLOYEE_NUMBER_ID = '1000000001';

/**
 * The demo company with one verified administrator and one employee (CLIENT) user.
 * Idempotent: existing demo users are left as they are (a changed password stays changed);
 * an address taken by a non-demo account is never adopted.
 */
export async function seedDemo(db: Database, log: FastifyBaseLogger): Promise<void> {
  const admin = await findUserByEmail(db, DEMO_ACCOUNTS.admin.email);
  const employee = await findUserByEmail(db, DEMO_ACCOUNTS.employee.email);
  if ((admin && !admin.demo) || (employee && !employee.demo)) {
    log.warn('demo seed skipped: a demo address belongs to a non-demo account');
    return;
  }
  let companyId = admin?.companyId ?? employee?.companyId ?? null;
  if (companyId === null) {
    const [company] = await db
      .insert(companies)
      .values({ name: DEMO_COMPANY_NAME })
      .returning({ id: companies.id });
    if (!company) throw new Error('demo company insert returned no row');
    companyId = company.id;
  }
  await seedDemoCompanyData(db, companyId);
  const now = new Date();
  if (!admin)
    await insertDemoUser(db, DEMO_ACCOUNTS.admin, { role: 'ADMIN', companyId, termsAcceptedAt: now });
  if (!employee) {
    await insertDemoUser(db, DEMO_ACCOUNTS.employee, {
      role: 'CLIENT',
      companyId,
      termsAcceptedAt: now,
      employeeNumberId: DEMO_EMPLOYEE_NUMBER_ID,
    });
  }
}

/** A demo account as both demo users have it: active, verified, never the operator, flagged demo. */
async function insertDemoUser(
  db: Database,
  account: { email: string; password: string },
  own: Pick<typeof users.$inferInsert, 'role' | 'companyId' | 'termsAcceptedAt' | 'employeeNumberId'>,
): Promise<void> {
  await insertUser(db, {
    email: account.email,
    passwordHash: await hashPassword(account.password),
    status: 'A',
    enabled: true,
    // Its password is published: never the installation's operator (decision 0327).
    instanceAdmin: false,
    demo: true,
    ...own,
  });
}

/** The demo administrator's company, once the demo seed has made it; undefined otherwise. */
export async function demoCompanyId(db: Database): Promise<number | undefined> {
  const [admin] = await db
    .select({ companyId: users.companyId })
    .from(users)
    .where(and(eq(users.demo, true), eq(users.role, 'ADMIN')));
  return admin?.companyId ?? undefined;
}
