export { registerPayslipRoutes } from './payslips.routes.ts';
export { createPayslipsService, type DocumentsDeps, type PayslipsService } from './payslips.service.ts';
