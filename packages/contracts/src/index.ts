export * from './common/index.ts';
