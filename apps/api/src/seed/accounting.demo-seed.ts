import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { accountPlanRows, contracts, costCentres } from '../db/schema/index.ts';
import { DEFAULT_ACCOUNT_PLAN, defaultAccountPlan } from '../features/accounting/index.ts';
import { demoCompanyId } from './access.demo-seed.ts';

/**
 * The demo company's books (decision 0302): an administration and a sales cost centre, its contracts
 * in administration, and the suggested PUC account plan, so Liquidar Contabilidad works on the first
 * sign-in. Only a company with no cost centre and no account plan is touched.
 */
export async function seedDemoAccounting(db: Database, log: FastifyBaseLogger): Promise<void> {
  const companyId = await demoCompanyId(db);
  if (!companyId) return;
  const [centre] = await db
    .select({ id: costCentres.id })
    .from(costCentres)
    .where(eq(costCentres.companyId, companyId))
    .limit(1);
  const [planRow] = await db
    .select({ id: accountPlanRows.id })
    .from(accountPlanRows)
    .where(eq(accountPlanRows.companyId, companyId))
    .limit(1);
  if (centre || planRow) return;
  await db.transaction(async (tx) => {
    const [administration] = await tx
      .insert(costCentres)
      .values([
        // Mapped to Siigo Pyme's own centres, so the demo's Siigo Pyme file downloads (decision 0315).
        {
          companyId,
          code: 'ADM',
          name: 'Administración',
          expenseType: '51',
          siigoCentre: '0001',
          siigoSubcentre: '001',
        },
        {
          companyId,
          code: 'VEN',
          name: 'Ventas',
          expenseType: '52',
          siigoCentre: '0002',
          siigoSubcentre: '001',
        },
      ])
      .returning({ id: costCentres.id });
    if (!administration) return;
    await tx
      .update(contracts)
      .set({ costCenterId: administration.id })
      .where(and(eq(contracts.companyId, companyId), isNull(contracts.costCenterId)));
    const rows = defaultAccountPlan(Object.keys(DEFAULT_ACCOUNT_PLAN), ['51', '52']);
    await tx.insert(accountPlanRows).values(rows.map((row) => ({ companyId, ...row })));
  });
  log.info('demo cost centres and account plan created');
}
