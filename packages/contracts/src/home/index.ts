export * from './dashboard.ts';
export * from './deadlines.ts';
