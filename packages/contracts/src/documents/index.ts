export * from './payslips.ts';
export * from './settings.ts';
