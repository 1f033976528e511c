import { readFile } from 'node:fs/promises';
import { read, utils } from '@e965/xlsx';
import { expect, test } from '@playwright/test';
import { demoAccumulatedMonth, signInAsDemoAdmin } from '../support/demo.ts';
import { chooseInScope } from '../support/dropdown.ts';
import { generateMonthReport, openStoredRunQuery } from '../support/stored-run-screens.ts';

test('[SETTLEMENT][ACCOUNTING]: post the month the demo payroll accumulated, reconcile it and download its Siigo file', async ({
  page,
}) => {
  await signInAsDemoAdmin(page);

  // The month of the payroll period the demo seed accumulated (which no journey undoes).
  const accumulated = await demoAccumulatedMonth(page);
  const { year, name: month } = accumulated;
  const period = `${year}-${String(accumulated.month).padStart(2, '0')}`;

  // The reconciliation of the demo's posted month: every difference 0, the Total row bold.
  await page.goto('/Accounting');
  await expect(page.getByRole('heading', { name: 'Liquidación de contabilidad' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Conciliación contable' });
  await expect(summary.getByRole('columnheader', { name: 'Valor contabilizado' })).toBeVisible();
  const total = summary.getByRole('row').filter({ hasText: /^Total/ });
  await expect(total.locator('strong')).toHaveText('Total');
  await expect(summary.locator('tr.q-row-warning')).toHaveCount(0);

  // Liquidar Contabilidad: process the month again through the shared settlement dialog.
  await page.getByRole('button', { name: 'Liquidar Contabilidad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Seleccionar calendario para liquidar Contabilidad' });
  await chooseInScope(page, dialog, 'Calendario', new RegExp(`${month}.*${year}`, 'i'));
  await dialog.getByRole('button', { name: 'Procesar', exact: true }).click();
  await expect(page.getByText('PROCESADO CON EXITO')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('table').locator('tbody tr').first()).toContainText('TERMINADO');
  await dialog.getByRole('button', { name: /^(Cerrar|Close)$/ }).click();

  // Plano Contable: the spec's default type (Siigo) as a workbook whose debits equal its credits.
  await page.getByRole('button', { name: 'Plano Contable' }).click();
  const file = page.getByRole('dialog', { name: 'Generar Plano Contable' });
  await file.getByRole('button', { name: 'Generar archivo' }).click();
  await expect(file.getByText('Seleccione un calendario de contabilidad')).toBeVisible();
  await chooseInScope(page, file, 'Calendario*', new RegExp(`${month}.*${year}`, 'i'));
  await expect(file.getByLabel('Tipo de plano contable*')).toBeVisible();
  await expect(file).toContainText('CTB - Plano contable Siigo');
  const downloading = page.waitForEvent('download');
  await file.getByRole('button', { name: 'Generar archivo' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`CTB_Siigo_Nube_${period}.xlsx`);
  await expect(page.getByText('Plano contable generado exitosamente')).toBeVisible();
  const workbook = read(await readFile(await download.path()));
  const rows = utils.sheet_to_json<unknown[]>(workbook.Sheets.Hoja1 ?? {}, { header: 1 });
  const [header, ...lines] = rows as unknown[][];
  expect(header).toHaveLength(27);
  expect(header?.[5]).toBe('Código cuenta contable');
  expect(lines.length).toBeGreaterThan(10);
  const sum = (index: number) =>
    Math.round(lines.reduce<number>((total, line) => total + Number(line[index] ?? 0), 0) * 100);
  expect(sum(21)).toBeGreaterThan(0);
  expect(sum(21)).toBe(sum(22));

  // Reporte detallado Contabilidad.
  const reportFile = await generateMonthReport(
    page,
    { button: 'Reporte detallado Contabilidad', dialog: 'Parámetros reporte detallado contabilidad' },
    accumulated,
  );
  expect((await reportFile).suggestedFilename()).toMatch(/^reporte_Contabilidad_.*\.xlsx$/);
  await expect(page.getByText('Reporte de Contabilidad generado exitosamente')).toBeVisible();

  // Consulta contabilidad: the month's postings, by calendar alone.
  await openStoredRunQuery(page, '/HistoricAccounting', 'Consulta contabilidad');
  await chooseInScope(
    page,
    page.locator('form.payroll-filters'),
    'Calendario',
    new RegExp(`${month}.*${year}`, 'i'),
  );
  await page.getByRole('button', { name: 'Consultar' }).click();
  const table = page.getByRole('table');
  await expect(table.locator('tbody tr').first()).toContainText('Procesado');
  await expect(table.getByText('510506', { exact: true }).first()).toBeVisible();
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  expect((await exported).suggestedFilename()).toMatch(/^ConsultaContabilidad_.*\.xlsx$/);
});
