export { registerConceptsRoutes } from './concepts.routes.ts';
export { type ConceptsService, createConceptsService } from './concepts.service.ts';
