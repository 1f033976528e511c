export * from './cir-config.ts';
