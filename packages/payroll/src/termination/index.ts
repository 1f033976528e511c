export {
  type FinalSettlement,
  type FinalSettlementConcept,
  type FinalSettlementInput,
  type FinalSettlementItem,
  finalSettlement,
} from './final-settlement.ts';
export {
  type ContractTerm,
  type FixedTermRenewal,
  type FixedTermState,
  fourYearCapEnd,
  lastDayOfMonths,
  nextFixedTermRenewal,
  noticeDeadline,
  noticeInTime,
  termBetween,
  termEnd,
} from './fixed-term-renewal.ts';
export { type DismissalIndemnity, type DismissalIndemnityInput, dismissalIndemnity } from './indemnity.ts';
