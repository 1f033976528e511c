import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const STRONG_PASSWORD = 'Quincena#2026';

/** The side menu of an employee's self-service (CLIENT) session: its four screens, in order. */
export const EMPLOYEE_MENU = ['Certificado', 'Comprobante', 'Ingresos y retenciones', 'Gestión contraseña'];

/**
 * Gives a test its own client address. The test server runs with TRUST_PROXY=true and keeps its
 * rate-limit windows per address, so journeys running side by side do not use up each other's
 * sign-in and registration allowance (one person at one computer never does this many at once).
 */
export async function takeOwnClientAddress(page: Page): Promise<void> {
  const bytes = randomUUID().replace(/-/g, '').slice(0, 6);
  const octets = [0, 2, 4].map((start) => Number.parseInt(bytes.slice(start, start + 2), 16));
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${octets.join('.')}` });
}

/** A fresh address per test, so journeys never share an account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@empresa-e2e.co`;
}

/** Ticks the ALTCHA check and waits until the proof of work is accepted. */
export async function passHumanCheck(page: Page): Promise<void> {
  const checkbox = page.getByRole('checkbox', { name: 'No soy un robot' });
  await expect(checkbox).toBeVisible();
  // The widget draws its tick over the input, so the label is what a person clicks.
  await page.getByText('No soy un robot').click();
  await expect(page.getByText('Verificado')).toBeVisible({ timeout: 30_000 });
}

/** Registers an administrator through /Register and returns to /Login. */
export async function registerAdmin(page: Page, email: string, password = STRONG_PASSWORD): Promise<void> {
  await page.goto('/Register');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.locator('#register-password').fill(password);
  await page.locator('#register-confirmation').fill(password);
  await passHumanCheck(page);
  await page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
  const terms = page.getByRole('dialog', { name: 'Términos y condiciones' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByTestId('register-success')).toContainText('creado exitosamente');
  await page.getByRole('button', { name: 'Ir a iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/Login$/);
}

/**
 * A new administrator registered from the test's own client address (`takeOwnClientAddress`), back on
 * /Login. Answers the e-mail, a fresh one with `prefix` unless the caller chose it.
 */
export async function registerNewAdmin(
  page: Page,
  prefix: string,
  email = uniqueEmail(prefix),
): Promise<string> {
  await takeOwnClientAddress(page);
  await registerAdmin(page, email);
  return email;
}

/** Fills the sign-in form, passes the human check and presses 'Iniciar sesión'. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  if (!/\/Login$/.test(page.url())) await page.goto('/Login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.locator('#login-password').fill(password);
  await passHumanCheck(page);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

/** Signs out through SALIR and its Sí/No confirmation. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'SALIR' }).click();
  await page.getByRole('button', { name: 'Sí' }).click();
  await expect(page).toHaveURL(/\/Login$/);
}
