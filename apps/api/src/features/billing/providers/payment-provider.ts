import { createHash, timingSafeEqual } from 'node:crypto';
import type { TCheckout, TPaymentProvider } from '@quincena/contracts/billing';

/** What a checkout needs to know of the attempt it opens (decision 0335). */
export interface CheckoutRequest {
  paymentId: number;
  reference: string;
  /** Whole pesos, as text ("123760"). */
  amount: string;
  /** "Servicio Quincena – enero 2026". */
  description: string;
  invoiceNumber: string;
  companyId: number;
  userId: number;
  buyer: { name: string; nit: string | null; checkDigit: string | null; address: string | null };
  /** Where the provider posts its notice (a public endpoint of this server). */
  confirmationUrl: string;
  /** Where the browser comes back to (/PayOrder?pago=<id>). */
  responseUrl: string;
  /** The simulator's unguessable checkout token (its page is bound to the attempt by it). */
  checkoutToken: string;
}

/** A provider's notice, once its signature checked out, in our terms. */
export interface PaymentNotice {
  providerTransactionId: string;
  reference: string;
  /** Pesos as the provider sent them ("123760.00"), compared exactly with the attempt's amount. */
  amount: string;
  currency: string;
  /** PAG approved, REF rejected/failed/voided, PEN still pending at the provider. */
  status: 'PAG' | 'REF' | 'PEN';
  method: string | null;
  raw: unknown;
}

export type VerifiedNotice = { ok: true; notice: PaymentNotice } | { ok: false; reason: string };

/** What the provider answers about a reference it was asked for (reconciliation). */
export type LookupAnswer = { found: true; notice: PaymentNotice } | { found: false };

/** A notice read from a signed body, or why the body was refused (unreadable once the signature held). */
export const verifiedOr = (notice: PaymentNotice | null, reason: string): VerifiedNotice =>
  notice ? { ok: true, notice } : { ok: false, reason };

/** A provider's answer read as a notice: found when it could be read. */
export const lookedUp = (notice: PaymentNotice | null): LookupAnswer =>
  notice ? { found: true, notice } : { found: false };

export interface IncomingNotice {
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/** The part of an attempt a lookup can go by. */
export interface AttemptKeys {
  reference: string;
  providerTransactionId: string | null;
}

/** One interface for ePayco, Wompi and the local simulator. */
export interface PaymentProvider {
  readonly name: TPaymentProvider;
  /** What the browser may know: public key, checkout address, hidden methods, test mode. */
  publicSettings(): {
    publicKey: string | null;
    checkoutUrl: string;
    disabledMethods: string[];
    test: boolean;
  };
  checkout(request: CheckoutRequest): TCheckout;
  /** Checks the notice's signature and reads it; never trusts a field before that. */
  verify(notice: IncomingNotice): VerifiedNotice;
  lookup(attempt: AttemptKeys): Promise<LookupAnswer>;
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Compares two hex digests in constant time, case-insensitively. */
export function sameDigest(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected.toLowerCase());
  const b = Buffer.from(given.trim().toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A field of a form or JSON object as text ('' when absent). */
export function field(body: unknown, name: string): string {
  if (!body || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** GET a provider's JSON with a bound on the wait (a hung provider must not stall reconciliation). */
export async function fetchJson(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`payment provider answered ${response.status} for ${url}`);
  return response.json();
}
