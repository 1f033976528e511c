import { join } from 'node:path';
import type { TestContext } from '../../../test/helpers/test-app.ts';
import { createLocalStorage } from '../../platform/storage/storage.ts';
import { createPayslipsService, type PeriodPayslip } from './payslips.service.ts';

/**
 * Every payslip of a period as the bulk sending renders them: the payslips service on the test
 * app's database, clock and files, with a mailer that sends nothing.
 */
export async function renderedPeriod(
  ctx: TestContext,
  companyId: number,
  calendarId: number,
): Promise<PeriodPayslip[]> {
  const service = createPayslipsService({
    db: ctx.db,
    clock: ctx.clock,
    storage: createLocalStorage(join(ctx.dataDir, 'files')),
    mail: { send: async () => undefined },
  });
  const rendered: PeriodPayslip[] = [];
  for await (const payslip of service.renderPeriod(companyId, calendarId)) rendered.push(payslip);
  return rendered;
}
