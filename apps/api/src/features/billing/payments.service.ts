import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES, MONTH_NAMES } from '@quincena/contracts';
import {
  INVOICE_STATUS_NAMES,
  PAYMENT_MESSAGES as M,
  PAYMENT_RETRY_MINUTES,
  PAYMENT_STATUS_NAMES,
  type TInstancePayment,
  type TNoticeAnswer,
  type TPaymentAttempt,
  type TPaymentOrderRow,
  type TPaymentProvider,
  type TPaymentSettings,
  type TStartPaymentResult,
} from '@quincena/contracts/billing';
import Decimal from 'decimal.js';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { billingInvoices, billingPayments } from '../../db/schema/index.ts';
import { setAuditActor } from '../../platform/audit/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type EventPublisher, noEvents } from '../../platform/events/index.ts';
import { invoiceKey, invoiceOf, pendingInvoice } from './billing.repository.ts';
import { invoiceNumber } from './invoice-pdf.ts';
import { badgeOf, isUnfinished } from './payment-badge.ts';
import {
  allPayments,
  claimUnsettled,
  invoicesWithLatestPayment,
  type PaymentRow,
  paymentByReference,
  paymentByTokenHash,
  paymentKey,
  paymentOf,
} from './payments.repository.ts';
import type { IncomingNotice, PaymentNotice, PaymentProvider } from './providers/payment-provider.ts';

export interface PaymentsDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The address the providers post to and the browser returns to (PUBLIC_URL). */
  publicUrl: string;
  /** The configured provider; null when online payment is not configured (production without keys). */
  provider: PaymentProvider | null;
  /** Company events (webhooks): an invoice paid. */
  events?: EventPublisher;
}

/** Reconciliation asks about attempts unsettled this long (the 30 minutes a confirmation may take). */
const SETTLE_AFTER_MS = PAYMENT_RETRY_MINUTES * 60_000;
/** An attempt the provider does not know after a day was abandoned (the checkout was closed). */
const ABANDONED_AFTER_MS = 24 * 3_600_000;
/** How long a claimed attempt waits before it is asked about again. */
const RECHECK_MS = 5 * 60_000;

export const service = (year: number, month: number) =>
  `Servicio Quincena – ${MONTH_NAMES[month - 1]} ${year}`;
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A refused notice: the HTTP status the provider sees and why (logged, never shown to a person). */
export class RefusedNotice extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409,
    reason: string,
  ) {
    super(reason);
  }
}

const conflict = (message: string) => new AppError(409, ERROR_CODES.conflict, message);
const notFound = (message: string) => new AppError(404, ERROR_CODES.notFound, message);

function messageOf(row: PaymentRow): string {
  if (row.status === 'PAG') return M.approved;
  if (row.status === 'REF') return M.rejected;
  if (row.status === 'PEN') return M.pending;
  return M.processing;
}

function toAttempt(row: PaymentRow, number: string): TPaymentAttempt {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    invoiceNumber: number,
    reference: row.reference,
    providerTransactionId: row.providerTransactionId,
    provider: row.provider,
    status: row.status,
    statusName: PAYMENT_STATUS_NAMES[row.status],
    method: row.method,
    amount: Number(row.amount),
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    message: messageOf(row),
  };
}

/** Which state a verified notice may move an attempt to: PAG is final; a late approval still counts. */
function allowed(from: PaymentRow['status'], to: PaymentNotice['status']): boolean {
  if (from === 'PAG') return false;
  if (from === 'REF') return to === 'PAG';
  return from !== to;
}

