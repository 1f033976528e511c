export {
  type FinalSettlement,
  type FinalSettlementConcept,
  type FinalSettlementInput,
  type FinalSettlementItem,
  finalSettlement,
} from './final-settlement.ts';
export { type DismissalIndemnity, type DismissalIndemnityInput, dismissalIndemnity } from './indemnity.ts';
