import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { companies } from './company.ts';

/**
 * The operator's price plan (/TI, decision 0334). Every save is a new row, so the history of
 * prices is kept and each invoice names the plan it was priced with; the newest row is current.
 */
export const billingPlans = pgTable(
  'billing_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    baseFee: numeric('base_fee', { precision: 14, scale: 0 }).notNull(),
    employeePrice: numeric('employee_price', { precision: 14, scale: 0 }).notNull(),
    /** Percent (19.00 = the general rate, Estatuto Tributario art. 468). */
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
    billingDay: smallint('billing_day').notNull(),
    dueDays: smallint('due_days').notNull(),
    prefix: varchar('prefix', { length: 4 }).notNull(),
    rangeFrom: integer('range_from').notNull(),
    rangeTo: integer('range_to').notNull(),
    sellerName: varchar('seller_name', { length: 200 }).notNull(),
    sellerNit: varchar('seller_nit', { length: 12 }).notNull(),
    sellerCheckDigit: char('seller_check_digit', { length: 1 }).notNull(),
    sellerAddress: varchar('seller_address', { length: 200 }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'billing_plans_range_check',
      sql`${table.rangeFrom} >= 1 and ${table.rangeTo} >= ${table.rangeFrom}`,
    ),
    check('billing_plans_day_check', sql`${table.billingDay} between 1 and 28`),
  ],
);

/**
 * The one invoice numbering counter of the installation: taken with a row lock in the same
 * transaction as the invoice, so concurrent issuers neither share nor skip a number.
 */
export const billingNumbering = pgTable(
  'billing_numbering',
  {
    id: smallint('id').primaryKey(),
    prefix: varchar('prefix', { length: 4 }).notNull(),
    rangeTo: integer('range_to').notNull(),
    nextNumber: integer('next_number').notNull(),
  },
  (table) => [check('billing_numbering_single_row', sql`${table.id} = 1`)],
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
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => billingPlans.id),
    prefix: varchar('prefix', { length: 4 }).notNull(),
    number: integer('number').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** Distinct contracts with an accumulated payroll (NM) in the month. */
    employees: integer('employees').notNull(),
    baseFee: numeric('base_fee', { precision: 14, scale: 0 }).notNull(),
    employeePrice: numeric('employee_price', { precision: 14, scale: 0 }).notNull(),
    subtotal: numeric('subtotal', { precision: 16, scale: 0 }).notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
    vat: numeric('vat', { precision: 16, scale: 0 }).notNull(),
    total: numeric('total', { precision: 16, scale: 0 }).notNull(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    status: varchar('status', { length: 3 }).notNull().default('PEN').$type<'PEN' | 'PAG' | 'ANU'>(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'billing_invoices_pkey', columns: [table.companyId, table.id] }),
    uniqueIndex('billing_invoices_month_unique').on(table.companyId, table.year, table.month),
    uniqueIndex('billing_invoices_number_unique').on(table.prefix, table.number),
    index('billing_invoices_status_idx').on(table.companyId, table.status),
    check('billing_invoices_status_check', sql`${table.status} in ('PEN', 'PAG', 'ANU')`),
    check('billing_invoices_month_check', sql`${table.month} between 1 and 12`),
    check('billing_invoices_total_check', sql`${table.total} = ${table.subtotal} + ${table.vat}`),
  ],
);

/** A credit note that cancels a whole unpaid invoice (status ANU), with the operator's reason. */
export const billingCreditNotes = pgTable(
  'billing_credit_notes',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    invoiceId: integer('invoice_id').notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    total: numeric('total', { precision: 16, scale: 0 }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'billing_credit_notes_pkey', columns: [table.companyId, table.id] }),
    foreignKey({
      name: 'billing_credit_notes_invoice_fk',
      columns: [table.companyId, table.invoiceId],
      foreignColumns: [billingInvoices.companyId, billingInvoices.id],
    }),
    uniqueIndex('billing_credit_notes_invoice_unique').on(table.companyId, table.invoiceId),
  ],
);

/**
 * An attempt to pay an invoice online (decision 0335), status in the spec's ids: PRO (created
 * before the checkout opens), PEN (the provider says pending), PAG (approved), REF (rejected or
 * abandoned). Our reference and the provider's transaction id are unique, so a notice applies
 * to one attempt once.
 */
export const billingPayments = pgTable(
  'billing_payments',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    invoiceId: integer('invoice_id').notNull(),
    status: varchar('status', { length: 3 }).notNull().default('PRO').$type<'PEN' | 'PAG' | 'REF' | 'PRO'>(),
    provider: varchar('provider', { length: 20 }).notNull().$type<'simulator' | 'epayco' | 'wompi'>(),
    reference: varchar('reference', { length: 40 }).notNull(),
    providerTransactionId: varchar('provider_transaction_id', { length: 100 }),
    amount: numeric('amount', { precision: 16, scale: 0 }).notNull(),
    currency: char('currency', { length: 3 }).notNull().default('COP'),
    /** The payment method as the provider names it ("Tarjeta de crédito", "PSE", "Nequi"). */
    method: varchar('method', { length: 100 }),
    /** SHA-256 of the simulator checkout's token (the simulator's page is bound to the attempt). */
    checkoutTokenHash: char('checkout_token_hash', { length: 64 }),
    /** Approved for an invoice already paid: money in twice, for the operator to refund. */
    duplicate: boolean('duplicate').notNull().default(false),
    note: varchar('note', { length: 300 }),
    lastNotice: jsonb('last_notice'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When reconciliation last asked the provider (its claim, so two servers never ask at once). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'billing_payments_pkey', columns: [table.companyId, table.id] }),
    foreignKey({
      name: 'billing_payments_invoice_fk',
      columns: [table.companyId, table.invoiceId],
      foreignColumns: [billingInvoices.companyId, billingInvoices.id],
    }),
    uniqueIndex('billing_payments_reference_unique').on(table.reference),
    uniqueIndex('billing_payments_provider_tx_unique').on(table.provider, table.providerTransactionId),
    uniqueIndex('billing_payments_token_unique').on(table.checkoutTokenHash),
    index('billing_payments_invoice_idx').on(table.companyId, table.invoiceId, table.id),
    index('billing_payments_open_idx').on(table.status, table.createdAt),
    check('billing_payments_status_check', sql`${table.status} in ('PEN', 'PAG', 'REF', 'PRO')`),
    check('billing_payments_amount_check', sql`${table.amount} > 0`),
  ],
);

/**
 * The local payment simulator's own book (what a real provider keeps on its side): the outcome
 * chosen on its checkout page, and the final one its lookup answers for a pending payment.
 */
export const paymentSimulatorTransactions = pgTable('payment_simulator_transactions', {
  reference: varchar('reference', { length: 40 }).primaryKey(),
  transactionId: varchar('transaction_id', { length: 100 }).notNull(),
  status: varchar('status', { length: 10 }).notNull().$type<'APPROVED' | 'DECLINED' | 'PENDING'>(),
  finalStatus: varchar('final_status', { length: 10 }).notNull().$type<'APPROVED' | 'DECLINED'>(),
  amount: numeric('amount', { precision: 16, scale: 0 }).notNull(),
  method: varchar('method', { length: 100 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
