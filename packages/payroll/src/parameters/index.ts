export { D, parseDecimal } from './decimal.ts';
export {
  entryOn,
  type LegalParameters,
  legalValueOn,
  type ParameterOptions,
  parametersOn,
  type ResolvedDismissalIndemnityLaw,
  type ResolvedFspBracket,
  type ResolvedWithholdingBracket,
  weeklyHoursOn,
} from './parameters-on.ts';
export {
  type ApprenticeContributions,
  type CesantiasExemptBand,
  type ContributionRates,
  type Dated,
  type DismissalIndemnityLaw,
  type FspBracket,
  type IndemnityScale,
  PARAMETER_TABLE,
  type ParameterName,
  type WithholdingBracket,
  type WithholdingLimits,
} from './table.ts';
