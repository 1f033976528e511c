export * from './endpoints.ts';
export * from './messages.ts';
export * from './payroll-query.ts';
export * from './social-security-query.ts';
