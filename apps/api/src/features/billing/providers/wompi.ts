import type { TCheckout } from '@quincena/contracts/billing';
import { methodName } from './method-names.ts';
import {
  type AttemptKeys,
  type CheckoutRequest,
  fetchJson,
  type IncomingNotice,
  type LookupAnswer,
  lookedUp,
  type PaymentNotice,
  type PaymentProvider,
  sameDigest,
  sha256Hex,
  type VerifiedNotice,
  verifiedOr,
} from './payment-provider.ts';

/**
 * Wompi's web checkout and its events (decision 0335). Sources:
 * https://docs.wompi.co/docs/colombia/widget-checkout-web/ (integrity signature, checkout parameters),
 * https://docs.wompi.co/docs/colombia/eventos/ (event body, checksum, X-Event-Checksum),
 * https://docs.wompi.co/docs/colombia/ambientes-y-llaves/ (sandbox and production addresses).
 */
export interface WompiSettings {
  publicKey: string;
  integritySecret: string;
  eventsSecret: string;
  /** For the reconciliation lookup by reference (GET /v1/transactions?reference=…). */
  privateKey: string | null;
  disabledMethods: string[];
}

export const WOMPI_CHECKOUT_URL = 'https://checkout.wompi.co/p/';

/** Sandbox keys start with pub_test_ (docs: "Ambientes y llaves"). */
const isSandbox = (publicKey: string) => publicKey.startsWith('pub_test_');
const apiBase = (publicKey: string) =>
  isSandbox(publicKey) ? 'https://sandbox.wompi.co/v1' : 'https://production.wompi.co/v1';

/** SHA256(reference + amountInCents + currency [+ expirationTime] + integritySecret). */
export function wompiIntegritySignature(
  reference: string,
  amountInCents: number,
  currency: string,
  integritySecret: string,
  expirationTime?: string,
): string {
  return sha256Hex(`${reference}${amountInCents}${currency}${expirationTime ?? ''}${integritySecret}`);
}

/** The value at a dotted path of the event's `data` ("transaction.amount_in_cents"). */
function valueAt(data: unknown, path: string): string {
  let current: unknown = data;
  for (const part of path.split('.')) {
    if (!current || typeof current !== 'object') return '';
    current = (current as Record<string, unknown>)[part];
  }
  return current === null || current === undefined ? '' : String(current);
}

/** SHA256(values of signature.properties in order + timestamp + eventsSecret). */
export function wompiEventChecksum(event: unknown, eventsSecret: string): string | null {
  const body = event as { data?: unknown; signature?: { properties?: unknown }; timestamp?: unknown };
  const properties = body?.signature?.properties;
  if (!Array.isArray(properties) || properties.length === 0 || body.timestamp === undefined) return null;
  const values = properties.map((path) => valueAt(body.data, String(path))).join('');
  return sha256Hex(`${values}${String(body.timestamp)}${eventsSecret}`);
}

/** APPROVED pays; DECLINED, VOIDED and ERROR reject; PENDING waits. */
export function wompiStatus(status: string): 'PAG' | 'REF' | 'PEN' | null {
  if (status === 'APPROVED') return 'PAG';
  if (status === 'PENDING') return 'PEN';
  if (status === 'DECLINED' || status === 'VOIDED' || status === 'ERROR') return 'REF';
  return null;
}

interface WompiTransaction {
  id?: unknown;
  reference?: unknown;
  amount_in_cents?: unknown;
  currency?: unknown;
  status?: unknown;
  payment_method_type?: unknown;
}

function noticeOf(transaction: WompiTransaction | undefined, raw: unknown): PaymentNotice | null {
  if (!transaction) return null;
  const status = wompiStatus(String(transaction.status ?? ''));
  const cents = Number(transaction.amount_in_cents);
  if (!status || !transaction.id || !transaction.reference || !Number.isInteger(cents)) return null;
  // Wompi counts cents; our invoices are whole pesos, so a fraction of a peso is a different amount.
  const amount = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return {
    providerTransactionId: String(transaction.id),
    reference: String(transaction.reference),
    amount,
    currency: String(transaction.currency ?? ''),
    status,
    method: methodName('wompi', String(transaction.payment_method_type ?? '')),
    raw,
  };
}

export function createWompiProvider(settings: WompiSettings): PaymentProvider {
  return {
    name: 'wompi',
    publicSettings: () => ({
      publicKey: settings.publicKey,
      checkoutUrl: WOMPI_CHECKOUT_URL,
      disabledMethods: settings.disabledMethods,
      test: isSandbox(settings.publicKey),
    }),

    checkout(request: CheckoutRequest): TCheckout {
      const amountInCents = Number(request.amount) * 100;
      const signature = wompiIntegritySignature(
        request.reference,
        amountInCents,
        'COP',
        settings.integritySecret,
      );
      const query = new URLSearchParams({
        'public-key': settings.publicKey,
        currency: 'COP',
        'amount-in-cents': String(amountInCents),
        reference: request.reference,
        'signature:integrity': signature,
        'redirect-url': request.responseUrl,
      });
      if (request.buyer.nit) {
        query.set('customer-data:legal-id-type', 'NIT');
        query.set('customer-data:legal-id', request.buyer.nit);
      }
      return {
        kind: 'wompi',
        url: `${WOMPI_CHECKOUT_URL}?${query.toString()}`,
        publicKey: settings.publicKey,
        currency: 'COP',
        amountInCents,
        reference: request.reference,
        integritySignature: signature,
        redirectUrl: request.responseUrl,
      };
    },

    verify({ body, headers }: IncomingNotice): VerifiedNotice {
      const expected = wompiEventChecksum(body, settings.eventsSecret);
      const given = (body as { signature?: { checksum?: unknown } })?.signature?.checksum;
      const header = headers['x-event-checksum'];
      if (!expected || !sameDigest(expected, given)) return { ok: false, reason: 'bad checksum' };
      // When the header is present it must say the same (docs: X-Event-Checksum).
      if (typeof header === 'string' && !sameDigest(expected, header))
        return { ok: false, reason: 'bad header' };
      const event = body as { event?: unknown; data?: { transaction?: WompiTransaction } };
      if (event.event !== 'transaction.updated') return { ok: false, reason: 'not a transaction event' };
      return verifiedOr(noticeOf(event.data?.transaction, body), 'unreadable event');
    },

    async lookup(attempt: AttemptKeys): Promise<LookupAnswer> {
      const base = apiBase(settings.publicKey);
      if (attempt.providerTransactionId) {
        const answer = (await fetchJson(
          `${base}/transactions/${encodeURIComponent(attempt.providerTransactionId)}`,
        )) as { data?: WompiTransaction } | null;
        return lookedUp(noticeOf(answer?.data, answer));
      }
      if (!settings.privateKey) return { found: false };
      const answer = (await fetchJson(
        `${base}/transactions?reference=${encodeURIComponent(attempt.reference)}`,
        {
          authorization: `Bearer ${settings.privateKey}`,
        },
      )) as { data?: WompiTransaction[] } | null;
      // Several tries under one reference: an approved one wins, else the newest.
      const list = answer?.data ?? [];
      const chosen = list.find((transaction) => transaction.status === 'APPROVED') ?? list[0];
      return lookedUp(noticeOf(chosen, answer));
    },
  };
}
