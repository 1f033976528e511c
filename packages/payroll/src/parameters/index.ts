export { D, parseDecimal } from './decimal.ts';
export {
  entryOn,
  type LegalParameters,
  type ParameterOptions,
  parametersOn,
  type ResolvedFspBracket,
  type ResolvedWithholdingBracket,
  weeklyHoursOn,
} from './parameters-on.ts';
export {
  type ContributionRates,
  type Dated,
  type FspBracket,
  PARAMETER_TABLE,
  type ParameterName,
  type WithholdingBracket,
  type WithholdingLimits,
} from './table.ts';
