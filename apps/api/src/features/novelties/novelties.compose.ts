import type { Database } from '../../db/client.ts';
import { createPeriodGuard } from '../../pay-period/period-guard.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ConceptsService } from '../concepts/index.ts';
import { createAbsencesService } from './absences.service.ts';
import { selectContractOptions } from './contract-options.ts';
import { createFixedService } from './fixed.service.ts';
import { createNoveltyReports } from './novelty-reports.ts';
import { createOvertimeService } from './overtime.service.ts';
import { createReportedService } from './reported.service.ts';
import { createRetirementsService } from './retirements.service.ts';
import { createVacationsService } from './vacations.service.ts';

/** The novelty services, wired with their dependencies (the composition root calls this once). */
export function composeNoveltiesServices({
  db,
  clock,
  concepts,
}: {
  db: Database;
  clock: Clock;
  concepts: ConceptsService;
}) {
  const guard = createPeriodGuard();
  const deps = { db, clock, guard };
  return {
    contractOptions: (companyId: number) => selectContractOptions(db, companyId),
    overtime: createOvertimeService(deps),
    reported: createReportedService({ ...deps, concepts }),
    fixed: createFixedService({ ...deps, concepts }),
    vacations: createVacationsService(deps),
    absences: createAbsencesService(deps),
    retirements: createRetirementsService(deps),
    reports: createNoveltyReports({ db }),
  };
}
export type NoveltiesServices = ReturnType<typeof composeNoveltiesServices>;
