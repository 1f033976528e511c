export * from './instance-admin.ts';
