import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { companyWithEmployees, toast } from '../novelties/novelties-support.ts';
import { chooseOption } from '../support/dropdown.ts';
import { payrollFromFirstHire, runProcess } from '../support/processes.ts';

test('[SETTLEMENT][INCOME_WITHHOLDING]: the year’s certificates are processed, accumulated and reported as formato 2276', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { contracts } = await companyWithEmployees(page);
  // Two payroll periods accumulated through the API from the first hire on: the certificates read them.
  for (const calendar of (await payrollFromFirstHire(page, contracts)).slice(0, 2)) {
    await runProcess(page, calendar.id, 'PRO');
    await runProcess(page, calendar.id, 'CLO');
  }

  await page.goto('/CIR_Payroll');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Liquidación ingresos y retenciones' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Liquidar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Liquidar ingresos y retenciones' });
  await dialog.locator('.p-dropdown', { has: page.getByLabel('Calendario', { exact: true }) }).click();
  await page
    .locator('.p-dropdown-panel')
    .getByRole('option', { name: /Ingresos y retenciones 2026/ })
    .click();
  await expect(dialog).toContainText('la nómina de diciembre de 2026 no está acumulada');
  await dialog.getByRole('button', { name: 'Procesar', exact: true }).click();
  // December is not accumulated yet: the run says what it needs before settling the year (issue 27).
  const confirmation = page.getByRole('dialog', { name: 'Confirmación' });
  await expect(confirmation).toContainText('la nómina de diciembre de 2026 no está acumulada');
  await expect(confirmation).toContainText('¿Desea procesar de todos modos?');
  await confirmation.getByRole('button', { name: 'Sí', exact: true }).click();
  await expect(page.getByText(/^Proceso Procesar \(\d+\) realizado exitosamente$/)).toBeVisible({
    timeout: 60_000,
  });
  await expect(dialog.locator('tbody tr').first()).toContainText('TERMINADO');
  // CIR words its own question before Acumular (spec 02 §2).
  await dialog.getByRole('button', { name: 'Acumular', exact: true }).click();
  await expect(page.getByText('¿Desea realizar la acumulación del proceso?')).toBeVisible();
  await page.getByRole('button', { name: 'Sí', exact: true }).click();
  await expect(page.getByText(/^Proceso Acumular \(\d+\) realizado exitosamente$/)).toBeVisible({
    timeout: 60_000,
  });
  await dialog.getByRole('button', { name: /^(Cerrar|Close)$/ }).click();

  // Formato 2276 as the DIAN template's workbook.
  await page.getByRole('button', { name: 'Formato 2276', exact: true }).click();
  const report = page.getByRole('dialog', { name: 'Parámetros formato 2276' });
  await chooseOption(page, 'report-parameter-calendario', /Ingresos y retenciones 2026 · Acumulado/);
  const workbook = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Generar' }).click();
  expect((await workbook).suggestedFilename()).toMatch(/^formato2276_.*\.xlsx$/);
  await expect(toast(page, 'Formato 2276 generado exitosamente')).toBeVisible();

  // The same records as the XML the DIAN's prevalidator loads.
  await page.getByRole('button', { name: 'XML formato 2276' }).click();
  const xmlDialog = page.getByRole('dialog', { name: 'XML formato 2276' });
  await xmlDialog.locator('.p-dropdown', { has: page.getByLabel('Calendario *', { exact: true }) }).click();
  await page
    .locator('.p-dropdown-panel')
    .getByRole('option', { name: /Ingresos y retenciones 2026/ })
    .click();
  const download = page.waitForEvent('download');
  await xmlDialog.getByRole('button', { name: 'Generar' }).click();
  const file = await download;
  await expect(toast(page, 'Formato 2276 generado exitosamente')).toBeVisible();
  expect(file.suggestedFilename()).toMatch(/^Dmuisca_0102276042\d{3}00000001\.xml$/);
  const xml = readFileSync(await file.path()).toString('latin1');
  expect(xml.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>')).toBe(true);
  expect(xml).toContain('<Formato>2276</Formato>\r\n<Version>4</Version>');
  expect(xml).toContain(`<CantReg>${contracts.length}</CantReg>`);
  const records = [...xml.matchAll(/<rentra ([^>]*)\/>/g)].map((match) => match[1] as string);
  expect(records).toHaveLength(contracts.length);
  let gross = 0;
  for (const contract of contracts) {
    const record = records.find((item) => item.includes(` nitb="${contract.documentNumber}"`));
    expect(record, contract.documentNumber).toBeDefined();
    const pasa = Number(/ pasa="(\d+)"/.exec(record as string)?.[1]);
    const total = Number(/ tingbtp="(\d+)"/.exec(record as string)?.[1]);
    // Everybody was paid a salary, and the total holds it.
    expect(pasa).toBeGreaterThan(0);
    expect(total).toBeGreaterThanOrEqual(pasa);
    gross += total;
  }
  expect(xml).toContain(`<ValorTotal>${gross}</ValorTotal>`);
});
