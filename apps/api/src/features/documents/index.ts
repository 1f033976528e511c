export { registerCertificateRoutes } from './certificates.routes.ts';
export { type CertificatesService, createCertificatesService } from './certificates.service.ts';
export { registerIncomeCertificateRoutes } from './income-certificates.routes.ts';
export {
  createIncomeCertificatesService,
  type IncomeCertificatesService,
} from './income-certificates.service.ts';
export { registerPayslipMailingRoutes } from './payslip-mailings.routes.ts';
export {
  createPayslipMailingsService,
  type PayslipMailingJob,
  type PayslipMailingsService,
  STALE_MAILING_MS,
} from './payslip-mailings.service.ts';
export { registerPayslipRoutes } from './payslips.routes.ts';
export { createPayslipsService, type DocumentsDeps, type PayslipsService } from './payslips.service.ts';
