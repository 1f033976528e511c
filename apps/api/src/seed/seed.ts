import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { seedHelpContent } from '../features/help/index.ts';
import { seedDemo } from './access.demo-seed.ts';
import { seedDemoAccounting } from './accounting.demo-seed.ts';
import { seedDemoEmployees } from './employees.demo-seed.ts';
import { seedDemoSettlement } from './settlement.demo-seed.ts';

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
