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
export { registerEmployeesRoutes } from './employees.routes.ts';
export {
  type Actor,
  colombianDate,
  createEmployeesService,
  type EmployeesService,
} from './employees.service.ts';
export { EngineMappingError, toEngineContract } from './engine-contract.ts';
export { contractCodeErrors, personCodeErrors } from './reference-codes.ts';
export { type RowVerdict, validateContractRow, validatePersonRow } from './row-validators.ts';
