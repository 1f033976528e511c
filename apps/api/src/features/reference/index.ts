export { type Cie10Diagnosis, cie10Diagnoses } from './data/cie10-diagnoses.ts';
export * from './data/index.ts';
export type { PayrollConcept } from './data/payroll-concepts.ts';
export { registerReferenceRoutes } from './reference.routes.ts';
export { PARENT_ATTRIBUTE, seedReferenceData } from './reference.seed.ts';
export {
  createReferenceService,
  type ReferenceCheckedDeps,
  type ReferenceListInfo,
  type ReferenceService,
} from './reference.service.ts';
