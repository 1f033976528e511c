import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { companyForeignKey, moment, momentNow } from './columns.ts';
import { companyColumn } from './company.ts';

/**
 * The operator's price plan (/TI, decision 0334). Every save is a new row, so the history of
 * prices is kept and each invoice names the plan it was priced with; the newest row is current.
 */
export const billingPlans = pg.pgTable(
  'billing_plans',
  {
    id: pg.integer('id').primaryKey().generatedAlwaysAsIdentity(),
    baseFee: pg.numeric('base_fee', { precision: 14, scale: 0 }).notNull(),
    employeePrice: pg.numeric('employee_price', { precision: 14, scale: 0 }).notNull(),
    /** Percent (19.00 = the general rate, Estatuto Tributario art. 468). */
    vatRate: pg.numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
    billingDay: pg.smallint('billing_day').notNull(),
    dueDays: pg.smallint('due_days').notNull(),
    prefix: pg.varchar('prefix', { length: 4 }).notNull(),
    rangeFrom: pg.integer('range_from').notNull(),
    rangeTo: pg.integer('range_to').notNull(),
    sellerName: pg.varchar('seller_name', { length: 200 }).notNull(),
    sellerNit: pg.varchar('seller_nit', { length: 12 }).notNull(),
    sellerCheckDigit: pg.char('seller_check_digit', { length: 1 }).notNull(),
    sellerAddress: pg.varchar('seller_address', { length: 200 }).notNull(),
    createdBy: pg.integer('created_by').references(() => users.id),
    createdAt: momentNow('created_at'),
  },
  (table) => [
    pg.check(
      'billing_plans_range_check',
      sql`${table.rangeFrom} >= 1 and ${table.rangeTo} >= ${table.rangeFrom}`,
    ),
    pg.check('billing_plans_day_check', sql`${table.billingDay} between 1 and 28`),
  ],
);

/**
 * The one invoice numbering counter of the installation: taken with a row lock in the same
 * transaction as the invoice, so concurrent issuers neither share nor skip a number.
 */
export const billingNumbering = pg.pgTable(
  'billing_numbering',
  {
    id: pg.smallint('id').primaryKey(),
    prefix: pg.varchar('prefix', { length: 4 }).notNull(),
    rangeTo: pg.integer('range_to').notNull(),
    nextNumber: pg.integer('next_number').notNull(),
  },
  (table) => [pg.check('billing_numbering_single_row', sql`${table.id} = 1`)],
);

/** The parties as the invoice printed them (a later change of name or address does not alter it). */
export interface InvoiceParty {
  name: string;
  nit: string | null;
  checkDigit: string | null;
  address: string | null;
}

/**
 * A company's invoice of one month's use of the service. Payment attempts (PEN, PAG, REF, PRO) will
 * reference (company_id, id) in a later slice; `status` is the invoice's own state.
 */
export const billingInvoices = pg.pgTable(
  'billing_invoices',
  {
    companyId: companyColumn(),
    id: pg.integer('id').generatedAlwaysAsIdentity().notNull(),
    year: pg.smallint('year').notNull(),
    month: pg.smallint('month').notNull(),
    planId: pg
      .integer('plan_id')
      .notNull()
      .references(() => billingPlans.id),
    prefix: pg.varchar('prefix', { length: 4 }).notNull(),
    number: pg.integer('number').notNull(),
    issueDate: pg.date('issue_date', { mode: 'string' }).notNull(),
    dueDate: pg.date('due_date', { mode: 'string' }).notNull(),
    /** Distinct contracts with an accumulated payroll (NM) in the month. */
    employees: pg.integer('employees').notNull(),
    baseFee: pg.numeric('base_fee', { precision: 14, scale: 0 }).notNull(),
    employeePrice: pg.numeric('employee_price', { precision: 14, scale: 0 }).notNull(),
    subtotal: pg.numeric('subtotal', { precision: 16, scale: 0 }).notNull(),
    vatRate: pg.numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
    vat: pg.numeric('vat', { precision: 16, scale: 0 }).notNull(),
    total: pg.numeric('total', { precision: 16, scale: 0 }).notNull(),
    seller: pg.jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: pg.jsonb('buyer').$type<InvoiceParty>().notNull(),
    status: pg.varchar('status', { length: 3 }).notNull().default('PEN').$type<'PEN' | 'PAG' | 'ANU'>(),
    mailedAt: moment('mailed_at'),
    createdAt: momentNow('created_at'),
  },
  (table) => [
    pg.primaryKey({ name: 'billing_invoices_pkey', columns: [table.companyId, table.id] }),
    pg.uniqueIndex('billing_invoices_month_unique').on(table.companyId, table.year, table.month),
    pg.uniqueIndex('billing_invoices_number_unique').on(table.prefix, table.number),
    pg.index('billing_invoices_status_idx').on(table.companyId, table.status),
    pg.check('billing_invoices_status_check', sql`${table.status} in ('PEN', 'PAG', 'ANU')`),
    pg.check('billing_invoices_month_check', sql`${table.month} between 1 and 12`),
    pg.check('billing_invoices_total_check', sql`${table.total} = ${table.subtotal} + ${table.vat}`),
  ],
);

