import { desc, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { payCalendars } from '../db/schema/index.ts';
import { composeSettlement } from '../features/settlement/index.ts';
import { calendarsOfType } from '../pay-period/calendars/calendars-of-type.ts';
import { type Clock, systemClock } from '../platform/clock.ts';
import { createInProcessQueue } from '../platform/jobs/index.ts';
import { demoCompanyId } from './access.demo-seed.ts';

const colombianDate = (instant: Date) =>
  new Date(instant.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);

/**
 * The demo company shows real results on the first sign-in: of its two latest payroll periods that
 * have ended, the earlier is processed and accumulated, the later processed — through the same
 * runner a user drives. Runs once: a company with any processed or accumulated period is left alone.
 */
export async function seedDemoSettlement(
  db: Database,
  log: FastifyBaseLogger,
  clock: Clock = systemClock,
): Promise<void> {
  const companyId = await demoCompanyId(db);
  if (!companyId) return;
  const [touched] = await db
    .select({ id: payCalendars.id })
    .from(payCalendars)
    .where(calendarsOfType(companyId, 'NM', inArray(payCalendars.state, ['PROCESSED', 'ACCUMULATED'])))
    .limit(1);
  if (touched) return;

  const queue = createInProcessQueue({
    onError: (error) => log.error({ err: error }, 'demo settlement failed'),
  });
  const settlement = composeSettlement({ db, clock, queue });
  await queue.start();
  await settlement.runner.startWorking();
  try {
    const today = colombianDate(clock.now());
    const year = Number(today.slice(0, 4));
    await settlement.calendars.ensureYear(companyId, 'NM', year - 1);
    await settlement.calendars.ensureYear(companyId, 'NM', year);
    const ended = await db
      .select()
      .from(payCalendars)
      .where(calendarsOfType(companyId, 'NM', lt(payCalendars.periodEnd, today)))
      .orderBy(desc(payCalendars.periodStart))
      .limit(2);
    const [later, earlier] = ended;
    if (!later || !earlier) return;
    for (const [calendar, accumulate] of [
      [earlier, true],
      [later, false],
    ] as const) {
      await settlement.runner.execute(companyId, null, { calendarId: calendar.id, action: 'PRO' });
      await queue.idle();
      if (accumulate)
        await settlement.runner.execute(companyId, null, { calendarId: calendar.id, action: 'CLO' });
    }
    // The accumulated period's month is posted to the books, so /Accounting shows its reconciliation;
    // its CB calendar is read as the calendars screen reads it (the year's, generated when missing).
    const books = (await settlement.calendars.list(companyId, { type: 'CB', year: earlier.year })).find(
      (calendar) => calendar.month === earlier.month,
    );
    if (books) {
      await settlement.runner.execute(companyId, null, { calendarId: books.id, action: 'PRO' });
      await queue.idle();
    }
    log.info({ accumulated: earlier.detail, processed: later.detail }, 'demo payroll periods settled');
  } catch (error) {
    // The demo stays usable without its sample periods; the reason goes to the log.
    log.warn({ err: error }, 'demo payroll periods not settled');
  } finally {
    await queue.stop();
  }
}
