import type { Database } from '../../db/client.ts';
import { createEpaycoProvider } from './providers/epayco.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import { createSimulatorProvider } from './providers/simulator.ts';
import { createWompiProvider } from './providers/wompi.ts';

/** The settings of online payment (decision 0335), from PAYMENTS_PROVIDER and the provider's keys. */
export interface PaymentsConfig {
  /** null: online payment is not configured (Pagar answers so). */
  provider: 'simulator' | 'epayco' | 'wompi' | null;
  disabledMethods?: string[];
  epayco?: { customerId?: string; pKey?: string; publicKey?: string; test?: boolean };
  wompi?: { publicKey?: string; integritySecret?: string; eventsSecret?: string; privateKey?: string };
}

/**
 * The provider the settings name, or null with the reason when its keys are missing: the server
 * starts anyway and Pagar says payment is not configured (payroll never stops for billing).
 */
export function choosePaymentProvider(
  config: PaymentsConfig,
  deps: { db: Database; simulatorSecret: string },
): { provider: PaymentProvider | null; problem: string | null } {
  const disabledMethods = config.disabledMethods ?? [];
  switch (config.provider) {
    case null:
      return { provider: null, problem: null };
    case 'simulator':
      return {
        provider: createSimulatorProvider({ db: deps.db, secret: deps.simulatorSecret }),
        problem: null,
      };
    case 'epayco': {
      const { customerId, pKey, publicKey } = config.epayco ?? {};
      if (!customerId || !pKey || !publicKey) {
        return {
          provider: null,
          problem: 'PAYMENTS_PROVIDER=epayco needs EPAYCO_CUSTOMER_ID, EPAYCO_P_KEY and EPAYCO_PUBLIC_KEY',
        };
      }
      return {
        provider: createEpaycoProvider({
          customerId,
          pKey,
          publicKey,
          test: config.epayco?.test ?? false,
          disabledMethods,
        }),
        problem: null,
      };
    }
    case 'wompi': {
      const { publicKey, integritySecret, eventsSecret, privateKey } = config.wompi ?? {};
      if (!publicKey || !integritySecret || !eventsSecret) {
        return {
          provider: null,
          problem:
            'PAYMENTS_PROVIDER=wompi needs WOMPI_PUBLIC_KEY, WOMPI_INTEGRITY_SECRET and WOMPI_EVENTS_SECRET',
        };
      }
      return {
        provider: createWompiProvider({
          publicKey,
          integritySecret,
          eventsSecret,
          privateKey: privateKey ?? null,
          disabledMethods,
        }),
        problem: null,
      };
    }
  }
}
