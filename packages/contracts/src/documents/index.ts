export * from './certificates.ts';
export * from './final-settlements.ts';
export * from './income-certificates.ts';
export * from './payslip-mailings.ts';
export * from './payslips.ts';
export * from './settings.ts';
