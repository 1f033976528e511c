export * from './initial-balances.ts';
