export * from './email.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './months.ts';
export * from './nit-check-digit.ts';
export * from './password.ts';
export * from './text.ts';
export * from './zod-spanish.ts';
