import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createJob, loadEmployeesThroughApi } from '../bulk-loads/bulk-support.ts';
import { signInAsAdminOfNewCompany } from '../payroll-config/admin-with-company.ts';
import { EMPLOYEE_MENU, signOut, submitSignIn } from '../support/access.ts';
import { chooseOption } from '../support/dropdown.ts';

test('[USERS][SELF_SERVICE]: an administrator gives an employee a self-service account, and the employee signs in with it', async ({
  page,
}) => {
  await signInAsAdminOfNewCompany(page);
  await createJob(page);
  const documentNumber = String(1_000_000_000 + Math.floor(Math.random() * 899_999_999));
  await loadEmployeesThroughApi(page, [{ documentNumber, firstName: 'Camila', firstSurname: 'Rojas' }]);

  await page.goto('/Users');
  await expect(page.getByRole('heading', { name: 'Usuarios autogestión' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cargar usuarios' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar usuario' });
  await expect(dialog).toBeVisible();

  // Spec 01 §5: employee, status, e-mail, password — in that order; the first status is preselected.
  const save = dialog.getByRole('button', { name: 'Guardar' });
  await save.click();
  await expect(page.getByText('Seleccionar código del empleado').first()).toBeVisible();
  await chooseOption(page, 'user-employee', new RegExp(`${documentNumber} - Camila Rojas`), documentNumber);
  await expect(dialog.locator('.p-dropdown:has(#user-status)')).toContainText('Activo');
  const email = `camila-${randomUUID().slice(0, 8)}@bodega.com.co`;
  await dialog.locator('#user-email').fill('camila');
  await save.click();
  await expect(page.getByText('Agregar correo valido').first()).toBeVisible();
  await dialog.locator('#user-email').fill(email);
  await save.click();
  await expect(page.getByText('Agregar contraseña').first()).toBeVisible();
  await dialog.locator('#user-password').fill('Camila.2026');
  await expect(dialog.getByTestId('password-strength')).toHaveText('Fuerte');
  await save.click();
  await expect(page.getByText('Usuario agregado exitosamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText(`${documentNumber} - Camila Rojas`);
  await expect(row).toContainText('Activo');

  // The employee signs in as CLIENT: terms first, then the self-service landing.
  await signOut(page);
  await submitSignIn(page, email, 'Camila.2026');
  const terms = page.getByRole('dialog', { name: 'Términos y condiciones' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(/\/Certificate$/);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('link')).toHaveText(EMPLOYEE_MENU);
  const session = await page.evaluate<{ role: string; employeeNumberId: string }>(
    "JSON.parse(localStorage.getItem('quincena.session') ?? '{}').session",
  );
  expect(session).toMatchObject({ role: 'CLIENT', employeeNumberId: documentNumber });
  await page.goto('/Users');
  await expect(page).toHaveURL(/\/Login$/);
});
