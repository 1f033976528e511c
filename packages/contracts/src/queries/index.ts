export * from './endpoints.ts';
export * from './messages.ts';
export * from './payroll-query.ts';
