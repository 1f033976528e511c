export * from './changes.ts';
export * from './impact.ts';
export * from './summary.ts';
