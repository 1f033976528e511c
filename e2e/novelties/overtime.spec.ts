import { expect, test } from '@playwright/test';
import {
  choose,
  chosenText,
  companyWithEmployees,
  currentPeriodLabel,
  dayToRecord,
  noveltyCount,
  shown,
  toast,
  typeDate,
  typeNumber,
} from './novelties-support.ts';

test('[NOVELTIES][OVERTIME]: an administrator adds, edits and deletes overtime hours', async ({ page }) => {
  const { contracts, calendars } = await companyWithEmployees(page);
  const contract = contracts[0]!;
  const { calendar, day } = dayToRecord(contract, calendars);

  await page.goto('/Novelties');
  await expect(page).toHaveURL(/\/NoveltiesOvertime$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Horas extra y recargos' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Horas extra y recargos', exact: true }).last(),
  ).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Agregar horas extra' });
  // A new novelty starts in today's open period (the list is newest first, with each period's state).
  await expect(chosenText(page, 'overtime-calendar')).toHaveText(currentPeriodLabel(calendars));

  await choose(page, 'overtime-calendar', `${calendar.id} - ${calendar.detail}`);
  await add.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Seleccione un empleado')).toBeVisible();
  await choose(page, 'overtime-contract', `${contract.contractId} - ${contract.documentNumber}`);
  await choose(page, 'overtime-concept', '003 - Hora extra diurna');
  await typeNumber(page, 'overtime-hours', '2,5');
  await typeDate(page, 'overtime-date', day);
  await add.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Horas extra agregadas exitosamente')).toBeVisible();
  await expect(add).toBeHidden();

  const table = page.getByLabel('Horas extra y recargos', { exact: true }).getByRole('table');
  const row = table.getByRole('row').filter({ hasText: contract.documentNumber });
  await expect(row).toContainText('2,5');
  await expect(row).toContainText(shown(day));

  await row.getByRole('button', { name: /^Editar horas extra/ }).click();
  const edit = page.getByRole('dialog', { name: 'Actualizar horas extra' });
  await expect(edit.locator('#overtime-hours')).toHaveValue('2,5');
  await typeNumber(page, 'overtime-hours', '3,25');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Horas extra actualizadas exitosamente')).toBeVisible();
  await expect(row).toContainText('3,25');

  await row.getByRole('button', { name: /^Eliminar horas extra/ }).click();
  await expect(page.getByText('¿Desea eliminar las horas extra?')).toBeVisible();
  await page.getByRole('button', { name: 'Sí' }).click();
  await expect(toast(page, 'Horas extra eliminadas exitosamente')).toBeVisible();
  await expect(table.getByText('No se encontraron registros')).toBeVisible();
  expect(await noveltyCount(page, '/api/novelties/overtime')).toBe(0);
});
