export * from './impact.ts';
export * from './summary.ts';
