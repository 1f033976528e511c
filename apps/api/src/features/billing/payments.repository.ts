import { desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  billingInvoices,
  billingPayments,
  companies,
  paymentSimulatorTransactions,
} from '../../db/schema/index.ts';
import { inSameCompany, ofCompany } from '../../platform/sql/company-scope.ts';
import { billingKey } from './billing.repository.ts';

export type PaymentRow = typeof billingPayments.$inferSelect;
export type NewPayment = typeof billingPayments.$inferInsert;

/** The company's payment attempt with that id, meeting the conditions. */
export const paymentKey = (companyId: number, id: number, ...conditions: SQL[]): SQL =>
  billingKey(billingPayments, companyId, id, ...conditions);

/** Each invoice of the company with its latest payment attempt (null without one), newest first. */
export async function invoicesWithLatestPayment(db: Database, companyId: number) {
  const latest = db
    .select({
      invoiceId: billingPayments.invoiceId,
      id: sql<number>`max(${billingPayments.id})`.as('latest_id'),
    })
    .from(billingPayments)
    .where(eq(billingPayments.companyId, companyId))
    .groupBy(billingPayments.invoiceId)
    .as('latest');
  const rows = await db
    .select({ invoice: billingInvoices, latestId: latest.id })
    .from(billingInvoices)
    .leftJoin(latest, eq(latest.invoiceId, billingInvoices.id))
    .where(eq(billingInvoices.companyId, companyId))
    .orderBy(desc(billingInvoices.year), desc(billingInvoices.month), desc(billingInvoices.id));
  const ids = rows
    .map((row) => row.latestId)
    .filter((id): id is number => id !== null)
    .map(Number);
  // The paying attempt of a paid invoice (its date and method), whichever attempt is the latest.
  const attempts = ids.length
    ? await db
        .select()
        .from(billingPayments)
        .where(ofCompany(billingPayments.companyId, companyId, inArray(billingPayments.id, ids)))
    : [];
  const paid = await db
    .select()
    .from(billingPayments)
    .where(
      ofCompany(
        billingPayments.companyId,
        companyId,
        eq(billingPayments.status, 'PAG'),
        eq(billingPayments.duplicate, false),
      ),
    );
  const byId = new Map(attempts.map((attempt) => [attempt.id, attempt]));
  const paidByInvoice = new Map(paid.map((attempt) => [attempt.invoiceId, attempt]));
  return rows.map((row) => ({
    invoice: row.invoice,
    latest: row.latestId === null ? null : (byId.get(Number(row.latestId)) ?? null),
    paying: paidByInvoice.get(row.invoice.id) ?? null,
  }));
}

export async function paymentOf(db: Database, companyId: number, id: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(billingPayments).where(paymentKey(companyId, id));
  return row ?? null;
}

export async function paymentByReference(db: Database, reference: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(billingPayments).where(eq(billingPayments.reference, reference));
  return row ?? null;
}

export async function paymentByTokenHash(db: Database, tokenHash: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(billingPayments)
    .where(eq(billingPayments.checkoutTokenHash, tokenHash));
  return row ?? null;
}

/** Every company's attempts, newest first (the operator's view). */
export function allPayments(db: Database, limit: number) {
  return db
    .select({ payment: billingPayments, companyName: companies.name, invoice: billingInvoices })
    .from(billingPayments)
    .innerJoin(companies, eq(companies.id, billingPayments.companyId))
    .innerJoin(
      billingInvoices,
      inSameCompany(billingInvoices, billingPayments, billingInvoices.id, billingPayments.invoiceId),
    )
    .orderBy(desc(billingPayments.createdAt), desc(billingPayments.id))
    .limit(limit);
}

/**
 * Claims up to `limit` attempts still PRO or PEN created before `olderThan` and not asked about
 * since `checkedBefore`: the claim (checked_at) is written with skip locked, so servers running
 * reconciliation at once each take different attempts.
 */
export async function claimUnsettled(
  db: Database,
  input: { now: Date; olderThan: Date; checkedBefore: Date; limit: number },
): Promise<PaymentRow[]> {
  const claimed = await db.execute(sql`
    update billing_payments p set checked_at = ${input.now.toISOString()}
    from (
      select company_id, id from billing_payments
      where status in ('PRO', 'PEN') and created_at <= ${input.olderThan.toISOString()}
        and (checked_at is null or checked_at <= ${input.checkedBefore.toISOString()})
      order by created_at
      limit ${input.limit}
      for update skip locked
    ) c
    where p.company_id = c.company_id and p.id = c.id
    returning p.company_id, p.id`);
  const keys = (claimed as unknown as { rows: { company_id: number; id: number }[] }).rows;
  const rows: PaymentRow[] = [];
  for (const key of keys) {
    const row = await paymentOf(db, Number(key.company_id), Number(key.id));
    if (row) rows.push(row);
  }
  return rows;
}

/** The simulator's book: what its checkout page recorded, as a provider keeps it on its side. */
export async function recordSimulated(
  db: Database,
  values: typeof paymentSimulatorTransactions.$inferInsert,
) {
  await db
    .insert(paymentSimulatorTransactions)
    .values(values)
    .onConflictDoUpdate({
      target: paymentSimulatorTransactions.reference,
      set: { status: values.status, finalStatus: values.finalStatus, method: values.method },
    });
}

export async function simulatedOf(db: Database, reference: string) {
  const [row] = await db
    .select()
    .from(paymentSimulatorTransactions)
    .where(eq(paymentSimulatorTransactions.reference, reference));
  return row ?? null;
}
