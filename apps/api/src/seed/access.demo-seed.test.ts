import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { solveHumanCheck } from '../../test/helpers/human-check.ts';
import { createTestApp, type TestContext } from '../../test/helpers/test-app.ts';
import { companies, users } from '../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAME } from './access.demo-seed.ts';
import { seed } from './seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('[ACCESS][DEMO_SEED]', () => {
  it('creates the demo company, a verified administrator and an employee user, once', async () => {
    await seed(ctx.db, { demo: true, log: ctx.app.log });
    await seed(ctx.db, { demo: true, log: ctx.app.log });
    const demoCompanies = await ctx.db.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
    expect(demoCompanies).toHaveLength(1);
    const demoUsers = await ctx.db.select().from(users).where(eq(users.demo, true));
    expect(demoUsers.map((user) => [user.email, user.role, user.enabled, user.companyId]).sort()).toEqual([
      [DEMO_ACCOUNTS.admin.email, 'ADMIN', true, demoCompanies[0]?.id],
      [DEMO_ACCOUNTS.employee.email, 'CLIENT', true, demoCompanies[0]?.id],
    ]);
  });

  it('lets both demo users sign in with the printed passwords', async () => {
    for (const account of [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.employee]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/access/login',
        payload: { ...account, altcha: await solveHumanCheck(ctx.app) },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().session.company.name).toBe(DEMO_COMPANY_NAME);
    }
  });
});

describe('[ACCESS][DEMO_SEED] with a foreign account on a demo address', () => {
  it('never adopts it', async () => {
    const other = await createTestApp();
    try {
      await createUser(other.db, { email: DEMO_ACCOUNTS.admin.email, password: 'Ajena.Clave1' });
      await seed(other.db, { demo: true, log: other.app.log });
      expect(await other.db.select().from(users).where(eq(users.demo, true))).toEqual([]);
      expect(await other.db.select().from(companies)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
