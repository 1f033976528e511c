export * from './billing.ts';
export * from './payments.ts';
