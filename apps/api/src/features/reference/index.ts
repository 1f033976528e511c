export { registerReferenceRoutes } from './reference.routes.ts';
export { PARENT_ATTRIBUTE, seedReferenceData } from './reference.seed.ts';
export {
  createReferenceService,
  type ReferenceListInfo,
  type ReferenceService,
} from './reference.service.ts';
