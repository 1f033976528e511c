import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
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
}: {
  db: Database;
  clock: Clock;
  storage: Storage;
}) {
  return createBulkLoadsService({
    db,
    definitions: [
      employeesBulkLoad(),
      salaryHistoryBulkLoad({ storage, clock }),
      usersBulkLoad({ clock }),
      noveltiesOvertimeBulkLoad({ clock }),
      noveltiesReportedBulkLoad({ clock }),
    ],
  });
}
