export * from './api-keys.ts';
export * from './worked-examples.ts';
