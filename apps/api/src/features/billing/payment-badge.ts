import {
  INVOICE_STATUS_NAMES,
  PAYMENT_RETRY_MINUTES,
  type TInvoiceStatus,
  type TPaymentBadge,
  type TPaymentStatus,
} from '@quincena/contracts/billing';

/**
 * Spec 03 §4's badge rules for a /PayOrder row (decision 0335): a paid invoice is PAG (green); a
 * pending one whose latest attempt is PEN or PRO shows 'Validando' for the 30 minutes a
 * confirmation may take; any other pending one is the warning with Pagar (rejected attempts
 * included: the company pays again). After 30 minutes an unfinished attempt no longer blocks
 * Pagar (spec 03 §2.17: an unfinished transaction may be retried after 30 minutes).
 */
export function badgeOf(
  invoiceStatus: TInvoiceStatus,
  latest: { status: TPaymentStatus; createdAt: Date } | null,
  now: Date,
): { badge: TPaymentBadge; badgeText: string; canPay: boolean } {
  if (invoiceStatus === 'PAG') return { badge: 'PAG', badgeText: INVOICE_STATUS_NAMES.PAG, canPay: false };
  if (invoiceStatus === 'ANU') return { badge: 'ANU', badgeText: INVOICE_STATUS_NAMES.ANU, canPay: false };
  if (latest && isUnfinished(latest, now))
    return { badge: 'VALIDANDO', badgeText: 'Validando', canPay: false };
  return { badge: 'PAGAR', badgeText: INVOICE_STATUS_NAMES.PEN, canPay: true };
}

/** An attempt still PRO or PEN younger than the retry window: a new one must wait. */
export function isUnfinished(attempt: { status: TPaymentStatus; createdAt: Date }, now: Date): boolean {
  const open = attempt.status === 'PRO' || attempt.status === 'PEN';
  return open && now.getTime() - attempt.createdAt.getTime() < PAYMENT_RETRY_MINUTES * 60_000;
}
