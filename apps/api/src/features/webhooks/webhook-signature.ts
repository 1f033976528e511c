import { createHmac, randomBytes } from 'node:crypto';

/**
 * The signature scheme (decision 0338, docs/api-map.md): HMAC-SHA256 (RFC 2104 / FIPS 198-1) keyed
 * with the endpoint's secret (its UTF-8 text, prefix included) over `<timestamp>.<body>`, where the
 * timestamp is the Unix seconds sent in Quincena-Webhook-Timestamp and the body is the exact bytes
 * sent. Header value: `v1=<lowercase hex>`; the version lets a later scheme sit beside this one.
 */
export const SIGNATURE_VERSION = 'v1';

export const WEBHOOK_HEADERS = {
  id: 'quincena-webhook-id',
  timestamp: 'quincena-webhook-timestamp',
  signature: 'quincena-webhook-signature',
  delivery: 'quincena-webhook-delivery',
} as const;

export function signWebhook(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `${SIGNATURE_VERSION}=${mac}`;
}

/** A new signing secret: 32 random bytes, prefixed so it is recognisable in an integrator's vault. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}
