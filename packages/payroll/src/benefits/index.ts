export { accruingDays, type BenefitBaseInput, monthlyBenefitBase } from './benefit-base.ts';
export { type CesantiasInterestLaw, type CesantiasLaw, cesantias, cesantiasInterest } from './cesantias.ts';
export { days360, nextDay } from './days360.ts';
export { type BenefitEligibility, benefitEligibility } from './eligibility.ts';
export { type PrimaLaw, primaDeServicios } from './prima.ts';
export { type BenefitProvision, monthlyProvisions, type ProvisionInput } from './provisions.ts';
export { roundToPeso } from './rounding.ts';
export {
  pendingVacationDays,
  proportionalVacationPay,
  type VacationBaseInput,
  type VacationLaw,
  vacationDaysEarned,
  vacationMonthlyBase,
  vacationPay,
} from './vacations.ts';
