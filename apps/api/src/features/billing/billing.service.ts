import { ERROR_CODES, MONTH_NAMES } from '@quincena/contracts';
import {
  INVOICE_STATUS_NAMES,
  BILLING_MESSAGES as M,
  type TBillingPlanAnswer,
  type TBillingPlanInput,
  type TCreditNoteRequest,
  type TCreditNoteResult,
  type TInstanceInvoice,
  type TInvoice,
  type TIssueResult,
} from '@quincena/contracts/billing';
import Decimal from 'decimal.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type EventPublisher, noEvents } from '../../platform/events/index.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { colombianDate } from '../employees/index.ts';
import {
  administratorsOf,
  allInvoices,
  billableCompanies,
  cancelWithCreditNote,
  claimMailing,
  currentPlan,
  type InvoiceRow,
  insertNumberedInvoice,
  invoicedCompanies,
  invoiceOf,
  invoicesOf,
  type PlanRow,
  pendingOf,
  rangeUsed,
  releaseMailing,
  savePlan,
  settledEmployeesByCompany,
  unmailedInvoices,
} from './billing.repository.ts';
import { invoiceNumber, renderInvoicePdf } from './invoice-pdf.ts';

export interface BillingDeps {
  db: Database;
  clock: Clock;
  /** Company events (webhooks): an invoice issued. */
  events?: EventPublisher;
  mail: Mailer;
  log: FastifyBaseLogger;
}

/** The operator acting on /TI. */
export interface Operator {
  userId: number;
}

const refuse = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { [field]: message });
const notFound = () => new AppError(404, ERROR_CODES.notFound, M.invoiceNotFound);

