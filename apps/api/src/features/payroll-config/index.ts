export {
  type CompanyPayrollFacts,
  DEFAULT_PAYROLL_CONFIG,
  fromEngineSettings,
  toEngineSettings,
} from './engine-settings.ts';
export { registerPayrollConfigRoutes } from './payroll-config.routes.ts';
export { createPayrollConfigService, type PayrollConfigService } from './payroll-config.service.ts';
export { bogotaDate } from './transport-figures.ts';
