import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAsAdminOfNewCompany } from './admin-with-company.ts';

const PRESTACIONES = 'Pagos por prestaciones sociales';
const BONOS =
  'Pagos realizados con bonos electrónicos o de papel de servicio, cheques, tarjetas, vales, etc.';

test('[CIR_CONFIG][GROUPS]: an administrator moves a concept between groups and exports the configuration', async ({
  page,
}) => {
  await signInAsAdminOfNewCompany(page);
  await page.goto('/CIR');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configuración ingresos y retenciones' }),
  ).toBeVisible();
  const table = page.getByRole('table');
  // Groups start closed, each with its number of concepts.
  await expect(table.getByRole('row', { name: /Prima de servicios/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Expandir todo' }).click();
  const primaRow = table.getByRole('row', { name: /Prima de servicios/ });
  await expect(primaRow).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(PRESTACIONES) })).toContainText('1');

  // Delete asks first, with Sí / Cancelar.
  await primaRow.getByRole('button', { name: 'Eliminar Prima de servicios' }).click();
  await expect(page.getByText('¿Desea eliminar el concepto del grupo?')).toBeVisible();
  await page.getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByText('Concepto eliminado exitosamente')).toBeVisible();
  await expect(primaRow).toHaveCount(0);

  // The add dialog lists only concepts in no group.
  await page.getByRole('button', { name: `Agregar concepto a ${BONOS}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar concepto' });
  await expect(dialog.getByRole('option', { name: /Libranza/ })).toBeVisible();
  await expect(dialog.getByRole('option', { name: /Salario básico/ })).toHaveCount(0);
  await dialog.getByRole('option', { name: /Prima de servicios/ }).click();
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  await expect(page.getByText('Concepto agregado exitosamente')).toBeVisible();
  await expect(table.getByRole('row', { name: /Prima de servicios/ })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(BONOS.replace(/[.]/g, '\\.')) })).toContainText('1');

  await page.screenshot({ path: '.tmp/e2e-results/cir-config.png', fullPage: true });

  // 'Reporte de configuración' through the shared report dialog.
  await page.getByRole('button', { name: 'Reporte de configuración' }).click();
  const report = page.getByRole('dialog', { name: 'Parámetros reporte de configuración' });
  const downloading = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Generar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^reporteConfiguracionIngresos_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(page.getByText('Reporte de configuración generado exitosamente')).toBeVisible();

  // Column filters show only on screens 646 px wide or more.
  await expect(page.getByPlaceholder('Filtrar código')).toBeVisible();
  await page.setViewportSize({ width: 600, height: 900 });
  await expect(page.getByPlaceholder('Filtrar código')).toHaveCount(0);
});
