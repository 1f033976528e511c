export { registerCertificateRoutes } from './certificates.routes.ts';
export { type CertificatesService, createCertificatesService } from './certificates.service.ts';
export { registerPayslipRoutes } from './payslips.routes.ts';
export { createPayslipsService, type DocumentsDeps, type PayslipsService } from './payslips.service.ts';