/**
 * Paying the service's invoices online (issue 31, decision 0335): the attempt is stored (PRO)
 * before the checkout opens; a provider's notice, verified by signature and amount, settles it
 * once (idempotent by reference and provider transaction id); reconciliation asks the provider
 * about what stayed unsettled after 30 minutes.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db, clock, log, provider } = deps;
  const events = deps.events ?? noEvents;
  const base = deps.publicUrl.replace(/\/+$/, '');

  function settings(): TPaymentSettings {
    if (!provider) {
      return {
        provider: null,
        enabled: false,
        publicKey: null,
        checkoutUrl: null,
        disabledMethods: [],
        test: false,
        message: M.notConfigured,
        retryMinutes: PAYMENT_RETRY_MINUTES,
      };
    }
    const shown = provider.publicSettings();
    return {
      provider: provider.name,
      enabled: true,
      ...shown,
      message: null,
      retryMinutes: PAYMENT_RETRY_MINUTES,
    };
  }

  async function orderRows(companyId: number): Promise<TPaymentOrderRow[]> {
    const now = clock.now();
    return (await invoicesWithLatestPayment(db, companyId)).map(({ invoice, latest, paying }) => ({
      invoiceId: invoice.id,
      invoiceNumber: invoiceNumber(invoice),
      transactionId: (paying ?? latest)?.providerTransactionId ?? (paying ?? latest)?.reference ?? null,
      service: service(invoice.year, invoice.month),
      year: invoice.year,
      month: invoice.month,
      status: invoice.status,
      statusName: INVOICE_STATUS_NAMES[invoice.status],
      historyStatus: latest?.status ?? null,
      historyStatusName: latest ? PAYMENT_STATUS_NAMES[latest.status] : null,
      ...badgeOf(invoice.status, latest, now),
      paymentMethod: (paying ?? latest)?.method ?? null,
      total: Number(invoice.total),
      paymentDate: paying?.confirmedAt?.toISOString() ?? null,
      dueDate: invoice.dueDate,
      paymentId: latest?.id ?? null,
    }));
  }

  /**
   * Creates the attempt (PRO) in the transaction that locks the invoice, so two clicks on Pagar
   * never open two checkouts: the second finds the first unfinished and is refused.
   */
  async function start(
    caller: { companyId: number; userId: number },
    invoiceId: number,
  ): Promise<TStartPaymentResult> {
    if (!provider) throw new AppError(400, ERROR_CODES.validation, M.notConfigured);
    const now = clock.now();
    const token = randomBytes(24).toString('base64url');
    const created = await db.transaction(async (tx) => {
      // The attempt's insert is audited as the administrator's.
      await setAuditActor(tx, caller.userId);
      const [invoice] = await tx
        .select()
        .from(billingInvoices)
        .where(invoiceKey(caller.companyId, invoiceId))
        .for('update');
      if (!invoice) throw notFound(M.invoiceNotFound);
      if (invoice.status === 'PAG') throw conflict(M.alreadyPaid);
      if (invoice.status === 'ANU') throw conflict(M.cancelled);
      const [latest] = await tx
        .select()
        .from(billingPayments)
        .where(and(eq(billingPayments.companyId, caller.companyId), eq(billingPayments.invoiceId, invoiceId)))
        .orderBy(desc(billingPayments.id))
        .limit(1);
      if (latest && isUnfinished(latest, now)) throw conflict(M.inProgress);
      const number = invoiceNumber(invoice);
      const [row] = await tx
        .insert(billingPayments)
        .values({
          companyId: caller.companyId,
          invoiceId,
          status: 'PRO',
          provider: provider.name,
          reference: `${number}-${randomBytes(5).toString('hex').toUpperCase()}`,
          amount: invoice.total,
          currency: 'COP',
          checkoutTokenHash: tokenHash(token),
          createdBy: caller.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('payment attempt not stored');
      return { row, invoice, number };
    });
    const { row, invoice, number } = created;
    log.info({ paymentId: row.id, invoiceId, reference: row.reference }, 'billing: payment started');
    return {
      paymentId: row.id,
      reference: row.reference,
      status: 'PRO',
      checkout: provider.checkout({
        paymentId: row.id,
        reference: row.reference,
        amount: row.amount,
        description: service(invoice.year, invoice.month),
        invoiceNumber: number,
        companyId: caller.companyId,
        userId: caller.userId,
        buyer: invoice.buyer,
        confirmationUrl: `${base}/api/billing/payments/notices/${provider.name}`,
        responseUrl: `${base}/PayOrder?pago=${row.id}`,
        checkoutToken: token,
      }),
    };
  }

  /**
   * Applies a verified notice (a provider's POST or reconciliation's lookup) to its attempt, in one
   * transaction with the attempt locked: an approval pays the invoice once; a second approval for a
   * paid invoice is kept as a duplicate for the operator to refund; a repeated notice changes nothing.
   */
  async function apply(
    from: TPaymentProvider,
    notice: PaymentNotice,
    source: 'notice' | 'lookup',
  ): Promise<TNoticeAnswer> {
    const found = await paymentByReference(db, notice.reference);
    // A provider speaks only for the attempts opened with it.
    if (!found || found.provider !== from) throw new RefusedNotice(404, 'unknown reference');
    if (notice.currency !== found.currency) throw new RefusedNotice(400, 'currency differs');
    if (!new Decimal(notice.amount || 'NaN').equals(found.amount))
      throw new RefusedNotice(400, 'amount differs');
    const now = clock.now();
    let paidInvoice: { id: number; prefix: string; number: number; total: string } | undefined;
    const answer = await db.transaction(async (tx) => {
      const [attempt] = await tx
        .select()
        .from(billingPayments)
        .where(paymentKey(found.companyId, found.id))
        .for('update');
      if (!attempt) throw new RefusedNotice(404, 'unknown reference');
      const sameTransaction =
        attempt.providerTransactionId === null ||
        attempt.providerTransactionId === notice.providerTransactionId;
      if (!sameTransaction && attempt.status === 'PAG') {
        // Another provider transaction under a paid reference: money may have come in twice.
        log.error(
          {
            paymentId: attempt.id,
            reference: attempt.reference,
            providerTransactionId: notice.providerTransactionId,
          },
          'billing: second provider transaction for a paid payment; check it with the provider',
        );
        return { received: true, status: attempt.status };
      }
      if (!allowed(attempt.status, notice.status)) return { received: true, status: attempt.status };
      let duplicate = false;
      if (notice.status === 'PAG') {
        const paid = await tx
          .update(billingInvoices)
          .set({ status: 'PAG' })
          .where(pendingInvoice(attempt.companyId, attempt.invoiceId))
          .returning({
            id: billingInvoices.id,
            prefix: billingInvoices.prefix,
            number: billingInvoices.number,
            total: billingInvoices.total,
          });
        duplicate = paid.length === 0;
        paidInvoice = paid[0] ? { ...paid[0], total: String(paid[0].total) } : undefined;
      }
      const [updated] = await tx
        .update(billingPayments)
        .set({
          status: notice.status,
          providerTransactionId: notice.providerTransactionId,
          method: notice.method ?? attempt.method,
          lastNotice: notice.raw as object,
          updatedAt: now,
          ...(notice.status === 'PAG' ? { confirmedAt: now } : {}),
          ...(duplicate
            ? { duplicate: true, note: 'Pago duplicado: la factura ya estaba pagada o anulada; reembolsar' }
            : {}),
        })
        .where(paymentKey(attempt.companyId, attempt.id))
        .returning();
      if (duplicate) {
        log.warn(
          { paymentId: attempt.id, invoiceId: attempt.invoiceId, companyId: attempt.companyId },
          'billing: duplicate payment of an invoice already paid; refund it',
        );
      }
      log.info(
        { paymentId: attempt.id, from: attempt.status, to: notice.status, source },
        'billing: payment state changed',
      );
      return { received: true, status: updated?.status ?? notice.status };
    });
    // Published once the invoice is PAG for good: only the notice that changed it raises the event.
    if (paidInvoice) {
      events.publish(found.companyId, 'factura.pagada', {
        invoiceId: paidInvoice.id,
        number: `${paidInvoice.prefix}${paidInvoice.number}`,
        total: paidInvoice.total,
      });
    }
    return answer;
  }

  /** A provider's POST: refused (and logged) unless its signature, reference and amount check out. */
  async function receive(name: TPaymentProvider, incoming: IncomingNotice): Promise<TNoticeAnswer> {
    if (!provider || provider.name !== name) {
      log.warn({ provider: name }, 'billing: payment notice for a provider that is not configured');
      throw new RefusedNotice(404, 'provider not configured');
    }
    const verified = provider.verify(incoming);
    if (!verified.ok) {
      log.warn({ provider: name, reason: verified.reason }, 'billing: payment notice refused');
      // 400, not 401: a notice carries no session, and 401 would read as "sign in".
      throw new RefusedNotice(400, verified.reason);
    }
    try {
      return await apply(name, verified.notice, 'notice');
    } catch (error) {
      if (error instanceof RefusedNotice) {
        log.warn(
          { provider: name, reason: error.message, reference: verified.notice.reference },
          'billing: payment notice refused',
        );
      }
      throw error;
    }
  }

  /**
   * Asks the provider about attempts unsettled after 30 minutes and settles them; one it does not
   * know after 24 hours was abandoned (REF), so Pagar shows again. Safe on many servers (claims).
   */
  async function reconcile(): Promise<{ checked: number; settled: number }> {
    if (!provider) return { checked: 0, settled: 0 };
    const now = clock.now();
    const claimed = await claimUnsettled(db, {
      now,
      olderThan: new Date(now.getTime() - SETTLE_AFTER_MS),
      checkedBefore: new Date(now.getTime() - RECHECK_MS),
      limit: 50,
    });
    let settled = 0;
    for (const attempt of claimed) {
      try {
        if (attempt.provider !== provider.name) continue;
        const answer = await provider.lookup(attempt);
        if (answer.found) {
          const result = await apply(provider.name, answer.notice, 'lookup');
          if (result.status !== attempt.status) settled += 1;
        } else if (now.getTime() - attempt.createdAt.getTime() >= ABANDONED_AFTER_MS) {
          const [abandoned] = await db
            .update(billingPayments)
            .set({ status: 'REF', note: M.abandoned, updatedAt: now })
            .where(paymentKey(attempt.companyId, attempt.id, eq(billingPayments.status, attempt.status)))
            .returning({ id: billingPayments.id });
          if (abandoned) settled += 1;
        }
      } catch (error) {
        log.warn({ err: error, paymentId: attempt.id }, 'billing: payment reconciliation failed');
      }
    }
    if (claimed.length > 0) log.info({ checked: claimed.length, settled }, 'billing: payments reconciled');
    return { checked: claimed.length, settled };
  }

  return {
    settings,
    orderRows,
    start,
    receive,
    apply,
    reconcile,
    provider,

    async attempt(companyId: number, id: number): Promise<TPaymentAttempt> {
      const row = await paymentOf(db, companyId, id);
      if (!row) throw notFound(M.paymentNotFound);
      const invoice = await invoiceOf(db, companyId, row.invoiceId);
      return toAttempt(row, invoice ? invoiceNumber(invoice) : '');
    },

    /** The attempt a simulator checkout token opens, with its invoice (null: unknown token). */
    async byCheckoutToken(token: string) {
      const row = await paymentByTokenHash(db, tokenHash(token));
      if (!row) return null;
      const invoice = await invoiceOf(db, row.companyId, row.invoiceId);
      return invoice ? { payment: row, invoice } : null;
    },

    async allPayments(): Promise<TInstancePayment[]> {
      return (await allPayments(db, 500)).map(({ payment, companyName, invoice }) => ({
        ...toAttempt(payment, invoiceNumber(invoice)),
        companyId: payment.companyId,
        companyName,
        duplicate: payment.duplicate,
        note: payment.note,
      }));
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
