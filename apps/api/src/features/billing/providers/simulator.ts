import { createHmac } from 'node:crypto';
import type { TCheckout } from '@quincena/contracts/billing';
import type { Database } from '../../../db/client.ts';
import { simulatedOf } from '../payments.repository.ts';
import {
  type AttemptKeys,
  type CheckoutRequest,
  field,
  type IncomingNotice,
  type LookupAnswer,
  type PaymentNotice,
  type PaymentProvider,
  sameDigest,
  type VerifiedNotice,
} from './payment-provider.ts';

/** Where this server shows the simulator's checkout page (outside /api: it is a page, not the API). */
export const PAYMENT_SIMULATOR_PATH = '/simulador-pagos';

export type SimulatedStatus = 'APPROVED' | 'DECLINED' | 'PENDING';

/** The simulator's notice, as its page sends it to our confirmation endpoint. */
export interface SimulatorNotice {
  transactionId: string;
  reference: string;
  amount: string;
  currency: 'COP';
  status: SimulatedStatus;
  method: string;
  signature: string;
}

/** HMAC-SHA256 over the notice's fields with the simulator's own secret (a stranger cannot forge it). */
export function simulatorSignature(secret: string, notice: Omit<SimulatorNotice, 'signature'>): string {
  const text = [notice.transactionId, notice.reference, notice.amount, notice.currency, notice.status].join(
    '|',
  );
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

const statusOf = (status: string): PaymentNotice['status'] | null =>
  status === 'APPROVED' ? 'PAG' : status === 'DECLINED' ? 'REF' : status === 'PENDING' ? 'PEN' : null;

/**
 * The local payment simulator (decision 0335): a checkout page on this server, a signed notice to
 * our own confirmation endpoint, and a lookup that answers a pending payment's final outcome, so
 * reconciliation has something to settle.
 */
export function createSimulatorProvider(deps: { db: Database; secret: string }): PaymentProvider {
  return {
    name: 'simulator',
    publicSettings: () => ({
      publicKey: null,
      checkoutUrl: PAYMENT_SIMULATOR_PATH,
      disabledMethods: [],
      test: true,
    }),

    checkout(request: CheckoutRequest): TCheckout {
      // Same origin as the web app, so it works on whatever address the browser uses.
      return { kind: 'simulator', url: `${PAYMENT_SIMULATOR_PATH}/${request.checkoutToken}` };
    },

    verify({ body }: IncomingNotice): VerifiedNotice {
      const notice = {
        transactionId: field(body, 'transactionId'),
        reference: field(body, 'reference'),
        amount: field(body, 'amount'),
        currency: 'COP' as const,
        status: field(body, 'status') as SimulatedStatus,
        method: field(body, 'method'),
      };
      if (field(body, 'currency') !== 'COP') return { ok: false, reason: 'currency' };
      if (!sameDigest(simulatorSignature(deps.secret, notice), field(body, 'signature'))) {
        return { ok: false, reason: 'bad signature' };
      }
      const status = statusOf(notice.status);
      if (!status || !notice.transactionId || !notice.reference) return { ok: false, reason: 'unreadable' };
      return {
        ok: true,
        notice: {
          providerTransactionId: notice.transactionId,
          reference: notice.reference,
          amount: notice.amount,
          currency: notice.currency,
          status,
          method: notice.method || null,
          raw: body,
        },
      };
    },

    async lookup(attempt: AttemptKeys): Promise<LookupAnswer> {
      const row = await simulatedOf(deps.db, attempt.reference);
      if (!row) return { found: false };
      // A payment left pending ends as the page recorded for it.
      const status = row.status === 'PENDING' ? row.finalStatus : row.status;
      return {
        found: true,
        notice: {
          providerTransactionId: row.transactionId,
          reference: row.reference,
          amount: row.amount,
          currency: 'COP',
          status: statusOf(status) ?? 'PEN',
          method: row.method,
          raw: { lookup: 'simulator', status },
        },
      };
    },
  };
}
