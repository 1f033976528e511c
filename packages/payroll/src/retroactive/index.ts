export { aggregateRetroactive, type RetroactiveMonth, type RetroactiveSummary } from './aggregate.ts';
export { originalPeriod, retroactiveDifferences } from './differences.ts';
export { CONSEQUENCE_CODES, PAYMENT_TIME_CODES, treatmentOf } from './treatment.ts';
export type {
  ComparedLine,
  OriginalPeriod,
  PeriodRecomputation,
  RetroactiveLine,
  RetroactiveTreatment,
} from './types.ts';
export {
  type RetroactiveWithholding,
  type RetroactiveWithholdingInput,
  type RetroactiveWithholdingMonth,
  retroactiveWithholding,
} from './withholding.ts';
