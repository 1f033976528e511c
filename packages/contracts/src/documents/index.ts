export * from './certificates.ts';
export * from './income-certificates.ts';
export * from './payslips.ts';
export * from './settings.ts';
