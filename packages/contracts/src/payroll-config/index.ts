export * from './config.ts';
export * from './fields.ts';
export * from './options.ts';
export * from './review-threshold.ts';
