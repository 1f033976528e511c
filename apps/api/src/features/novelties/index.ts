export {
  contractWindows,
  insertOvertimeBatch,
  insertReportedBatch,
  openNmCalendars,
  reportedConceptOptions,
} from './bulk-support.ts';
export { findContingency } from './contingencies.ts';
export { composeNoveltiesServices, type NoveltiesServices } from './novelties.compose.ts';
export { registerNoveltiesRoutes } from './novelties.routes.ts';
export { overtimeConcepts } from './overtime.service.ts';
export {
  createPeriodNoveltiesReader,
  emptyNovelties,
  type NoveltyPeriod,
  type PeriodNoveltiesReader,
} from './period-novelties.ts';
export { setRetirementStatus } from './retirements.repository.ts';
