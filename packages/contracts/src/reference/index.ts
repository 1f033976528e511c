export * from './items.ts';
export * from './keys.ts';
export * from './wire.ts';
