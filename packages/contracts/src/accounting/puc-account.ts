/**
 * Accounts of the Plan Único de Cuentas (PUC). Decreto 2650 de 1993 codes an account by levels: class (1 digit),
 * group (2), account (4), sub-account (6); each company adds auxiliaries below the sub-account (8 digits and more).
 * Postings go to an account or deeper, so a configured account has 4 to 12 digits and starts with its class.
 * An asterisk is the spec's placeholder (spec 03 §2.6): a prefix followed by asterisks ("2370*") or a lone "*"
 * marks an account still to be completed, and the table paints those rows as warnings.
 */
export const PUC_ACCOUNT_MAX_LENGTH = 12;
export const PUC_ACCOUNT_MIN_DIGITS = 4;
export const PUC_PLACEHOLDER = '*';

/** The nine classes of the PUC (Decreto 2650 de 1993, catálogo de cuentas). */
export const PUC_CLASSES: Readonly<Record<string, string>> = Object.freeze({
  '1': 'Activo',
  '2': 'Pasivo',
  '3': 'Patrimonio',
  '4': 'Ingresos',
  '5': 'Gastos',
  '6': 'Costos de ventas',
  '7': 'Costos de producción o de operación',
  '8': 'Cuentas de orden deudoras',
  '9': 'Cuentas de orden acreedoras',
});

const FULL_ACCOUNT = new RegExp(`^[1-9]\\d{${PUC_ACCOUNT_MIN_DIGITS - 1},${PUC_ACCOUNT_MAX_LENGTH - 1}}$`);
const PLACEHOLDER_ACCOUNT = /^(?:[1-9]\d*)?\*+$/;

/** True for a postable PUC account or a placeholder with asterisks, at most 12 characters. */
export function isPucAccount(value: string): boolean {
  if (value.length > PUC_ACCOUNT_MAX_LENGTH) return false;
  return FULL_ACCOUNT.test(value) || PLACEHOLDER_ACCOUNT.test(value);
}

/** True when the account still holds the asterisk placeholder (the warning rows of spec 03 §2.6). */
export function hasPlaceholder(value: string | null | undefined): boolean {
  return Boolean(value?.includes(PUC_PLACEHOLDER));
}

/** The class of an account by its first digit ("Gastos" for 510506), or null when it has none yet. */
export function pucClassOf(value: string): { code: string; name: string } | null {
  const first = value.trim().charAt(0);
  const name = PUC_CLASSES[first];
  return name ? { code: first, name } : null;
}
