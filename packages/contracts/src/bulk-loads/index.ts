export * from './limits.ts';
export * from './messages.ts';
export * from './template.ts';
export * from './upload.ts';
