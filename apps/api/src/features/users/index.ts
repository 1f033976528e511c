export {
  contractsById,
  type DirectoryContract,
  type DirectoryEmployee,
  employeesByNumberId,
  listContracts,
  listEmployees,
} from './employee-directory.ts';
export { registerUsersRoutes } from './users.routes.ts';
export { createUsersService, type UsersService } from './users.service.ts';
