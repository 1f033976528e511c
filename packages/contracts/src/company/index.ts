export * from './company.ts';
export * from './files.ts';
export * from './jobs.ts';
export * from './signatures.ts';
