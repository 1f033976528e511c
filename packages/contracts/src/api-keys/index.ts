export * from './api-keys.ts';
