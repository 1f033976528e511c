import { z } from 'zod';
import { INVOICE_STATUSES } from './billing.ts';

/**
 * Online payment of the service's invoices (issue 31, decision 0335): the attempts (spec 03 §4
 * status ids), the /PayOrder rows and their badges, the checkout each provider opens.
 */
export const PAYMENT_MESSAGES = {
  notConfigured:
    'El pago en línea no está configurado en esta instalación. Comuníquese con el administrador del servicio.',
  invoiceNotFound: 'La factura no existe',
  alreadyPaid: 'La factura ya está pagada',
  cancelled: 'La factura está anulada con nota crédito y no se puede pagar',
  inProgress:
    'Ya hay un pago de esta factura en validación. Puede tardar hasta 30 minutos en confirmarse; espere antes de intentarlo de nuevo.',
  paymentNotFound: 'El pago no existe',
  approved: 'Pago aprobado. La factura quedó pagada.',
  rejected: 'El pago fue rechazado. Puede intentarlo de nuevo con otro medio de pago.',
  pending: 'Su pago está en validación. Puede tardar hasta 30 minutos en confirmarse.',
  processing: 'Su pago está en proceso. Si no lo terminó, podrá intentarlo de nuevo en 30 minutos.',
  invalidNotice: 'La confirmación del pago no es válida',
  abandoned: 'Pago abandonado: el proveedor no lo registró en 24 horas',
} as const;

/** Minutes an unfinished attempt blocks a new one (spec 03 §2.17: retry after 30 minutes). */
export const PAYMENT_RETRY_MINUTES = 30;

