export {
  type ContractTermService,
  createContractTermService,
  dmy,
  registerContractTermRoutes,
  renewDueContracts,
  renewDueContractsOfAll,
  type UpcomingNotice,
  upcomingNoticeDeadlines,
} from './contract-term/index.ts';
export { toContractView } from './contract-view.ts';
export * as contractsRepository from './contracts.repository.ts';
export { contractColumns, listCostCentres, listJobs } from './contracts.repository.ts';
export { contractInput } from './employees.fixtures.ts';
export { registerEmployeesRoutes } from './employees.routes.ts';
export {
  type Actor,
  colombianDate,
  createEmployeesService,
  type EmployeesService,
} from './employees.service.ts';
export { EngineMappingError, toEngineContract } from './engine-contract.ts';
export { ownPersonId } from './own-person.ts';
export * as personsRepository from './persons.repository.ts';
export { contractCodeErrors, personCodeErrors } from './reference-codes.ts';
export { type RowVerdict, validateContractRow, validatePersonRow } from './row-validators.ts';
