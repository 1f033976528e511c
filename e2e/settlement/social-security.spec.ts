import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { REGISTRO_TIPO_1, REGISTRO_TIPO_2 } from '@quincena/pila';
import { demoAccumulatedMonth, signInAsDemoAdmin } from '../support/demo.ts';
import { chooseInScope } from '../support/dropdown.ts';
import { generateMonthReport, openStoredRunQuery } from '../support/stored-run-screens.ts';

/** A field of a fixed-width record by its official number (1-based start and length of the layout). */
function field(record: string, layout: typeof REGISTRO_TIPO_2, number: number): string {
  const spec = layout.fields.find((candidate) => candidate.number === number);
  if (!spec) throw new Error(`Campo ${number} no está en ${layout.name}`);
  return record.slice(spec.start - 1, spec.start - 1 + spec.length).trim();
}

test('[SETTLEMENT][SOCIAL_SECURITY]: process the month the demo payroll accumulated and download its planilla', async ({
  page,
}) => {
  await signInAsDemoAdmin(page);

  // The month of the payroll period the demo seed accumulated (which no journey undoes).
  const accumulated = await demoAccumulatedMonth(page);
  const { year, name: month } = accumulated;

  await page.goto('/SocialSecurity');
  await expect(page.getByRole('heading', { name: 'Liquidación de seguridad social' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Aportes a seguridad social' }).locator('canvas'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Liquidar Seguridad Social' }).click();
  const dialog = page.getByRole('dialog', { name: 'Liquidar Seguridad Social' });
  const file = dialog.getByRole('button', { name: 'Archivo plano' });
  await expect(file).toBeDisabled();
  await chooseInScope(page, dialog, 'Calendario', new RegExp(`${month}.*${year}`, 'i'));
  await dialog.getByRole('button', { name: 'Procesar', exact: true }).click();
  await expect(page.getByText('PROCESADO CON EXITO')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('table').locator('tbody tr').first()).toContainText('TERMINADO');

  await expect(file).toBeEnabled();
  const planillaDownload = page.waitForEvent('download');
  await file.click();
  const planilla = await planillaDownload;
  await expect(page.getByText('Se generó el archivo plano')).toBeVisible();
  const content = await readFile(await planilla.path(), 'latin1');
  expect(content.endsWith('\r\n')).toBe(true);
  const [header, ...workers] = content.slice(0, -2).split('\r\n') as [string, ...string[]];
  expect(header).toHaveLength(REGISTRO_TIPO_1.length);
  expect(field(header, REGISTRO_TIPO_1, 1)).toBe('01');
  expect(workers.length).toBeGreaterThan(0);
  for (const record of workers) {
    expect(record).toHaveLength(REGISTRO_TIPO_2.length);
    expect(field(record, REGISTRO_TIPO_2, 1)).toBe('02');
  }
  // Registro tipo 1 counts the cotizantes it carries (campo 19 "Número total de cotizantes").
  const documents = new Set(workers.map((record) => field(record, REGISTRO_TIPO_2, 4)));
  expect(Number(field(header, REGISTRO_TIPO_1, 19))).toBe(documents.size);

  // Reporte Seguridad Social: each cotizante and what each administrator is owed.
  await dialog.getByRole('button', { name: /^(Cerrar|Close)$/ }).click();
  const workbook = await generateMonthReport(
    page,
    { button: 'Reporte Seguridad Social', dialog: 'Parámetros reporte seguridad social' },
    accumulated,
  );
  expect((await workbook).suggestedFilename()).toMatch(/^reporteSS_.*\.xlsx$/);
  await expect(page.getByText('Reporte de Seguridad Social generado exitosamente')).toBeVisible();

  // Consulta seguridad social lists the stored lines of that month.
  await openStoredRunQuery(page, '/HistoricSocialSecurity', 'Consulta seguridad social');
  await page.getByLabel('Año *').fill(String(year));
  await page.getByLabel('Mes *').fill(String(accumulated.month));
  await page.getByRole('button', { name: 'Consultar' }).click();
  const table = page.getByRole('table');
  const first = [...documents].sort()[0] as string;
  await expect(table.locator('tbody tr').first()).toContainText('Procesado');
  await expect(table.getByText(first, { exact: true }).first()).toBeVisible();
  // The whole PILA record, grouped; the chooser adds a column the first visit hides, and it stays.
  await expect(table.getByRole('columnheader', { name: 'Pensión', exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Valor de la UPC adicional' })).toHaveCount(0);
  // PrimeReact's MultiSelect opens from its box; its combobox input sits hidden underneath.
  await page.locator('div.p-multiselect[aria-label="Columnas visibles"]').click();
  await page.locator('.p-multiselect-panel .p-multiselect-filter').fill('UPC');
  await page.locator('.p-multiselect-panel').getByText('Valor de la UPC adicional').click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'Valor de la UPC adicional' })).toBeVisible();
  await page.reload();
  await page.getByLabel('Año *').fill(String(year));
  await page.getByLabel('Mes *').fill(String(accumulated.month));
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(table.getByRole('columnheader', { name: 'Valor de la UPC adicional' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  expect((await download).suggestedFilename()).toMatch(/^ConsultaSeguridadSocial_.*\.xlsx$/);
});
