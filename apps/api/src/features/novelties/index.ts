export { composeNoveltiesServices, type NoveltiesServices } from './novelties.compose.ts';
export { registerNoveltiesRoutes } from './novelties.routes.ts';
export {
  createPeriodNoveltiesReader,
  emptyNovelties,
  type NoveltyPeriod,
  type PeriodNoveltiesReader,
} from './period-novelties.ts';
export { setRetirementStatus } from './retirements.repository.ts';
