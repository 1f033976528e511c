export { accruingDays, type BenefitBaseInput, monthlyBenefitBase } from './benefit-base.ts';
export { cesantias, cesantiasInterest } from './cesantias.ts';
export { days360, nextDay } from './days360.ts';
export { type BenefitEligibility, benefitEligibility } from './eligibility.ts';
export { benefitLaw } from './params.ts';
export { primaDeServicios } from './prima.ts';
export { type BenefitProvision, monthlyProvisions, type ProvisionInput } from './provisions.ts';
export { roundToPeso } from './rounding.ts';
export {
  pendingVacationDays,
  proportionalVacationPay,
  type VacationBaseInput,
  vacationDaysEarned,
  vacationMonthlyBase,
  vacationPay,
} from './vacations.ts';
