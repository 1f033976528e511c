import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventPublisher } from '../../platform/events/index.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { createBulkLoadsService } from './bulk-loads.service.ts';
import { employeesBulkLoad } from './loads/employees.load.ts';
import { noveltiesOvertimeBulkLoad } from './loads/novelties-overtime.load.ts';
import { noveltiesReportedBulkLoad } from './loads/novelties-reported.load.ts';
import { salaryHistoryBulkLoad } from './loads/salary-history.load.ts';
import { usersBulkLoad } from './loads/users.load.ts';

/** The bulk loads the app offers, wired with their dependencies (used by the composition root). */
export function composeBulkLoadsService({
  db,
  clock,
  storage,
  events,
}: {
  db: Database;
  clock: Clock;
  storage: Storage;
  /** Company events (webhooks): employees created by a load. */
  events?: EventPublisher;
}) {
  return createBulkLoadsService({
    db,
    definitions: [
      employeesBulkLoad(events ? { events } : {}),
      salaryHistoryBulkLoad({ storage, clock }),
      usersBulkLoad({ clock }),
      noveltiesOvertimeBulkLoad({ clock }),
      noveltiesReportedBulkLoad({ clock }),
    ],
  });
}
