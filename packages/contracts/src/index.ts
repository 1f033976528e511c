export * from './access/index.ts';
export * from './common/index.ts';
export * from './help/index.ts';
export * from './reports/index.ts';
