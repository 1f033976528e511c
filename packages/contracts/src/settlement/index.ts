export * from './calendars.ts';
export * from './processes.ts';
