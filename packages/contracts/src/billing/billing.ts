import { z } from 'zod';
import { isNitCheckDigitValid } from '../common/nit-check-digit.ts';
import { requiredText } from '../common/text.ts';

/**
 * The service's own invoices (issue 31, decision 0334): the operator's price plan (/TI), the monthly
 * invoice of each company, its credit note. Payment attempts (PEN, PAG, REF, PRO) come in a later slice.
 */
export const BILLING_MESSAGES = {
  baseFee: 'Ingrese la tarifa básica mensual en pesos (entero, 0 o más)',
  employeePrice: 'Ingrese el precio por empleado liquidado en pesos (entero, 0 o más)',
  vatRate: 'Ingrese la tarifa de IVA entre 0 y 100 %',
  billingDay: 'El día de facturación debe estar entre 1 y 28',
  dueDays: 'Los días para pagar deben estar entre 0 y 90',
  prefix: 'El prefijo admite de 1 a 4 letras o números',
  rangeFrom: 'Ingrese el número inicial del rango (entero positivo)',
  rangeTo: 'Ingrese el número final del rango (entero positivo)',
  rangeOrder: 'El número final debe ser mayor o igual al inicial',
  rangeUsed: 'El rango incluye números ya facturados con ese prefijo',
  sellerName: 'Ingrese la razón social del prestador del servicio',
  sellerNit: 'Ingrese el NIT sin dígito de verificación (solo números)',
  sellerCheckDigit: 'El dígito de verificación no corresponde al NIT',
  sellerAddress: 'Ingrese la dirección del prestador del servicio',
  planSaved: 'Plan de precios guardado',
  noPlan: 'No hay plan de precios configurado: configúrelo en Administración de la instancia',
  month: 'Seleccione un mes entre 1 y 12',
  year: 'Seleccione un año válido',
  rangeExhausted:
    'Se agotó el rango de numeración de facturas: configure un nuevo rango en el plan de precios',
  invoiceNotFound: 'La factura no existe',
  reason: 'Ingrese el motivo de la nota crédito',
  notCancellable: 'Solo se puede anular una factura pendiente de pago',
  cancelled: 'Factura anulada con nota crédito',
} as const;

const M = BILLING_MESSAGES;
const pesos = (message: string) => z.number(message).int(message).min(0, message).max(1_000_000_000, message);

export const ZBillingPlanInput = z
  .object({
    baseFee: pesos(M.baseFee),
    employeePrice: pesos(M.employeePrice),
    /** Percent; 19 is the general rate (Estatuto Tributario art. 468). */
    vatRate: z.number(M.vatRate).min(0, M.vatRate).max(100, M.vatRate).multipleOf(0.01, M.vatRate),
    billingDay: z.number(M.billingDay).int(M.billingDay).min(1, M.billingDay).max(28, M.billingDay),
    dueDays: z.number(M.dueDays).int(M.dueDays).min(0, M.dueDays).max(90, M.dueDays),
    prefix: z
      .string(M.prefix)
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{1,4}$/, M.prefix),
    rangeFrom: z.number(M.rangeFrom).int(M.rangeFrom).min(1, M.rangeFrom).max(999_999_999, M.rangeFrom),
    rangeTo: z.number(M.rangeTo).int(M.rangeTo).min(1, M.rangeTo).max(999_999_999, M.rangeTo),
    sellerName: requiredText(200, M.sellerName),
    sellerNit: z
      .string(M.sellerNit)
      .trim()
      .regex(/^\d{5,12}$/, M.sellerNit),
    sellerCheckDigit: z.string(M.sellerCheckDigit).trim().regex(/^\d$/, M.sellerCheckDigit),
    sellerAddress: requiredText(200, M.sellerAddress),
  })
  .superRefine((plan, context) => {
    if (plan.rangeTo < plan.rangeFrom)
      context.addIssue({ code: 'custom', path: ['rangeTo'], message: M.rangeOrder });
    if (!isNitCheckDigitValid(plan.sellerNit, plan.sellerCheckDigit)) {
      context.addIssue({ code: 'custom', path: ['sellerCheckDigit'], message: M.sellerCheckDigit });
    }
  });
export type TBillingPlanInput = z.infer<typeof ZBillingPlanInput>;

export const ZBillingPlan = z.object({
  baseFee: z.number(),
  employeePrice: z.number(),
  vatRate: z.number(),
  billingDay: z.number().int(),
  dueDays: z.number().int(),
  prefix: z.string(),
  rangeFrom: z.number().int(),
  rangeTo: z.number().int(),
  /** The number the next invoice takes; rangeTo + 1 once the range is used up. */
  nextNumber: z.number().int(),
  sellerName: z.string(),
  sellerNit: z.string(),
  sellerCheckDigit: z.string(),
  sellerAddress: z.string(),
  updatedAt: z.string(),
});
export type TBillingPlan = z.infer<typeof ZBillingPlan>;

/** The operator's plan, or null before the first one is saved (then no invoice is issued). */
export const ZBillingPlanAnswer = z.object({ plan: ZBillingPlan.nullable() });
export type TBillingPlanAnswer = z.infer<typeof ZBillingPlanAnswer>;

/** PEN: issued, unpaid; PAG: paid; ANU: cancelled by a credit note. */
export const INVOICE_STATUSES = ['PEN', 'PAG', 'ANU'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_NAMES: Record<TInvoiceStatus, string> = {
  PEN: 'Pendiente',
  PAG: 'Pagada',
  ANU: 'Anulada',
};

export const ZInvoice = z.object({
  id: z.number().int(),
  /** Prefix and number as printed: "QN1001". */
  number: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  issueDate: z.string(),
  dueDate: z.string(),
  employees: z.number().int(),
  subtotal: z.number(),
  vat: z.number(),
  total: z.number(),
  status: z.enum(INVOICE_STATUSES),
  statusName: z.string(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/** An invoice as the operator sees it, with the company it bills. */
export const ZInstanceInvoice = ZInvoice.extend({
  companyId: z.number().int(),
  companyName: z.string(),
});
export type TInstanceInvoice = z.infer<typeof ZInstanceInvoice>;

export const ZInvoiceIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The operator's copy of any company's invoice PDF (/TI, "Facturas emitidas"). */
export const ZInstanceInvoiceParams = ZInvoiceIdParams.extend({
  companyId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const ZIssueRequest = z.object({
  year: z.number(M.year).int(M.year).min(2000, M.year).max(2100, M.year),
  month: z.number(M.month).int(M.month).min(1, M.month).max(12, M.month),
});
export type TIssueRequest = z.infer<typeof ZIssueRequest>;

export const ZIssueResult = z.object({
  issued: z.number().int(),
  /** Companies that already had the month's invoice. */
  existing: z.number().int(),
  /** Companies with nothing to bill (no settled employees and no base fee). */
  nothingToBill: z.number().int(),
  /** Set when the numbering range ran out before every company got its invoice. */
  warning: z.string().nullable(),
});
export type TIssueResult = z.infer<typeof ZIssueResult>;

export const ZCreditNoteRequest = z.object({
  companyId: z.number().int().positive().max(2_147_483_647),
  invoiceId: z.number().int().positive().max(2_147_483_647),
  reason: requiredText(500, M.reason),
});
export type TCreditNoteRequest = z.infer<typeof ZCreditNoteRequest>;

export const ZCreditNoteResult = z.object({ id: z.number().int(), message: z.string() });
export type TCreditNoteResult = z.infer<typeof ZCreditNoteResult>;
