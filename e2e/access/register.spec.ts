import { expect, test } from '@playwright/test';
import {
  registerAdmin,
  STRONG_PASSWORD,
  signOut,
  submitSignIn,
  takeOwnClientAddress,
  uniqueEmail,
} from '../support/access.ts';
import { readVerificationCode } from '../support/outbox.ts';

test('[ACCESS][REGISTER]: a new administrator registers, verifies the e-mailed code and signs in', async ({
  page,
}) => {
  await takeOwnClientAddress(page);
  const email = uniqueEmail('registro');

  await page.goto('/Register');
  await page.locator('#register-password').fill('abc');
  await expect(page.getByTestId('password-strength')).toHaveText('Débil');
  await page.locator('#register-password').fill(STRONG_PASSWORD);
  await expect(page.getByTestId('password-strength')).toHaveText('Fuerte');

  await registerAdmin(page, email);

  // First sign-in: an administrator without a verified account lands on /Verification, with no menu.
  await submitSignIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/Verification$/);
  await expect(page.getByRole('heading', { name: 'Verificación de cuenta' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0);
  await expect(page.getByTestId('top-bar-user')).toHaveText(email);

  await page.getByRole('button', { name: 'Enviar código' }).click();
  const resend = page.getByRole('button', { name: /Solicitar un nuevo código en [12]:\d\d/ });
  await expect(resend).toBeDisabled();

  const code = await readVerificationCode(email);
  await page.getByLabel('Código de verificación').fill(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('heading', { name: 'Cuenta verificada exitosamente' })).toBeVisible();
  await expect(page).toHaveURL(/\/CompanyInfo$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Datos empresa' })).toBeVisible();

  // Verified now: the full administrator menu is there, and a new sign-in goes to /Home.
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('link')).toHaveText([
    'Inicio',
    'Empleados',
    'Liquidación',
    'Consultas',
    'Configuración empresa',
    'Autogestión',
    'Gestión usuarios',
    'Facturación y pagos',
    'Soporte',
  ]);
  await signOut(page);
  await submitSignIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/Home$/);
  await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();

  // The whole menu opens: each entry shows its first screen inside the shell.
  for (const [label, path, title] of [
    ['Empleados', '/Employes', 'Empleados'],
    ['Liquidación', '/Social_benefits', 'Novedades de retiros'],
    ['Consultas', '/OpenPayroll', 'Nómina abierta'],
    ['Configuración empresa', '/CompanyInfo', 'Datos empresa'],
    ['Autogestión', '/Certificate', 'Certificados'],
    ['Gestión usuarios', '/Users', 'Usuarios autogestión'],
    ['Facturación y pagos', '/PayOrder', 'Facturación'],
    ['Soporte', '/Support', 'Soporte'],
    ['Inicio', '/Home', 'Inicio'],
  ] as const) {
    await menu.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(menu.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  }
});
