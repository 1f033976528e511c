export * from './billing.ts';
