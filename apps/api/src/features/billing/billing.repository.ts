import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  billingCreditNotes,
  billingInvoices,
  billingNumbering,
  type billingPayments,
  billingPlans,
  companies,
  users,
} from '../../db/schema/index.ts';
import { joinCurrentCalendar } from '../../pay-period/settled-results.ts';
import { setAuditActor } from '../../platform/audit/actor.ts';
import { ofCompany } from '../../platform/sql/company-scope.ts';
import { rowsOf } from '../../platform/sql/rows.ts';

export type PlanRow = typeof billingPlans.$inferSelect;
export type InvoiceRow = typeof billingInvoices.$inferSelect;
export type NewInvoice = Omit<typeof billingInvoices.$inferInsert, 'id' | 'prefix' | 'number' | 'status'>;

/**
 * A company's invoice or payment attempt with that id, meeting the conditions: ids are only unique
 * inside a company.
 */
export function billingKey(
  table: typeof billingInvoices | typeof billingPayments,
  companyId: number,
  id: number,
  ...conditions: SQL[]
): SQL {
  return ofCompany(table.companyId, companyId, eq(table.id, id), ...conditions);
}

/** The company's invoice with that id, meeting the conditions. */
export const invoiceKey = (companyId: number, id: number, ...conditions: SQL[]): SQL =>
  billingKey(billingInvoices, companyId, id, ...conditions);

/**
 * The company's invoice while it is still pending: paying it and cancelling it each move it out of
 * PEN once, so of two at the same time only one finds it.
 */
export function pendingInvoice(companyId: number, id: number): SQL {
  return invoiceKey(companyId, id, eq(billingInvoices.status, 'PEN'));
}

/** The newest plan (the current one) and the numbering counter, or nulls before the first save. */
export async function currentPlan(db: Database) {
  const [plan] = await db.select().from(billingPlans).orderBy(desc(billingPlans.id)).limit(1);
  const [numbering] = await db.select().from(billingNumbering).where(eq(billingNumbering.id, 1));
  return { plan: plan ?? null, numbering: numbering ?? null };
}

/** Whether an invoice already carries a number of the range under this prefix. */
export async function rangeUsed(db: Database, prefix: string, from: number, to: number): Promise<boolean> {
  const [row] = await db
    .select({ id: billingInvoices.id })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.prefix, prefix), sql`${billingInvoices.number} between ${from} and ${to}`))
    .limit(1);
  return row !== undefined;
}

/**
 * Stores a new plan version; a different prefix or range restarts the counter at its first
 * number, the same range keeps counting where it was.
 */
export async function savePlan(db: Database, values: typeof billingPlans.$inferInsert): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(billingPlans).values(values);
    await tx
      .insert(billingNumbering)
      .values({ id: 1, prefix: values.prefix, rangeTo: values.rangeTo, nextNumber: values.rangeFrom })
      .onConflictDoUpdate({
        target: billingNumbering.id,
        set: {
          prefix: values.prefix,
          rangeTo: values.rangeTo,
          nextNumber: sql`case when ${billingNumbering.prefix} = ${values.prefix}
                                and ${billingNumbering.nextNumber} between ${values.rangeFrom} and ${values.rangeTo} + 1
                           then ${billingNumbering.nextNumber} else ${values.rangeFrom} end`,
        },
      });
  });
}

/** Distinct contracts with an accumulated payroll (NM) in the month, per company that has any. */
export async function settledEmployeesByCompany(db: Database, year: number, month: number) {
  const rows = await rowsOf<{ company_id: number; employees: number }>(
    db,
    sql`select r.company_id, cast(count(distinct r.contract_id) as integer) as employees
        from settlement_results r
        ${joinCurrentCalendar('r')}
        where c.type = 'NM' and c.state = 'ACCUMULATED' and c.year = ${year} and c.month = ${month}
        group by r.company_id`,
  );
  return new Map(rows.map((row) => [Number(row.company_id), Number(row.employees)]));
}

/** Every company with what its invoice prints of it. */
export function billableCompanies(db: Database) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      nit: companies.nit,
      checkDigit: companies.checkDigit,
      address: companies.address,
      createdAt: companies.createdAt,
    })
    .from(companies)
    .orderBy(companies.id);
}

/** The companies that already have the month's invoice. */
export async function invoicedCompanies(db: Database, year: number, month: number): Promise<Set<number>> {
  const rows = await db
    .select({ companyId: billingInvoices.companyId })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.year, year), eq(billingInvoices.month, month)));
  return new Set(rows.map((row) => row.companyId));
}

/** Why `insertNumberedInvoice` stored nothing. */
export type IssueOutcome =
  | { kind: 'issued'; invoice: InvoiceRow }
  | { kind: 'existing' }
  | { kind: 'exhausted' };

class Rollback extends Error {
  constructor(readonly outcome: IssueOutcome) {
    super('rollback');
  }
}

/**
 * Takes the next number and stores the invoice in one transaction. The counter row's lock orders
 * concurrent issuers; when the company already has the month's invoice the transaction rolls back,
 * so the number it took is given back and the sequence has no gap.
 */
