import type { TCheckout } from '@quincena/contracts/billing';
import { methodName } from './method-names.ts';
import {
  type AttemptKeys,
  type CheckoutRequest,
  fetchJson,
  field,
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
 * ePayco's hosted (standard) checkout and its confirmation POST (decision 0335). Sources:
 * https://docs.epayco.com/docs/checkout-respuesta-y-confirmacion (confirmation fields, signature,
 * the query endpoint https://secure.epayco.co/validation/v1/reference/{ref_payco}).
 */
export interface EpaycoSettings {
  /** P_CUST_ID_CLIENTE: the merchant's customer id. */
  customerId: string;
  /** P_KEY: the key that signs confirmations (never sent to the browser). */
  pKey: string;
  /** PUBLIC_KEY of the checkout. */
  publicKey: string;
  /** Test mode (the checkout's `test` flag); off in production. */
  test: boolean;
  disabledMethods: string[];
}

export const EPAYCO_CHECKOUT_SCRIPT = 'https://checkout.epayco.co/checkout.js';
const EPAYCO_QUERY = 'https://secure.epayco.co/validation/v1/reference/';

/**
 * x_signature = SHA256(p_cust_id_cliente^p_key^x_ref_payco^x_transaction_id^x_amount^x_currency_code),
 * the fields as received (docs.epayco.com, "URL de Confirmación").
 */
export function epaycoSignature(
  settings: Pick<EpaycoSettings, 'customerId' | 'pKey'>,
  fields: { refPayco: string; transactionId: string; amount: string; currency: string },
): string {
  return sha256Hex(
    [
      settings.customerId,
      settings.pKey,
      fields.refPayco,
      fields.transactionId,
      fields.amount,
      fields.currency,
    ].join('^'),
  );
}

/**
 * x_cod_transaction_state (x_cod_response): 1 Aceptada, 2 Rechazada, 3 Pendiente, 4 Fallida,
 * 6 Reversada, 7 Retenida, 8 Iniciada, 9 Expirada, 10 Abandonada, 11 Cancelada, 12 Antifraude.
 * Held and started transactions may still end either way: pending for us.
 */
export function epaycoStatus(code: string): 'PAG' | 'REF' | 'PEN' | null {
  switch (code) {
    case '1':
      return 'PAG';
    case '3':
    case '7':
    case '8':
      return 'PEN';
    case '2':
    case '4':
    case '6':
    case '9':
    case '10':
    case '11':
    case '12':
      return 'REF';
    default:
      return null;
  }
}

function noticeOf(body: unknown): PaymentNotice | null {
  const status = epaycoStatus(field(body, 'x_cod_transaction_state') || field(body, 'x_cod_response'));
  const reference = field(body, 'x_id_invoice') || field(body, 'x_extra1');
  const refPayco = field(body, 'x_ref_payco');
  if (!status || !reference || !refPayco) return null;
  return {
    providerTransactionId: refPayco,
    reference,
    amount: field(body, 'x_amount'),
    currency: field(body, 'x_currency_code').toUpperCase(),
    status,
    method: methodName('epayco', field(body, 'x_franchise')),
    raw: body,
  };
}

export function createEpaycoProvider(settings: EpaycoSettings): PaymentProvider {
  return {
    name: 'epayco',
    publicSettings: () => ({
      publicKey: settings.publicKey,
      checkoutUrl: EPAYCO_CHECKOUT_SCRIPT,
      disabledMethods: settings.disabledMethods,
      test: settings.test,
    }),

    checkout(request: CheckoutRequest): TCheckout {
      const nit = request.buyer.nit ? `${request.buyer.nit}${request.buyer.checkDigit ?? ''}` : '';
      return {
        kind: 'epayco',
        scriptUrl: EPAYCO_CHECKOUT_SCRIPT,
        publicKey: settings.publicKey,
        test: settings.test,
        // The fields of ePayco's standard checkout (spec 03 §7.10: currency cop, country co, lang es,
        // confirmation and response, billing data, extras with the transaction, history, company, user).
        data: {
          name: request.description,
          description: `${request.description} (factura ${request.invoiceNumber})`,
          invoice: request.reference,
          currency: 'cop',
          amount: request.amount,
          tax_base: '0',
          tax: '0',
          country: 'co',
          lang: 'es',
          external: 'false',
          confirmation: request.confirmationUrl,
          response: request.responseUrl,
          name_billing: request.buyer.name,
          address_billing: request.buyer.address ?? '',
          type_doc_billing: 'nit',
          number_doc_billing: nit,
          extra1: request.reference,
          extra2: String(request.paymentId),
          extra3: String(request.companyId),
          extra4: String(request.userId),
          methodsDisable: settings.disabledMethods,
        },
      };
    },

    verify({ body }: IncomingNotice): VerifiedNotice {
      const expected = epaycoSignature(settings, {
        refPayco: field(body, 'x_ref_payco'),
        transactionId: field(body, 'x_transaction_id'),
        amount: field(body, 'x_amount'),
        currency: field(body, 'x_currency_code'),
      });
      if (!sameDigest(expected, field(body, 'x_signature'))) return { ok: false, reason: 'bad signature' };
      if (field(body, 'x_cust_id_cliente') && field(body, 'x_cust_id_cliente') !== settings.customerId) {
        return { ok: false, reason: 'another merchant' };
      }
      return verifiedOr(noticeOf(body), 'unreadable notice');
    },

    async lookup(attempt: AttemptKeys): Promise<LookupAnswer> {
      // ePayco is asked by its own reference (ref_payco), known once a notice or the return brought it.
      if (!attempt.providerTransactionId) return { found: false };
      const answer = (await fetchJson(
        `${EPAYCO_QUERY}${encodeURIComponent(attempt.providerTransactionId)}`,
      )) as {
        success?: boolean;
        data?: unknown;
      } | null;
      if (!answer?.success || !answer.data) return { found: false };
      return lookedUp(noticeOf(answer.data));
    },
  };
}
