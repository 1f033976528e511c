export * from './accounting-query.ts';
export * from './endpoints.ts';
export * from './messages.ts';
export * from './payroll-query.ts';
export * from './social-security-query.ts';
export * from './stored-run-filters.ts';
