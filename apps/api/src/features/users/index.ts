export {
  contractsById,
  type DirectoryContract,
  type DirectoryEmployee,
  employeesByNumberId,
  listContracts,
  listEmployees,
} from './employee-directory.ts';
export { accountLinkProblems } from './user-links.ts';
export { insertSelfServiceUsers, type NewSelfServiceUser } from './users.repository.ts';
export { registerUsersRoutes } from './users.routes.ts';
export { createUsersService, type UsersService } from './users.service.ts';
