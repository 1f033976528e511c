import type { Database } from '../../db/client.ts';
import { billingPlans } from '../../db/schema/index.ts';

/**
 * A price plan as the operator would save it (decision 0334): 50.000 a month plus 4.500 per settled
 * employee, VAT 19 %, invoices numbered QN from the range given. Returns its id.
 */
export async function insertBillingPlan(
  db: Database,
  overrides: Partial<typeof billingPlans.$inferInsert> = {},
): Promise<number> {
  const [plan] = await db
    .insert(billingPlans)
    .values({
      baseFee: '50000',
      employeePrice: '4500',
      vatRate: '19.00',
      billingDay: 5,
      dueDays: 15,
      prefix: 'QN',
      rangeFrom: 1,
      rangeTo: 100,
      sellerName: 'Quincena Software S.A.S.',
      sellerNit: '900123456',
      sellerCheckDigit: '8',
      sellerAddress: 'Calle 100 # 8A-55',
      ...overrides,
    })
    .returning({ id: billingPlans.id });
  return plan?.id as number;
}