/** yyyy-mm-dd plus whole days (calendar arithmetic in UTC, no time of day involved). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The month before the one `day` falls in. */
function previousMonth(day: string): { year: number; month: number } {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

/**
 * The month's amounts: base fee plus employees × price, VAT on the subtotal rounded to the peso
 * (half up), total = subtotal + VAT. Every price is whole pesos, so only the VAT rounds.
 */
export function invoiceAmounts(
  plan: Pick<PlanRow, 'baseFee' | 'employeePrice' | 'vatRate'>,
  employees: number,
) {
  const subtotal = new Decimal(plan.baseFee).plus(new Decimal(plan.employeePrice).times(employees));
  const vat = subtotal.times(plan.vatRate).div(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  return { subtotal: subtotal.toFixed(0), vat: vat.toFixed(0), total: subtotal.plus(vat).toFixed(0) };
}

function toInvoice(row: InvoiceRow): TInvoice {
  return {
    id: row.id,
    number: invoiceNumber(row),
    year: row.year,
    month: row.month,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    employees: row.employees,
    subtotal: Number(row.subtotal),
    vat: Number(row.vat),
    total: Number(row.total),
    status: row.status,
    statusName: INVOICE_STATUS_NAMES[row.status],
  };
}

/**
 * The service's own invoices (issue 31, decision 0334): the operator's plan, the monthly issue
 * from accumulated payrolls, the PDF, the mail to the company's administrators, the credit note.
 */
export function createBillingService(deps: BillingDeps) {
  const { db, clock, log } = deps;
  const events = deps.events ?? noEvents;

  /**
   * E-mails the invoice with its PDF to the company's administrators, once: the claim comes first
   * and is given back when sending fails, so the next check tries again. A company without an
   * active administrator keeps the claim (there is nobody to send it to; it is in Facturación).
   */
  async function mailInvoice(invoice: InvoiceRow): Promise<void> {
    if (!(await claimMailing(db, invoice.companyId, invoice.id, clock.now()))) return;
    try {
      await sendInvoice(invoice);
    } catch (error) {
      await releaseMailing(db, invoice.companyId, invoice.id);
      throw error;
    }
  }

  async function sendInvoice(invoice: InvoiceRow): Promise<void> {
    const recipients = await administratorsOf(db, invoice.companyId);
    const number = invoiceNumber(invoice);
    const pdf = await renderInvoicePdf(invoice);
    const period = `${MONTH_NAMES[invoice.month - 1]} de ${invoice.year}`;
    const total = new Intl.NumberFormat('es-CO').format(Number(invoice.total));
    for (const to of recipients) {
      await deps.mail.send({
        to,
        subject: `Factura ${number} de ${invoice.seller.name} — ${period}`,
        text: [
          `Hola,`,
          '',
          `Adjuntamos la factura ${number} del servicio de nómina de ${invoice.buyer.name} por ${period}.`,
          `Total a pagar: $ ${total} (IVA incluido). Vence el ${invoice.dueDate.split('-').reverse().join('-')}.`,
          `Referencia de pago: ${number}.`,
          '',
          'También puede descargarla en Facturación.',
        ].join('\n'),
        attachments: [{ filename: `factura-${number}.pdf`, content: pdf, contentType: 'application/pdf' }],
      });
    }
  }

  /** Sends the e-mails a failure or a stopped server left unsent; each failure waits for the next check. */
  async function mailUnsent(): Promise<void> {
    for (const invoice of await unmailedInvoices(db)) {
      try {
        await mailInvoice(invoice);
      } catch (error) {
        log.warn(
          { err: error, companyId: invoice.companyId, invoiceId: invoice.id },
          'invoice e-mail failed',
        );
      }
    }
  }

  /**
   * Issues the month's invoice of every company that has none yet; safe to repeat and to run on
   * two servers at once (one invoice per company and month, numbers without gaps).
   */
  async function issueMonth(year: number, month: number): Promise<TIssueResult> {
    const { plan } = await currentPlan(db);
    if (!plan) return { issued: 0, existing: 0, nothingToBill: 0, warning: M.noPlan };
    const [usage, companies, invoiced] = await Promise.all([
      settledEmployeesByCompany(db, year, month),
      billableCompanies(db),
      invoicedCompanies(db, year, month),
    ]);
    const issueDate = colombianDate(clock.now());
    const result: TIssueResult = { issued: 0, existing: 0, nothingToBill: 0, warning: null };
    for (const company of companies) {
      if (invoiced.has(company.id)) {
        result.existing += 1;
        continue;
      }
      const employees = usage.get(company.id) ?? 0;
      // No settled employee and no base fee: nothing to bill.
      const amounts = invoiceAmounts(plan, employees);
      if (amounts.subtotal === '0') {
        result.nothingToBill += 1;
        continue;
      }
      const outcome = await insertNumberedInvoice(db, {
        companyId: company.id,
        year,
        month,
        planId: plan.id,
        issueDate,
        dueDate: addDays(issueDate, plan.dueDays),
        employees,
        baseFee: plan.baseFee,
        employeePrice: plan.employeePrice,
        vatRate: plan.vatRate,
        ...amounts,
        seller: {
          name: plan.sellerName,
          nit: plan.sellerNit,
          checkDigit: plan.sellerCheckDigit,
          address: plan.sellerAddress,
        },
        buyer: {
          name: company.name,
          nit: company.nit,
          checkDigit: company.checkDigit,
          address: company.address,
        },
      });
      if (outcome.kind === 'existing') {
        result.existing += 1;
        continue;
      }
      if (outcome.kind === 'exhausted') {
        // Nothing is issued without a number; the operator sets a new range and the next run goes on.
        result.warning = M.rangeExhausted;
        log.error({ year, month, companyId: company.id }, M.rangeExhausted);
        break;
      }
      result.issued += 1;
      const issued = outcome.invoice;
      events.publish(company.id, 'factura.emitida', {
        invoiceId: issued.id,
        number: `${issued.prefix}${issued.number}`,
        total: String(issued.total),
        dueDate: String(issued.dueDate),
      });
      try {
        await mailInvoice(outcome.invoice);
      } catch (error) {
        // The invoice stands (it is in Facturación); only its e-mail failed.
        log.warn(
          { err: error, companyId: company.id, invoiceId: outcome.invoice.id },
          'invoice e-mail failed',
        );
      }
    }
    log.info({ year, month, ...result }, 'billing: monthly invoices issued');
    return result;
  }

  async function readPlan(): Promise<TBillingPlanAnswer> {
    const { plan, numbering } = await currentPlan(db);
    if (!plan) return { plan: null };
    return {
      plan: {
        baseFee: Number(plan.baseFee),
        employeePrice: Number(plan.employeePrice),
        vatRate: Number(plan.vatRate),
        billingDay: plan.billingDay,
        dueDays: plan.dueDays,
        prefix: plan.prefix,
        rangeFrom: plan.rangeFrom,
        rangeTo: plan.rangeTo,
        nextNumber: numbering?.nextNumber ?? plan.rangeFrom,
        sellerName: plan.sellerName,
        sellerNit: plan.sellerNit,
        sellerCheckDigit: plan.sellerCheckDigit,
        sellerAddress: plan.sellerAddress,
        updatedAt: plan.createdAt.toISOString(),
      },
    };
  }

  return {
    plan: readPlan,

    async savePlan(operator: Operator, input: TBillingPlanInput): Promise<TBillingPlanAnswer> {
      const { numbering } = await currentPlan(db);
      // The number the counter will give next (the same rule savePlan writes): none of the range
      // from there on may already be on an invoice.
      const keeps =
        numbering !== null &&
        numbering.prefix === input.prefix &&
        numbering.nextNumber >= input.rangeFrom &&
        numbering.nextNumber <= input.rangeTo + 1;
      const next = keeps ? numbering.nextNumber : input.rangeFrom;
      if (next <= input.rangeTo && (await rangeUsed(db, input.prefix, next, input.rangeTo))) {
        throw refuse('rangeFrom', M.rangeUsed);
      }
      await savePlan(db, {
        baseFee: String(input.baseFee),
        employeePrice: String(input.employeePrice),
        vatRate: input.vatRate.toFixed(2),
        billingDay: input.billingDay,
        dueDays: input.dueDays,
        prefix: input.prefix,
        rangeFrom: input.rangeFrom,
        rangeTo: input.rangeTo,
        sellerName: input.sellerName,
        sellerNit: input.sellerNit,
        sellerCheckDigit: input.sellerCheckDigit,
        sellerAddress: input.sellerAddress,
        createdBy: operator.userId,
      });
      // The operator's trail, as for every /TI action (the plan rows keep each version too).
      log.info(
        { userId: operator.userId, action: 'BILLING_PLAN', plan: { ...input } },
        'instance administration action',
      );
      return readPlan();
    },

    issueMonth,

    /**
     * The periodic check: from the plan's billing day on, the previous month's invoices are issued
     * (once; a later check finds them issued), after sending the e-mails left unsent. No plan, no invoices.
     */
    async issueDue(): Promise<TIssueResult | null> {
      const { plan } = await currentPlan(db);
      if (!plan) return null;
      await mailUnsent();
      const today = colombianDate(clock.now());
      if (Number(today.slice(8, 10)) < plan.billingDay) return null;
      const { year, month } = previousMonth(today);
      return issueMonth(year, month);
    },

    async invoices(companyId: number): Promise<TInvoice[]> {
      return (await invoicesOf(db, companyId)).map(toInvoice);
    },

    async invoicePdf(companyId: number, id: number): Promise<{ pdf: Buffer; fileName: string }> {
      const invoice = await invoiceOf(db, companyId, id);
      if (!invoice) throw notFound();
      return { pdf: await renderInvoicePdf(invoice), fileName: `factura-${invoiceNumber(invoice)}.pdf` };
    },

    /** The operator's list of every company's invoices, newest first. */
    async allInvoices(): Promise<TInstanceInvoice[]> {
      return (await allInvoices(db, 500)).map(({ invoice, companyName }) => ({
        ...toInvoice(invoice),
        companyId: invoice.companyId,
        companyName,
      }));
    },

    /** Home's card and overdue banner: unpaid invoices, and those past due today (Colombian date). */
    pending: (companyId: number) => pendingOf(db, companyId, colombianDate(clock.now())),

    async creditNote(operator: Operator, request: TCreditNoteRequest): Promise<TCreditNoteResult> {
      const invoice = await invoiceOf(db, request.companyId, request.invoiceId);
      if (!invoice) throw notFound();
      const id = await cancelWithCreditNote(db, { ...request, userId: operator.userId });
      if (id === null) throw refuse('invoiceId', M.notCancellable);
      log.info(
        {
          userId: operator.userId,
          action: 'BILLING_CREDIT_NOTE',
          companyId: request.companyId,
          invoiceId: request.invoiceId,
        },
        'instance administration action',
      );
      return { id, message: M.cancelled };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
