import { expect, type Page, test } from '@playwright/test';
import { EMPLOYEE_MENU, submitSignIn, takeOwnClientAddress } from '../support/access.ts';

/** The seeded demo employee (apps/api/src/features/access/demo.seed.ts, decision 0015). */
const DEMO_EMPLOYEE = { email: 'empleado@demo.quincena.test', password: 'Demo.Empleado.2026' };

async function signInAsEmployee(page: Page) {
  await submitSignIn(page, DEMO_EMPLOYEE.email, DEMO_EMPLOYEE.password);
  await expect(page).toHaveURL(/\/Certificate$/);
}

test('[ACCESS][CLIENT_SCREENS]: an employee keeps to its four screens; any other route ends at /Login', async ({
  page,
}) => {
  await takeOwnClientAddress(page);
  await signInAsEmployee(page);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('link')).toHaveText(EMPLOYEE_MENU);

  for (const [label, path, heading] of [
    ['Comprobante', '/Voucher', 'Comprobantes de nómina'],
    ['Ingresos y retenciones', '/CIRVoucher', 'Comprobantes de ingresos y retenciones'],
    ['Gestión contraseña', '/PasswordManagement', 'Gestión de contraseña'],
    ['Certificado', '/Certificate', 'Certificados'],
  ] as const) {
    await menu.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }

  // The logo of an employee links to /Certificate.
  await page.getByRole('link', { name: 'Ir al inicio' }).click();
  await expect(page).toHaveURL(/\/Certificate$/);

  for (const forbidden of ['/Home', '/Employes', '/Users', '/TI']) {
    await page.goto(forbidden);
    await expect(page).toHaveURL(/\/Login$/);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await signInAsEmployee(page);
  }
});
