import { expect, test } from '@playwright/test';
import { signInAsAdminOfNewCompany } from './admin-with-company.ts';

test('[PAYROLL_CONFIG][SAVE]: an administrator reviews the defaults, saves a change and is told when nothing changed', async ({
  page,
}) => {
  await signInAsAdminOfNewCompany(page);
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/payroll-config'))
      saves.push(request.url());
  });

  await page.goto('/Payroll');
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración de nómina' })).toBeVisible();
  for (const card of [
    'Ausentismos',
    'Vacaciones',
    'Prestaciones de ley',
    'Auxilio de transporte',
    'Aportes y parámetros de liquidación',
    'Pagos retroactivos',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: card })).toBeVisible();
  }
  // The documented defaults are there before anyone saved.
  await expect(page.locator('#payroll-config-sickPayDays1And2')).toHaveValue(/^Dos terceras partes/);
  await expect(page.locator('#payroll-config-cesantiasInterestPayment')).toHaveValue(
    'En enero (hasta el 31 de enero)',
  );
  // Retroactive contributions default to the periods they belong to (decision 0341).
  await expect(page.locator('#payroll-config-retroactiveContributions')).toHaveValue(
    'En los períodos a que corresponde (planilla de corrección N)',
  );
  // The transport card: figures in force and its concept table.
  const transport = page.getByRole('region', { name: 'Auxilio de transporte' });
  await expect(transport.getByRole('cell', { name: 'Auxilio de transporte', exact: true })).toBeVisible();
  // Concepts by their display codes (decision 0314), never the engine's identifiers.
  await expect(transport.getByRole('cell', { name: '011', exact: true })).toBeVisible();
  await expect(transport).not.toContainText('CONNECTIVITY_AID');

  const save = page.getByRole('button', { name: 'Guardar' });
  await save.click();
  await expect(page.getByText('Nada por actualizar')).toBeVisible();
  expect(saves).toHaveLength(0);

  const december = page.locator('.p-dropdown', { has: page.locator('#payroll-config-primaDecemberPayment') });
  await december.click();
  await page.getByRole('option', { name: 'Segunda quincena del mes' }).click();
  await save.click();
  await expect(page.getByText('Configuración de nómina actualizada exitosamente')).toBeVisible();
  expect(saves).toHaveLength(1);

  await page.screenshot({ path: '.tmp/e2e-results/payroll-config.png', fullPage: true });

  await page.reload();
  await expect(page.locator('#payroll-config-primaDecemberPayment')).toHaveValue('Segunda quincena del mes');

  // An emptied select disables Guardar (spec 01 §5).
  await page
    .locator('.payroll-config__field', { has: page.locator('#payroll-config-vacationPayDay31') })
    .locator('.p-dropdown-clear-icon')
    .click();
  await expect(page.getByText('Seleccione una opción', { exact: true })).toBeVisible();
  await expect(save).toBeDisabled();
});
