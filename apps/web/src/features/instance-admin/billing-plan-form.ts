import { type TBillingPlan, type TBillingPlanInput, ZBillingPlanInput } from '@quincena/contracts/billing';
import { type CheckResult, checkBySchema } from '../../components/crud-page/index.ts';

/** The plan form as typed: amounts empty until written (the contract's message then names them). */
export type PlanFormValues = {
  [K in keyof TBillingPlanInput]: TBillingPlanInput[K] extends number ? number | null : string;
};
type Field = keyof PlanFormValues;

/** The form's order, which is also the order its messages are announced in. */
export const PLAN_FIELDS: readonly Field[] = [
  'baseFee',
  'employeePrice',
  'vatRate',
  'billingDay',
  'dueDays',
  'prefix',
  'rangeFrom',
  'rangeTo',
  'sellerName',
  'sellerNit',
  'sellerCheckDigit',
  'sellerAddress',
];

/** A first plan starts from the general VAT rate (19 %, Estatuto Tributario art. 468). */
export function emptyPlanForm(): PlanFormValues {
  return {
    baseFee: null,
    employeePrice: null,
    vatRate: 19,
    billingDay: 5,
    dueDays: 15,
    prefix: '',
    rangeFrom: null,
    rangeTo: null,
    sellerName: '',
    sellerNit: '',
    sellerCheckDigit: '',
    sellerAddress: '',
  };
}

export function planToForm(plan: TBillingPlan): PlanFormValues {
  const values = emptyPlanForm();
  for (const field of PLAN_FIELDS) Object.assign(values, { [field]: plan[field] });
  return values;
}

/** The contract's own check: every failing field marked, the first announced. */
export function checkPlanForm(values: PlanFormValues): CheckResult<PlanFormValues, TBillingPlanInput> {
  return checkBySchema<PlanFormValues, TBillingPlanInput>(ZBillingPlanInput, values, PLAN_FIELDS);
}

/** What the operator reads under the range: the next number, or that the range is used up. */
export function numberingText(plan: TBillingPlan): string {
  const range = `Rango: ${plan.prefix}${plan.rangeFrom} a ${plan.prefix}${plan.rangeTo}.`;
  if (plan.nextNumber > plan.rangeTo)
    return `${range} El rango está agotado: configure un nuevo rango para seguir facturando.`;
  const left = plan.rangeTo - plan.nextNumber + 1;
  return `${range} Próxima factura: ${plan.prefix}${plan.nextNumber} (${left === 1 ? 'queda 1 número' : `quedan ${left} números`}).`;
}
