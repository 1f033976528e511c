import { accountTypes } from './account-types.ts';
import { accountingNatures } from './accounting-natures.ts';
import { afp } from './afp.ts';
import { arl } from './arl.ts';
import { arlEconomicActivities } from './arl-economic-activities.ts';
import { arlRiskClasses } from './arl-risk-classes.ts';
import { banks } from './banks.ts';
import { ccf } from './ccf.ts';
import { contractTypes } from './contract-types.ts';
import { contributorSubtypes } from './contributor-subtypes.ts';
import { contributorTypes } from './contributor-types.ts';
import { countries } from './countries.ts';
import { departments } from './departments.ts';
import { dianDocumentTypes } from './dian-document-types.ts';
import { dianEnablementOptions } from './dian-enablement-options.ts';
import { documentTypes } from './document-types.ts';
import { economicActivities } from './economic-activities.ts';
import { employeeCountRanges } from './employee-count-ranges.ts';
import { entityTypes } from './entity-types.ts';
import { eps } from './eps.ts';
import { expenseTypes } from './expense-types.ts';
import { incomeWithholdingGroups } from './income-withholding-groups.ts';
import { municipalities } from './municipalities.ts';
import { parafiscalEntities } from './parafiscal-entities.ts';
import { paymentPeriods } from './payment-periods.ts';
import { payrollConcepts } from './payroll-concepts.ts';
import { pilaOperators } from './pila-operators.ts';
import { pilaPayerTypes } from './pila-payer-types.ts';
import { pilaPlanillaTypes } from './pila-planilla-types.ts';
import type { ReferenceItem, ReferenceList } from './reference-list.ts';
import { retirementReasons } from './retirement-reasons.ts';
import { salaryTypes } from './salary-types.ts';
import { severanceFunds } from './severance-funds.ts';
import { startMonths } from './start-months.ts';
import { statuses } from './statuses.ts';
import { taxpayerTypes } from './taxpayer-types.ts';
import { thirdPartyTypes } from './third-party-types.ts';
import { vacationSystems } from './vacation-systems.ts';
import { voluntaryPensionFunds } from './voluntary-pension-funds.ts';
import { voucherTypes } from './voucher-types.ts';
import { withholdingProcedures } from './withholding-procedures.ts';
import { workPlaces } from './work-places.ts';

export { isValidNitCheckDigit, nitCheckDigit } from './nit-check-digit.ts';
export type { ReferenceItem, ReferenceList } from './reference-list.ts';

/** Every reference list, in the order a seed runner or a list endpoint should take them. */
export const referenceLists: readonly ReferenceList<ReferenceItem>[] = Object.freeze([
  documentTypes,
  dianDocumentTypes,
  countries,
  departments,
  municipalities,
  eps,
  afp,
  ccf,
  arl,
  severanceFunds,
  voluntaryPensionFunds,
  parafiscalEntities,
  banks,
  accountTypes,
  arlRiskClasses,
  economicActivities,
  arlEconomicActivities,
  contributorTypes,
  contributorSubtypes,
  pilaPayerTypes,
  pilaPlanillaTypes,
  contractTypes,
  salaryTypes,
  statuses,
  vacationSystems,
  withholdingProcedures,
  workPlaces,
  retirementReasons,
  taxpayerTypes,
  paymentPeriods,
  employeeCountRanges,
  startMonths,
  pilaOperators,
  expenseTypes,
  accountingNatures,
  voucherTypes,
  thirdPartyTypes,
  entityTypes,
  dianEnablementOptions,
  incomeWithholdingGroups,
  payrollConcepts,
]);

const listsByKey = new Map(referenceLists.map((list) => [list.key, list]));

/** The list with that key, or undefined when there is none. */
export function findReferenceList(key: string): ReferenceList<ReferenceItem> | undefined {
  return listsByKey.get(key);
}

export {
  accountingNatures,
  accountTypes,
  afp,
  arl,
  arlEconomicActivities,
  arlRiskClasses,
  banks,
  ccf,
  contractTypes,
  contributorSubtypes,
  contributorTypes,
  countries,
  departments,
  dianDocumentTypes,
  dianEnablementOptions,
  documentTypes,
  economicActivities,
  employeeCountRanges,
  entityTypes,
  eps,
  expenseTypes,
  incomeWithholdingGroups,
  municipalities,
  parafiscalEntities,
  paymentPeriods,
  payrollConcepts,
  pilaOperators,
  pilaPayerTypes,
  pilaPlanillaTypes,
  retirementReasons,
  salaryTypes,
  severanceFunds,
  startMonths,
  statuses,
  taxpayerTypes,
  thirdPartyTypes,
  vacationSystems,
  voluntaryPensionFunds,
  voucherTypes,
  withholdingProcedures,
  workPlaces,
};
