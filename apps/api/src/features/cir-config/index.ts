export { type CatalogConcept, type ConceptCatalog, createConceptCatalog } from './cir-concept-catalog.ts';
export { registerCirConfigRoutes } from './cir-config.routes.ts';
export { type CirConfigService, createCirConfigService } from './cir-config.service.ts';