/** A credit note that cancels a whole unpaid invoice (status ANU), with the operator's reason. */
export const billingCreditNotes = pg.pgTable(
  'billing_credit_notes',
  {
    companyId: pg.integer('company_id').notNull(),
    id: pg.integer('id').generatedAlwaysAsIdentity().notNull(),
    invoiceId: pg.integer('invoice_id').notNull(),
    reason: pg.varchar('reason', { length: 500 }).notNull(),
    total: pg.numeric('total', { precision: 16, scale: 0 }).notNull(),
    createdBy: pg.integer('created_by').references(() => users.id),
    createdAt: momentNow('created_at'),
  },
  (table) => [
    pg.primaryKey({ name: 'billing_credit_notes_pkey', columns: [table.companyId, table.id] }),
    companyForeignKey('billing_credit_notes_invoice_fk', [table.companyId, table.invoiceId], billingInvoices),
    pg.uniqueIndex('billing_credit_notes_invoice_unique').on(table.companyId, table.invoiceId),
  ],
);

/**
 * An attempt to pay an invoice online (decision 0335), status in the spec's ids: PRO (created
 * before the checkout opens), PEN (the provider says pending), PAG (approved), REF (rejected or
 * abandoned). Our reference and the provider's transaction id are unique, so a notice applies
 * to one attempt once.
 */
export const billingPayments = pg.pgTable(
  'billing_payments',
  {
    companyId: pg.integer('company_id').notNull(),
    id: pg.integer('id').generatedAlwaysAsIdentity().notNull(),
    invoiceId: pg.integer('invoice_id').notNull(),
    status: pg
      .varchar('status', { length: 3 })
      .notNull()
      .default('PRO')
      .$type<'PEN' | 'PAG' | 'REF' | 'PRO'>(),
    provider: pg.varchar('provider', { length: 20 }).notNull().$type<'simulator' | 'epayco' | 'wompi'>(),
    reference: pg.varchar('reference', { length: 40 }).notNull(),
    providerTransactionId: pg.varchar('provider_transaction_id', { length: 100 }),
    amount: pg.numeric('amount', { precision: 16, scale: 0 }).notNull(),
    currency: pg.char('currency', { length: 3 }).notNull().default('COP'),
    /** The payment method as the provider names it ("Tarjeta de crédito", "PSE", "Nequi"). */
    method: pg.varchar('method', { length: 100 }),
    /** SHA-256 of the simulator checkout's token (the simulator's page is bound to the attempt). */
    checkoutTokenHash: pg.char('checkout_token_hash', { length: 64 }),
    /** Approved for an invoice already paid: money in twice, for the operator to refund. */
    duplicate: pg.boolean('duplicate').notNull().default(false),
    note: pg.varchar('note', { length: 300 }),
    lastNotice: pg.jsonb('last_notice'),
    createdBy: pg.integer('created_by').references(() => users.id),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
    confirmedAt: moment('confirmed_at'),
    /** When reconciliation last asked the provider (its claim, so two servers never ask at once). */
    checkedAt: moment('checked_at'),
  },
  (table) => [
    pg.primaryKey({ name: 'billing_payments_pkey', columns: [table.companyId, table.id] }),
    companyForeignKey('billing_payments_invoice_fk', [table.companyId, table.invoiceId], billingInvoices),
    pg.uniqueIndex('billing_payments_reference_unique').on(table.reference),
    pg.uniqueIndex('billing_payments_provider_tx_unique').on(table.provider, table.providerTransactionId),
    pg.uniqueIndex('billing_payments_token_unique').on(table.checkoutTokenHash),
    pg.index('billing_payments_invoice_idx').on(table.companyId, table.invoiceId, table.id),
    pg.index('billing_payments_open_idx').on(table.status, table.createdAt),
    pg.check('billing_payments_status_check', sql`${table.status} in ('PEN', 'PAG', 'REF', 'PRO')`),
    pg.check('billing_payments_amount_check', sql`${table.amount} > 0`),
  ],
);

/**
 * The local payment simulator's own book (what a real provider keeps on its side): the outcome
 * chosen on its checkout page, and the final one its lookup answers for a pending payment.
 */
export const paymentSimulatorTransactions = pg.pgTable('payment_simulator_transactions', {
  reference: pg.varchar('reference', { length: 40 }).primaryKey(),
  transactionId: pg.varchar('transaction_id', { length: 100 }).notNull(),
  status: pg.varchar('status', { length: 10 }).notNull().$type<'APPROVED' | 'DECLINED' | 'PENDING'>(),
  finalStatus: pg.varchar('final_status', { length: 10 }).notNull().$type<'APPROVED' | 'DECLINED'>(),
  amount: pg.numeric('amount', { precision: 16, scale: 0 }).notNull(),
  method: pg.varchar('method', { length: 100 }).notNull(),
  createdAt: moment('created_at').notNull(),
});
