import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { choose, signInAdminWithCompany, toast } from './accounting-support.ts';

const SCREENSHOTS = process.env.ACCOUNTING_SCREENSHOTS;

test('[ACCOUNTING][SETUP]: an administrator adds a cost centre, an account-plan row with a new third party, exports and deletes', async ({
  page,
}) => {
  // One journey through three screens on a shared, busy machine.
  test.setTimeout(300_000);
  await signInAdminWithCompany(page, 'contable');

  // Centro de costos (spec 03 §2.4): the checks in order, add, update.
  await page.goto('/AccountantCost_center');
  await expect(page.getByRole('heading', { name: 'Centro de costos' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const costDialog = page.getByRole('dialog', { name: 'Agregar centro de costos' });
  await costDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Seleccionar tipo de gasto')).toBeVisible();
  await choose(page, 'cost-centre-expense-type', 'Gastos operacionales de administración');
  await costDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Agregar nombre del centro de costos')).toBeVisible();
  await costDialog.getByLabel('Nombre').fill('Administración');
  await costDialog.getByLabel('Código').fill('ADM-01');
  await costDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Centro de costos agregado exitosamente')).toBeVisible();
  const costTable = page.getByRole('table');
  await expect(
    costTable.getByRole('row', { name: /Administración ADM-01 Gastos operacionales de administración/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Editar centro de costos ADM-01' }).click();
  const updateDialog = page.getByRole('dialog', { name: 'Actualizar centro de costos' });
  await updateDialog.getByLabel('Nombre').fill('Administración general');
  await updateDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Registro actualizado exitosamente')).toBeVisible();
  await expect(costTable.getByText('Administración general')).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/cost-centres.png`, fullPage: true });

  // Plan de cuentas (spec 03 §2.6): a 14630 row whose NIT is unknown, created through the nested dialog.
  await page.goto('/AccountantAccount_Plan');
  await expect(page.getByRole('heading', { name: 'Plan de cuentas' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const planDialog = page.getByRole('dialog', { name: 'Agregar Plan de cuentas contables' });
  await planDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Agregar cuenta 1')).toBeVisible();
  await choose(page, 'account-plan-concept', '101 - Aporte salud empleado', 'salud empleado');
  await planDialog.getByLabel('Cuenta 1').fill('237005');
  await expect(planDialog.getByText('Clase 2: Pasivo')).toBeVisible();
  await choose(page, 'account-plan-nature', 'Crédito');
  await choose(page, 'account-plan-voucherType', 'Nómina');
  await choose(page, 'account-plan-thirdPartyType', 'Tercero específico (NIT)');
  await planDialog.locator('#account-plan-nit').fill('890903938');
  await expect(
    planDialog.getByText('El NIT no está registrado como tercero. Agréguelo con el botón +'),
  ).toBeVisible();
  await planDialog.getByRole('button', { name: 'Crear Tercero' }).click();

  const thirdDialog = page.getByRole('dialog', { name: 'Crear Tercero' });
  await expect(thirdDialog.getByLabel('NIT *')).toHaveValue('890903938');
  await expect(thirdDialog.getByLabel('Dígito de verificación')).toHaveValue('8');
  await thirdDialog.getByLabel('Nombre').fill('Bancolombia S.A.');
  await thirdDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Tercero creado con éxito')).toBeVisible();
  await expect(thirdDialog).toHaveCount(0);
  await expect(planDialog.getByTestId('nit-valid')).toBeVisible();
  await expect(planDialog.getByLabel('Nombre empresa')).toHaveValue('Bancolombia S.A.');
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/account-plan-dialog.png` });
  await planDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Plan de cuenta agregado exitosamente')).toBeVisible();

  // A second row still to be completed: its Cuenta 1 placeholder paints the row as a warning.
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  await choose(page, 'account-plan-concept', '001 - Salario básico', 'salario básico');
  await planDialog.getByLabel('Cuenta 1').fill('5105*');
  await choose(page, 'account-plan-nature', 'Débito');
  await choose(page, 'account-plan-voucherType', 'Nómina');
  await choose(page, 'account-plan-thirdPartyType', 'Empleado');
  await planDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Plan de cuenta agregado exitosamente').last()).toBeVisible();
  const planTable = page.getByRole('table');
  await expect(planTable.locator('tr.q-row-warning')).toHaveCount(1);
  await expect(planTable.locator('tr.q-row-warning')).toContainText('5105*');
  await expect(planTable.getByText('890903938 - Bancolombia S.A.')).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/account-plan.png`, fullPage: true });

  // Exportar: a real workbook named PlanDeCuentasContables_<date>.xlsx.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^PlanDeCuentasContables_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(toast(page, 'Exportado con éxito')).toBeVisible();

  // Terceros (spec 03 §2.5): the new third party with its check digit; its delete is refused while used.
  await page.goto('/AccountantThird');
  const thirdTable = page.getByRole('table');
  await expect(
    thirdTable.getByRole('row', {
      name: /Número de identificación tributaria \(NIT\) 890903938 8 Bancolombia S\.A\./,
    }),
  ).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/third-parties.png`, fullPage: true });
  await page.getByRole('button', { name: 'Eliminar tercero 890903938' }).click();
  await page.getByRole('button', { name: 'Sí' }).click();
  await expect(
    toast(page, 'No se puede eliminar el tercero: lo usa 1 cuenta del plan de cuentas.'),
  ).toBeVisible();

  // Deleting the account-plan row frees the third party.
  await page.goto('/AccountantAccount_Plan');
  await page.getByRole('button', { name: 'Eliminar cuenta 237005 de Aporte salud empleado' }).click();
  await expect(page.getByText('¿Desea eliminar el plan de cuentas?')).toBeVisible();
  await page.getByRole('button', { name: 'Sí' }).click();
  await expect(toast(page, 'Plan de cuentas eliminado')).toBeVisible();
  await page.goto('/AccountantThird');
  await page.getByRole('button', { name: 'Eliminar tercero 890903938' }).click();
  await page.getByRole('button', { name: 'Sí' }).click();
  await expect(toast(page, 'Registro eliminado con éxito')).toBeVisible();

  await page.goto('/AccountantCost_center');
  await page.getByRole('button', { name: 'Eliminar centro de costos ADM-01' }).click();
  await expect(page.getByText('¿Desea eliminar el Centro de Costo?')).toBeVisible();
  await page.getByRole('button', { name: 'Sí' }).click();
  await expect(toast(page, 'Centro de costo eliminado')).toBeVisible();
  await expect(page.getByText('No se encontraron registros')).toBeVisible();

  // Cuentas sugeridas: the PUC rows of every concept, once; asked first.
  await page.goto('/AccountantAccount_Plan');
  await page.getByRole('button', { name: 'Cuentas sugeridas' }).click();
  await expect(page.getByText('¿Desea agregar las cuentas sugeridas del PUC')).toBeVisible();
  await page.getByRole('button', { name: 'Sí' }).click();
  await expect(toast(page, /Se agregaron \d+ cuentas sugeridas al plan de cuentas/)).toBeVisible();
  await page.getByRole('button', { name: 'Cuentas sugeridas' }).click();
  await page.getByRole('button', { name: 'Sí' }).click();
  await expect(toast(page, 'El plan de cuentas ya tenía todas las cuentas sugeridas')).toBeVisible();
});
