export * from './dashboard.ts';
export * from './deadlines.ts';
export * from './run-warnings.ts';
