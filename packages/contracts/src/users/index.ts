export * from './self-service-users.ts';
