export { arl } from './data/arl.ts';
export { type Cie10Diagnosis, cie10Diagnoses } from './data/cie10-diagnoses.ts';
export {
  accountTypes,
  afp,
  arlEconomicActivities,
  arlRiskClasses,
  banks,
  ccf,
  contractTypes,
  contributorSubtypes,
  contributorTypes,
  countries,
  departments,
  documentTypes,
  eps,
  incomeWithholdingGroups,
  municipalities,
  payrollConcepts,
  type ReferenceItem,
  type ReferenceList,
  retirementReasons,
  salaryTypes,
  severanceFunds,
  statuses,
  vacationSystems,
  voluntaryPensionFunds,
  withholdingProcedures,
  workPlaces,
} from './data/index.ts';
export { parafiscalEntities } from './data/parafiscal-entities.ts';
export type { PayrollConcept } from './data/payroll-concepts.ts';
export { registerReferenceRoutes } from './reference.routes.ts';
export { PARENT_ATTRIBUTE, seedReferenceData } from './reference.seed.ts';
export {
  createReferenceService,
  type ReferenceListInfo,
  type ReferenceService,
} from './reference.service.ts';
