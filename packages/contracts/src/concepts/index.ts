export * from './concepts.ts';
export * from './dian-options.ts';
export * from './display-codes.ts';
