export * from './webhook-events.ts';
export * from './webhooks.ts';
