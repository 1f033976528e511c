export {
  depureLabourIncome,
  type LabourIncomeDepuration,
  type LabourIncomeInput,
} from './depuration.ts';
export type { WithholdingParameters } from './legal-values.ts';
export { PROCEDURE_2_PERCENTAGE_DECIMALS } from './params.ts';
export { type Procedure1Input, type WithholdingResult, withholdingProcedure1 } from './procedure1.ts';
export {
  type Procedure2Percentage,
  type Procedure2PercentageInput,
  type Procedure2Semester,
  procedure2Percentage,
  procedure2Semester,
  withholdingProcedure2,
} from './procedure2.ts';
export { procedure2PercentageFromHistory } from './procedure2-from-history.ts';
export { roundWithholding } from './rounding.ts';
export {
  type CesantiasExemptParameters,
  cesantiasExemptShare,
  type IndemnityWithholding,
  type IndemnityWithholdingInput,
  indemnityWithholding,
  primaWithholding,
  taxableCesantias,
} from './special-payments.ts';
export { taxInPesos, taxInUvt } from './table-383.ts';
