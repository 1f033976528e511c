export * from './changes.ts';
export * from './impact.ts';
export * from './legal-values.ts';
export * from './lines.ts';
export * from './summary.ts';
