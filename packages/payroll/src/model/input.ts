import type { Contract } from './contract.ts';
import type { AccumulatedHistory } from './history.ts';
import type { Novelties } from './novelties.ts';
import type { PayPeriod } from './period.ts';
import type { CompanyPayrollSettings } from './settings.ts';

/** Everything needed to settle one employee for one period. Pure data, JSON-serialisable. */
export interface SettlementInput {
  period: PayPeriod;
  company: CompanyPayrollSettings;
  contract: Contract;
  novelties: Novelties;
  history: AccumulatedHistory;
}
