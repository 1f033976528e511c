export * from './access.ts';
export * from './company.ts';
export * from './help.ts';
export * from './platform.ts';
