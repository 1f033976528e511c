export * from './changes.ts';
export * from './impact.ts';
export * from './lines.ts';
export * from './summary.ts';
