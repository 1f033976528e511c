export { D, parseDecimal } from './decimal.ts';
export {
  type DecreedValue,
  type DecreedYear,
  LegalValuesError,
  loadDecreedYear,
  YEARLY_PARAMETERS,
  type YearlyParameter,
} from './decreed-years.ts';
export {
  clearRegisteredDecreedYears,
  entryOn,
  type LegalParameters,
  legalValueOn,
  type ParameterOptions,
  parametersOn,
  type ResolvedDismissalIndemnityLaw,
  type ResolvedFspBracket,
  type ResolvedWithholdingBracket,
  registerDecreedYear,
  registeredDecreedYears,
  weeklyHoursOn,
} from './parameters-on.ts';
export {
  type ApprenticeContributions,
  type CesantiasExemptBand,
  type ContributionRates,
  type Dated,
  DECREED_YEARS,
  type DismissalIndemnityLaw,
  type FixedTermRenewalLaw,
  type FspBracket,
  type IndemnityScale,
  PARAMETER_TABLE,
  type ParameterName,
  type WithholdingBracket,
  type WithholdingLimits,
} from './table.ts';
