export * from './bogota-time.ts';
export * from './code-lists.ts';
export type * from './deductions.ts';
export type * from './documents.ts';
export type * from './earnings.ts';
export * from './money.ts';
export type * from './parties.ts';