export async function insertNumberedInvoice(db: Database, invoice: NewInvoice): Promise<IssueOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .update(billingNumbering)
        .set({ nextNumber: sql`${billingNumbering.nextNumber} + 1` })
        .where(
          and(eq(billingNumbering.id, 1), sql`${billingNumbering.nextNumber} <= ${billingNumbering.rangeTo}`),
        )
        .returning({
          prefix: billingNumbering.prefix,
          number: sql<number>`${billingNumbering.nextNumber} - 1`,
        });
      if (!taken) throw new Rollback({ kind: 'exhausted' });
      const [stored] = await tx
        .insert(billingInvoices)
        .values({ ...invoice, prefix: taken.prefix, number: Number(taken.number) })
        .onConflictDoNothing({
          target: [billingInvoices.companyId, billingInvoices.year, billingInvoices.month],
        })
        .returning();
      if (!stored) throw new Rollback({ kind: 'existing' });
      return { kind: 'issued' as const, invoice: stored };
    });
  } catch (error) {
    if (error instanceof Rollback) return error.outcome;
    throw error;
  }
}

/**
 * Claims an invoice's e-mail for this process (mailed_at set only where it was null), so two
 * servers never both send it; false when another already did.
 */
export async function claimMailing(db: Database, companyId: number, id: number, at: Date): Promise<boolean> {
  const claimed = await db
    .update(billingInvoices)
    .set({ mailedAt: at })
    .where(invoiceKey(companyId, id, isNull(billingInvoices.mailedAt)))
    .returning({ id: billingInvoices.id });
  return claimed.length > 0;
}

/** Gives a claim back after the e-mail failed, so the next check sends it again. */
export function releaseMailing(db: Database, companyId: number, id: number) {
  return db.update(billingInvoices).set({ mailedAt: null }).where(invoiceKey(companyId, id));
}

/** Pending invoices whose e-mail has not gone out (it failed, or its server stopped first). */
export function unmailedInvoices(db: Database) {
  return db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.status, 'PEN'), isNull(billingInvoices.mailedAt)))
    .orderBy(billingInvoices.id)
    .limit(200);
}

/** The company's active administrators: who receives its invoices. */
export async function administratorsOf(db: Database, companyId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'ADMIN'), eq(users.status, 'A')))
    .orderBy(users.id);
  return rows.map((row) => row.email);
}

export function invoicesOf(db: Database, companyId: number) {
  return db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.companyId, companyId))
    .orderBy(desc(billingInvoices.year), desc(billingInvoices.month), desc(billingInvoices.id));
}

export async function invoiceOf(db: Database, companyId: number, id: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(billingInvoices).where(invoiceKey(companyId, id));
  return row ?? null;
}

/** Every company's invoices, newest first (the operator's view, instance-wide). */
export function allInvoices(db: Database, limit: number) {
  return db
    .select({ invoice: billingInvoices, companyName: companies.name })
    .from(billingInvoices)
    .innerJoin(companies, eq(companies.id, billingInvoices.companyId))
    .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.id))
    .limit(limit);
}

/**
 * The count and total of the company's unpaid invoices (status PEN), and of those already past their
 * due date on `today` (Colombian date, yyyy-mm-dd) with the oldest due date: Home's card and banner.
 */
export async function pendingOf(db: Database, companyId: number, today: string) {
  const overdue = sql`${billingInvoices.dueDate} < ${today}`;
  const [row] = await db
    .select({
      count: sql<number>`cast(count(*) as integer)`,
      total: sql<string>`coalesce(sum(${billingInvoices.total}), 0)`,
      overdueCount: sql<number>`cast(count(*) filter (where ${overdue}) as integer)`,
      overdueTotal: sql<string>`coalesce(sum(${billingInvoices.total}) filter (where ${overdue}), 0)`,
      oldestDueDate: sql<
        string | null
      >`cast(min(${billingInvoices.dueDate}) filter (where ${overdue}) as text)`,
    })
    .from(billingInvoices)
    .where(ofCompany(billingInvoices.companyId, companyId, eq(billingInvoices.status, 'PEN')));
  return {
    count: Number(row?.count ?? 0),
    total: Number(row?.total ?? 0),
    overdue: {
      count: Number(row?.overdueCount ?? 0),
      total: Number(row?.overdueTotal ?? 0),
      oldestDueDate: row?.oldestDueDate ? String(row.oldestDueDate).slice(0, 10) : null,
    },
  };
}

/**
 * Cancels a pending invoice with a credit note, as the operator, in one audited transaction;
 * null when the invoice is not pending (paid, already cancelled) or does not exist.
 */
export async function cancelWithCreditNote(
  db: Database,
  input: { companyId: number; invoiceId: number; reason: string; userId: number },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await setAuditActor(tx as unknown as Database, input.userId);
    const [cancelled] = await tx
      .update(billingInvoices)
      .set({ status: 'ANU' })
      .where(pendingInvoice(input.companyId, input.invoiceId))
      .returning({ total: billingInvoices.total });
    if (!cancelled) return null;
    const [note] = await tx
      .insert(billingCreditNotes)
      .values({
        companyId: input.companyId,
        invoiceId: input.invoiceId,
        reason: input.reason,
        total: cancelled.total,
        createdBy: input.userId,
      })
      .returning({ id: billingCreditNotes.id });
    return note?.id ?? null;
  });
}
