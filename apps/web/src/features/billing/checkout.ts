import type { TCheckout } from '@quincena/contracts/billing';

/** The part of ePayco's checkout.js the app uses (https://docs.epayco.com, "Checkout estándar"). */
interface EpaycoGlobal {
  checkout: {
    configure(options: { key: string; test: boolean }): {
      open(data: Record<string, string | string[]>): void;
    };
  };
}

/** Loads a provider's script once; resolves when it has run. */
function loadScript(url: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${url}"]`);
  if (existing?.dataset.loaded === 'true') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => reject(new Error(url)));
    if (!existing) {
      script.src = url;
      script.async = true;
      document.head.append(script);
    }
  });
}

/** Where the browser goes (the simulator's page, Wompi's web checkout); replaceable in tests. */
export const browser = {
  assign: (url: string) => window.location.assign(url),
};

/**
 * Opens the provider's checkout as the server answered it (decision 0335): the simulator's page and
 * Wompi's web checkout are navigations; ePayco's is its script's dialog. Each provider sends the
 * browser back to /PayOrder?pago=<id>.
 */
export async function openCheckout(checkout: TCheckout): Promise<void> {
  if (checkout.kind === 'epayco') {
    await loadScript(checkout.scriptUrl);
    const epayco = (window as unknown as { ePayco?: EpaycoGlobal }).ePayco;
    if (!epayco) throw new Error('ePayco checkout not loaded');
    epayco.checkout.configure({ key: checkout.publicKey, test: checkout.test }).open(checkout.data);
    return;
  }
  browser.assign(checkout.url);
}
