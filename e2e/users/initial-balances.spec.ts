import { expect, test } from '@playwright/test';
import { createJob, loadEmployeesThroughApi } from '../bulk-loads/bulk-support.ts';
import { signInAsAdminOfNewCompany } from '../payroll-config/admin-with-company.ts';
import { chooseOption } from '../support/dropdown.ts';

/**
 * Kept beside the self-service journey (the folders this work owns); /InitialBalance is the second
 * tab of the employees area (spec 03 §2.9).
 */
test('[INITIAL_BALANCES][CRUD]: an administrator records, edits and deletes the initial balances of a contract', async ({
  page,
}) => {
  await signInAsAdminOfNewCompany(page);
  await createJob(page);
  const documentNumber = String(1_000_000_000 + Math.floor(Math.random() * 899_999_999));
  await loadEmployeesThroughApi(page, [{ documentNumber, firstName: 'Julián', firstSurname: 'Mora' }]);

  await page.goto('/InitialBalance');
  await expect(page.getByRole('heading', { name: 'Saldos iniciales' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar' }).click();
  const create = page.getByRole('dialog', { name: 'Crear saldo inicial' });
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Seleccione el empleado').first()).toBeVisible();

  await chooseOption(page, 'balance-contract', new RegExp(`${documentNumber} - Julián Mora`), documentNumber);
  const cutOff = create.locator('#balance-cut-off');
  await cutOff.fill('31-01-2026');
  // Picking the day closes the calendar panel (Escape would close the dialog itself).
  await page
    .locator('.p-datepicker-calendar td:not(.p-datepicker-other-month)')
    .getByText('31', { exact: true })
    .click();
  await expect(cutOff).toHaveValue('31-01-2026');
  await create.locator('#balance-EPS-days').fill('30');
  await create.locator('#balance-EPS-amount').fill('2500000');
  await create.locator('#balance-VACATION-days').fill('7,5');
  await create.locator('#balance-VACATION-amount').fill('625000');
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Saldo inicial agregado exitosamente')).toBeVisible();
  await expect(create).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(documentNumber) });
  await expect(row).toContainText('Julián Mora');
  await expect(row).toContainText('31-01-2026');
  await expect(row).toContainText('$ 2.500.000');
  await expect(row).toContainText('$ 625.000');

  await row.getByRole('button', { name: /^Editar/ }).click();
  const edit = page.getByRole('dialog', { name: 'Editar saldo inicial' });
  await expect(edit).toContainText(`${documentNumber} - Julián Mora`);
  await edit.locator('#balance-PRIMA-days').fill('30');
  await edit.locator('#balance-PRIMA-amount').fill('208333');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Saldo inicial actualizado exitosamente')).toBeVisible();
  await expect(row).toContainText('$ 208.333');

  await row.getByRole('button', { name: /^Eliminar/ }).click();
  const confirm = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog', { name: 'Eliminar saldo inicial' }));
  await expect(confirm).toContainText('¿Desea eliminar el saldo inicial?');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Saldo inicial eliminado exitosamente')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(documentNumber) })).toHaveCount(0);
});
