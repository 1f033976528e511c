import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import {
  createImportedHistoryReader,
  type ImportedHistoryReader,
} from '../../pay-period/imported-history.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventPublisher } from '../../platform/events/index.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import { createCirConfigService, createConceptCatalog } from '../cir-config/index.ts';
import { createConceptsService } from '../concepts/index.ts';
import { createPeriodNoveltiesReader, type PeriodNoveltiesReader } from '../novelties/index.ts';
import { createPayrollConfigService } from '../payroll-config/index.ts';
import { createReferenceService } from '../reference/index.ts';
import { registerCalendarsRoutes } from './calendars/calendars.routes.ts';
import { createCalendarsService } from './calendars/calendars.service.ts';
import { createCbKind } from './cb/cb-kind.ts';
import { createCesKind } from './ces/ces-kind.ts';
import { createCirKind } from './cir/cir-kind.ts';
import { createLdKind } from './ld/ld-kind.ts';
import { createNmKind } from './nm/nm-kind.ts';
import { createReviewService, registerReviewRoutes } from './review/index.ts';
import type { SettlementKind } from './runner/kind.ts';
import { registerProcessesRoutes } from './runner/processes.routes.ts';
import { createProcessesService } from './runner/processes.service.ts';
import { createSettlementRunner, type RunnerOptions } from './runner/runner.ts';
import { registerPlanillaCorrectionRoutes } from './ss/planilla-corrections.routes.ts';
import { createPlanillaCorrections } from './ss/planilla-corrections.ts';
import { createSsKind } from './ss/ss-kind.ts';

export { createPeriodGuard, PERIOD_ACCUMULATED, type PeriodGuard } from '../../pay-period/period-guard.ts';
export { currentRunWarnings } from './roster/dependencies.ts';

export interface SettlementDeps {
  db: Database;
  clock: Clock;
  queue: JobQueue;
  novelties?: PeriodNoveltiesReader;
  importedHistory?: ImportedHistoryReader;
  batchSize?: number;
  slices?: number;
  afterBatch?: RunnerOptions['afterBatch'];
  sliceHeartbeatMs?: number;
  /** Heap above which a slice collects garbage between batches (RunnerOptions.heapCeilingBytes). */
  heapCeilingBytes?: number;
  /** The electronic payroll kind (NIE), composed with its area (signing, numbering, enablement). */
  nie?: SettlementKind;
  /** Company events (webhooks): published after each run ends and each period is accumulated. */
  events?: EventPublisher;
  /** See RunnerOptions.beforeJob: follows legal values another process loaded. */
  beforeJob?: RunnerOptions['beforeJob'];
}

/** The settlement area wired: calendars, the generic runner with its kinds (NM payroll, LD final settlement of a retirement, SS social security, CB accounting, CES severance consignment, CIR income and withholding), the process table. */
export function composeSettlement(deps: SettlementDeps) {
  const payrollConfig = createPayrollConfigService({ db: deps.db, clock: deps.clock });
  const nmDeps = {
    payrollConfig,
    novelties: deps.novelties ?? createPeriodNoveltiesReader(),
    importedHistory: deps.importedHistory ?? createImportedHistoryReader(),
  };
  // The CIR run reads the company's concept → certificate group choices (spec 01 §2.11).
  const concepts = createConceptsService({
    db: deps.db,
    clock: deps.clock,
    reference: createReferenceService({ db: deps.db }),
  });
  const cirConfig = createCirConfigService({ db: deps.db, catalog: createConceptCatalog({ concepts }) });
  const nm = createNmKind(nmDeps);
  const runner = createSettlementRunner({
    db: deps.db,
    clock: deps.clock,
    queue: deps.queue,
    ...(deps.events ? { events: deps.events } : {}),
    kinds: {
      NM: nm,
      LD: createLdKind(nmDeps),
      SS: createSsKind({ payrollConfig }),
      CB: createCbKind(),
      CES: createCesKind(nmDeps),
      CIR: createCirKind({ cirConfig }),
      ...(deps.nie ? { NIE: deps.nie } : {}),
    },
    ...(deps.batchSize !== undefined ? { batchSize: deps.batchSize } : {}),
    ...(deps.slices !== undefined ? { slices: deps.slices } : {}),
    ...(deps.afterBatch ? { afterBatch: deps.afterBatch } : {}),
    ...(deps.sliceHeartbeatMs !== undefined ? { sliceHeartbeatMs: deps.sliceHeartbeatMs } : {}),
    ...(deps.heapCeilingBytes !== undefined ? { heapCeilingBytes: deps.heapCeilingBytes } : {}),
    ...(deps.beforeJob ? { beforeJob: deps.beforeJob } : {}),
  });
  const calendars = createCalendarsService({ db: deps.db, clock: deps.clock });
  const processes = createProcessesService({ db: deps.db, runner });
  const review = createReviewService({ db: deps.db, concepts, payrollConfig });
  const planillaCorrections = createPlanillaCorrections({ db: deps.db, payrollConfig });
  return { runner, calendars, processes, review, planillaCorrections };
}

export type Settlement = ReturnType<typeof composeSettlement>;

export function registerSettlementRoutes(app: FastifyInstance, settlement: Settlement): void {
  registerCalendarsRoutes(app, settlement.calendars);
  registerProcessesRoutes(app, settlement.processes);
  registerReviewRoutes(app, settlement.review);
  registerPlanillaCorrectionRoutes(app, settlement.planillaCorrections);
}

/** How long a running process may stay silent before another worker's recovery ends it (5 batches' worth, generously). */
export const STALE_PROCESS_MS = 2 * 60_000;
export { registerCbRoutes } from './cb/cb.routes.ts';
export { registerCesRoutes } from './ces/ces.routes.ts';
export { registerCirRoutes } from './cir/cir.routes.ts';
export { boxLabel } from './cir/cir-boxes.ts';
export { dianDocumentCode } from './cir/cir-data.ts';
export { contractsWithPeople } from './contract-rows.ts';
export {
  createBankFileService,
  createPlanillaFileService,
  registerBankFileRoutes,
  registerPlanillaFileRoutes,
} from './files/index.ts';
export { accumulatedPayrollOf, monthPayrollPending } from './month-payroll.ts';
export { BENEFITS, lastTwelveMonths, payrollChart, registerSettlementReportRoutes } from './reports/index.ts';
export {
  requestedCalendarId,
  storedRunCalendarParameter,
  storedRunDefinition,
} from './reports/stored-run-calendar.ts';
export { withPayRoster } from './roster/period-contracts.ts';
export { bulkInsert } from './runner/bulk-insert.ts';
export type { BatchOutcome, RunContext, SettlementKind, UnitError } from './runner/kind.ts';
export type { SettlementJob } from './runner/runner.ts';
export { registerSsReportRoutes } from './ss/ss-report.routes.ts';
