import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser, openCheckout } from './checkout.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  delete (window as unknown as { ePayco?: unknown }).ePayco;
});

describe('opening the provider’s checkout (decision 0335)', () => {
  it('sends the browser to the simulator’s page and to Wompi’s web checkout', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await openCheckout({ kind: 'simulator', url: '/simulador-pagos/abc' });
    await openCheckout({
      kind: 'wompi',
      url: 'https://checkout.wompi.co/p/?public-key=pub_test_x',
      publicKey: 'pub_test_x',
      currency: 'COP',
      amountInCents: 1_071_000,
      reference: 'QE2-1',
      integritySignature: 'f'.repeat(64),
      redirectUrl: 'http://127.0.0.1:3210/PayOrder?pago=9',
    });
    expect(assign.mock.calls).toEqual([
      ['/simulador-pagos/abc'],
      ['https://checkout.wompi.co/p/?public-key=pub_test_x'],
    ]);
  });

  it('loads ePayco’s script and opens its checkout with the public key and the answer’s data', async () => {
    const open = vi.fn();
    const configure = vi.fn(() => ({ open }));
    const data = { name: 'Servicio Quincena – marzo 2026', amount: '10710', currency: 'cop', lang: 'es' };
    const opening = openCheckout({
      kind: 'epayco',
      scriptUrl: 'https://checkout.epayco.co/checkout.js',
      publicKey: 'pk_publica',
      test: false,
      data,
    });
    const script = document.head.querySelector('script') as HTMLScriptElement;
    expect(script.src).toBe('https://checkout.epayco.co/checkout.js');
    (window as unknown as { ePayco: unknown }).ePayco = { checkout: { configure } };
    script.dispatchEvent(new Event('load'));
    await opening;
    expect(configure).toHaveBeenCalledWith({ key: 'pk_publica', test: false });
    expect(open).toHaveBeenCalledWith(data);
  });
});
