import { expect, type Page, test } from '@playwright/test';
import { signInAsAdminOfNewCompany } from '../payroll-config/admin-with-company.ts';

async function choose(page: Page, inputId: string, option: string): Promise<void> {
  await page.locator('.p-dropdown', { has: page.locator(`#${inputId}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('[CONCEPTS][CREATE]: an administrator creates a fixed payroll concept from Fijas and finds it in the list', async ({
  page,
}) => {
  await signInAsAdminOfNewCompany(page);
  await page.goto('/NoveltiesStatic');
  await expect(page.getByRole('heading', { level: 1, name: 'Novedades fijas' })).toBeVisible();

  await page.getByRole('button', { name: 'Agregar concepto' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Ingrese el nombre del concepto')).toBeVisible();

  await dialog.getByLabel('Nombre *').fill('Auxilio de conectividad rural');
  await choose(page, 'concept-nature', 'Devengo');
  await choose(page, 'concept-salary', 'No salarial');
  await choose(page, 'concept-withholding', 'Sí');
  await choose(page, 'concept-dian', 'Auxilios');
  await dialog.getByRole('button', { name: 'Guardar' }).click();

  await expect(page.getByText('Concepto agregado exitosamente')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Auxilio de conectividad rural' })).toBeVisible();
});
