export * from './documents.ts';
export * from './enablement.ts';
export * from './enablement-rules.ts';
