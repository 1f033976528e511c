export * from './concepts.ts';
export * from './dian-options.ts';
