export * from './contract.ts';
export * from './contract-term.ts';
export * from './employee-list.ts';
export * from './jobs.ts';
export * from './messages.ts';
export * from './person.ts';
export * from './photo.ts';
export * from './primitives.ts';
