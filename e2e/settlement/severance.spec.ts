import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { companyWithEmployees, toast } from '../novelties/novelties-support.ts';
import { payrollFromFirstHire, runProcess } from '../support/processes.ts';

test('[SETTLEMENT][SEVERANCE]: the year’s payroll accumulated, the consignment is processed and its flat file downloaded', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { contracts } = await companyWithEmployees(page);
  // The whole year of payroll accumulated through the API, in order: the consignment reads December.
  // A period before every contract settles nobody and stays open: the year starts at the first hire.
  for (const calendar of await payrollFromFirstHire(page, contracts)) {
    await runProcess(page, calendar.id, 'PRO');
    await runProcess(page, calendar.id, 'CLO');
  }

  await page.goto('/Severance');
  await expect(page.getByRole('heading', { level: 1, name: 'Liquidación de cesantías' })).toBeVisible();
  await page.getByRole('button', { name: 'Liquidar consignación' }).click();
  const dialog = page.getByRole('dialog', { name: 'Liquidar consignación' });
  await dialog.locator('.p-dropdown', { has: page.getByLabel('Calendario', { exact: true }) }).click();
  await page
    .locator('.p-dropdown-panel')
    .getByRole('option', { name: /Cesantías 2026/ })
    .click();
  await dialog.getByRole('button', { name: 'Procesar', exact: true }).click();
  await expect(page.getByText('PROCESADO CON EXITO')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.locator('tbody tr').first()).toContainText('TERMINADO');
  await dialog.getByRole('button', { name: /^(Cerrar|Close)$/ }).click();

  // Reporte plano cesantías: one line per employee with the fund, the days and the value.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Reporte plano cesantías' }).click();
  const file = await download;
  await expect(toast(page, 'Plano de cesantías generado exitosamente')).toBeVisible();
  expect(file.suggestedFilename()).toMatch(/^PlanoCesantias_\d+_2026\.csv$/);
  const text = readFileSync(await file.path(), 'utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text
    .replace(/^\uFEFF/, '')
    .slice(0, -2)
    .split('\r\n');
  expect(lines[0]?.split(';')).toEqual([
    'Código fondo',
    'NIT fondo',
    'Fondo',
    'Tipo documento',
    'Documento',
    'Nombre',
    'Días',
    'Base',
    'Valor cesantías',
  ]);
  expect(lines).toHaveLength(contracts.length + 1);
  for (const contract of contracts) {
    const cells = lines.find((line) => line.split(';')[4] === contract.documentNumber)?.split(';');
    expect(cells, contract.documentNumber).toBeDefined();
    const [, , , , , , days, base, value] = cells as string[];
    // Cesantías = base × days / 360 (CST art. 249), to the peso.
    expect(Number(value)).toBe(Math.round((Number(base) * Number(days)) / 360));
    expect(Number(days)).toBeGreaterThan(0);
  }
});
