export * from './accounting.ts';
export * from './calendars.ts';
export * from './chart.ts';
export * from './files.ts';
export * from './processes.ts';
export * from './reports.ts';
export * from './retirement-settlement.ts';
export * from './severance.ts';
