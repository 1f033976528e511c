import type { FastifyBaseLogger } from 'fastify';
import { seedDemo } from '../features/access/demo.seed.ts';
import { seedDemoAccounting } from '../features/accounting/accounting.demo-seed.ts';
import { seedDemoEmployees } from '../features/employees/employees.demo-seed.ts';
import { seedHelpContent } from '../features/help/help.seed.ts';
import { seedDemoSettlement } from '../features/settlement/settlement.demo-seed.ts';
import type { Database } from './client.ts';

/** Runs at every start; every step is idempotent. */
export async function seed(
  db: Database,
  { demo, log }: { demo: boolean; log: FastifyBaseLogger },
): Promise<void> {
  await seedHelpContent(db);
  if (demo) await seedDemo(db, log);
  if (demo) await seedDemoEmployees(db, log);
  if (demo) await seedDemoAccounting(db, log);
  if (demo) await seedDemoSettlement(db, log);
}
