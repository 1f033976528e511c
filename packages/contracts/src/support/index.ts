export * from './support.ts';
