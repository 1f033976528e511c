import { expect, type Page, test } from '@playwright/test';
import { submitSignIn, takeOwnClientAddress } from '../support/access.ts';
import { verifiedNewAdmin } from '../support/company.ts';
import { DEMO_ADMIN } from '../support/demo.ts';
import { TI_OPERATOR_EMAIL } from '../support/environment.ts';

async function choose(page: Page, label: string, option: string) {
  await page.locator('.p-dropdown', { has: page.getByLabel(label, { exact: true }) }).click();
  const panel = page.locator('.p-dropdown-panel');
  await panel
    .getByRole('option', { name: new RegExp(option) })
    .first()
    .click();
  await expect(panel).toBeHidden();
}

test('[TI]: the installation operator checks the process queue and re-applies the reference lists', async ({
  page,
}) => {
  await verifiedNewAdmin(page, 'operador-ti', { email: TI_OPERATOR_EMAIL });
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'TI', exact: true })
    .click();
  await expect(page).toHaveURL(/\/TI$/);
  await expect(page.getByRole('heading', { name: 'Administración instancias' })).toBeVisible();

  const accept = page.getByRole('button', { name: 'Aceptar' });
  await expect(accept).toBeDisabled();
  await choose(page, 'Instancia', 'Esta instalación');
  await expect(accept).toBeDisabled();
  await choose(page, 'Acción', 'Estado de los procesos');
  await accept.click();
  await expect(page.getByText(/Cola de procesos \(en el mismo servidor\): \d+ pendientes/)).toBeVisible();

  await choose(page, 'Acción', 'Reaplicar listas de referencia');
  await accept.click();
  await expect(page.getByText('Las listas de referencia ya estaban al día.')).toBeVisible();
});

test('[TI]: the demo administrator, whose password is published, does not operate the installation', async ({
  page,
}) => {
  await takeOwnClientAddress(page);
  await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/Home$/);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('link', { name: 'Empleados', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'TI', exact: true })).toHaveCount(0);
  await page.goto('/TI');
  await expect(page).toHaveURL(/\/Home$/);
});
