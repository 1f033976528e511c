export * from './definition.ts';
export * from './limits.ts';
export * from './messages.ts';
export { isIsoDate, ZReportTag, ZSheetName, ZSheetPosition } from './primitives.ts';
export * from './request.ts';
export * from './result.ts';