/** PEN: pending at the provider; PAG: paid; REF: rejected; PRO: in process (checkout opened). */
export const PAYMENT_STATUSES = ['PEN', 'PAG', 'REF', 'PRO'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_NAMES: Record<TPaymentStatus, string> = {
  PEN: 'Pendiente',
  PAG: 'Pagado',
  REF: 'Rechazado',
  PRO: 'En proceso',
};

export const PAYMENT_PROVIDERS = ['simulator', 'epayco', 'wompi'] as const;
export type TPaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * What the Estado column shows (spec 03 §4): PAG green, REF red, PRO blue, VALIDANDO (a pending
 * invoice whose latest attempt is PEN or PRO and younger than 30 minutes), PAGAR (the warning with
 * the Pagar button: the only case that may pay), ANU (cancelled by a credit note, grey).
 */
export const PAYMENT_BADGES = ['PAG', 'REF', 'PRO', 'VALIDANDO', 'PAGAR', 'ANU'] as const;
export type TPaymentBadge = (typeof PAYMENT_BADGES)[number];

/** One /PayOrder row: an invoice of the company and its latest payment attempt. */
export const ZPaymentOrderRow = z.object({
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  /** Provider's transaction id when known, else our reference; null before any attempt. */
  transactionId: z.string().nullable(),
  /** "Servicio Quincena – enero 2026". */
  service: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  /** The invoice's own state (PEN, PAG, ANU). */
  status: z.enum(INVOICE_STATUSES),
  statusName: z.string(),
  /** The latest attempt's state (the spec's "history status"); null without attempts. */
  historyStatus: z.enum(PAYMENT_STATUSES).nullable(),
  historyStatusName: z.string().nullable(),
  /** The badge the spec's rules give this row, computed by the server. */
  badge: z.enum(PAYMENT_BADGES),
  /** The badge's text: "Pagado", "Validando", "Pendiente"… */
  badgeText: z.string(),
  /** True only for the PAGAR badge. */
  canPay: z.boolean(),
  /** As the provider names it: "Tarjeta de crédito", "PSE", "Nequi"…; null until it says. */
  paymentMethod: z.string().nullable(),
  /** Whole pesos. */
  total: z.number(),
  /** ISO instant the paying attempt was confirmed; null while unpaid. */
  paymentDate: z.string().nullable(),
  dueDate: z.string(),
  /** The latest attempt's id (GET /api/billing/payments/{id}); null without attempts. */
  paymentId: z.number().int().nullable(),
});
export type TPaymentOrderRow = z.infer<typeof ZPaymentOrderRow>;

/** What the browser may know of the provider: never a private key or secret. */
export const ZPaymentSettings = z.object({
  /** Null when online payment is not configured (then `message` says so). */
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  enabled: z.boolean(),
  publicKey: z.string().nullable(),
  /** The script or page the checkout loads from (ePayco checkout.js, Wompi widget, the simulator). */
  checkoutUrl: z.string().nullable(),
  /** Payment methods the checkout must hide (spec 03 §7.10 METHOD_PAY_DISABLED). */
  disabledMethods: z.array(z.string()),
  /** True when the provider runs in its test mode (never in production). */
  test: z.boolean(),
  message: z.string().nullable(),
  retryMinutes: z.number().int(),
});
export type TPaymentSettings = z.infer<typeof ZPaymentSettings>;

export const ZStartPaymentRequest = z.object({
  invoiceId: z.number().int().positive().max(2_147_483_647),
});
export type TStartPaymentRequest = z.infer<typeof ZStartPaymentRequest>;

/** ePayco standard checkout: load `scriptUrl`, `ePayco.checkout.configure({key, test}).open(data)`. */
export const ZEpaycoCheckout = z.object({
  kind: z.literal('epayco'),
  scriptUrl: z.string(),
  publicKey: z.string(),
  test: z.boolean(),
  /** Text fields, and `methodsDisable` as a list of ePayco's method codes. */
  data: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});

/** Wompi web checkout: send the browser to `url` (every parameter already in it, signed). */
export const ZWompiCheckout = z.object({
  kind: z.literal('wompi'),
  url: z.string(),
  publicKey: z.string(),
  currency: z.literal('COP'),
  amountInCents: z.number().int(),
  reference: z.string(),
  integritySignature: z.string(),
  redirectUrl: z.string(),
});

/** The local simulator: send the browser to `url` (its checkout page on this server). */
export const ZSimulatorCheckout = z.object({
  kind: z.literal('simulator'),
  url: z.string(),
});

export const ZCheckout = z.discriminatedUnion('kind', [ZEpaycoCheckout, ZWompiCheckout, ZSimulatorCheckout]);
export type TCheckout = z.infer<typeof ZCheckout>;

/** The attempt just created (status PRO) and what opens its checkout. */
export const ZStartPaymentResult = z.object({
  paymentId: z.number().int(),
  reference: z.string(),
  status: z.literal('PRO'),
  checkout: ZCheckout,
});
export type TStartPaymentResult = z.infer<typeof ZStartPaymentResult>;

export const ZPaymentIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** One attempt as its company sees it, with the sentence to show on return from the checkout. */
export const ZPaymentAttempt = z.object({
  id: z.number().int(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  reference: z.string(),
  providerTransactionId: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_STATUSES),
  statusName: z.string(),
  method: z.string().nullable(),
  amount: z.number(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  message: z.string(),
});
export type TPaymentAttempt = z.infer<typeof ZPaymentAttempt>;

/** An attempt as the operator sees it (every company), with duplicates to refund flagged. */
export const ZInstancePayment = ZPaymentAttempt.extend({
  companyId: z.number().int(),
  companyName: z.string(),
  /** Approved for an invoice that was already paid: the operator refunds it. */
  duplicate: z.boolean(),
  note: z.string().nullable(),
});
export type TInstancePayment = z.infer<typeof ZInstancePayment>;

/** What a provider's notice endpoint answers (providers only look at the HTTP status). */
export const ZNoticeAnswer = z.object({ received: z.boolean(), status: z.enum(PAYMENT_STATUSES).nullable() });
export type TNoticeAnswer = z.infer<typeof ZNoticeAnswer>;
