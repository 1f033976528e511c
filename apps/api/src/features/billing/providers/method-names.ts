/**
 * How a person reads the payment method a provider reports: ePayco sends its franchise code
 * (`x_franchise`), Wompi its `payment_method_type`. One row a method, with the code each provider
 * gives it (null: that provider has no such method).
 */
const METHODS: readonly (readonly [name: string, epayco: string | null, wompi: string | null])[] = [
  ['Tarjeta de crédito', null, 'CARD'],
  ['Tarjeta de crédito Visa', 'VS', null],
  ['Tarjeta de crédito Mastercard', 'MC', null],
  ['Tarjeta de crédito American Express', 'AM', null],
  ['Tarjeta de crédito Diners Club', 'DC', null],
  ['Tarjeta de crédito Credencial', 'CR', null],
  ['PSE', 'PSE', 'PSE'],
  ['Efecty', 'EF', null],
  ['Gana', 'GA', null],
  ['Baloto', 'BA', null],
  ['Daviplata', 'DP', 'DAVIPLATA'],
  ['Nequi', 'NQ', 'NEQUI'],
  ['SafetyPay', 'SP', null],
  ['Botón Bancolombia', null, 'BANCOLOMBIA_TRANSFER'],
  ['QR Bancolombia', null, 'BANCOLOMBIA_QR'],
  ['Corresponsal Bancolombia', null, 'BANCOLOMBIA_COLLECT'],
  ['Puntos Colombia', null, 'PCOL'],
];

/** The method's name for the provider's code; an unknown code is shown as sent, none is null. */
export function methodName(provider: 'epayco' | 'wompi', code: string): string | null {
  if (!code) return null;
  const column = provider === 'epayco' ? 1 : 2;
  return METHODS.find((method) => method[column] === code)?.[0] ?? code;
}
