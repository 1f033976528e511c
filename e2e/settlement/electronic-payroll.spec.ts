import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { toast } from '../accounting/accounting-support.ts';
import { sessionToken } from '../bulk-loads/bulk-support.ts';
import { companyWithEmployees } from '../novelties/novelties-support.ts';
import { payrollFromFirstHire, runProcess } from '../support/processes.ts';

/** A signing certificate made for tests (never a real company's); the DIAN simulator trusts any CA. */
const CERTIFICATE = readFileSync(new URL('../fixtures/firma-prueba.p12', import.meta.url)).toString('base64');

test('[ELECTRONIC_PAYROLL]: the test set enables the company; a month’s documents are processed, transferred to the DIAN simulator, ENVIADO, and one printed as PDF', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { contracts } = await companyWithEmployees(page);
  // The company's own software, with its certificate (Habilitación DIAN), through the API.
  const enabled = await page.request.put('/api/electronic-payroll/enablement', {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    data: {
      enabledAnswer: '2059',
      testSetId: crypto.randomUUID(),
      softwareId: crypto.randomUUID(),
      pin: '24680',
      certificate: { fileName: 'firma-prueba.p12', contentBase64: CERTIFICATE },
      certificatePassword: 'Firma.Prueba.2026',
    },
  });
  expect(enabled.status(), await enabled.text()).toBe(200);
  // Habilitación: the test set goes to the DIAN simulator and the company becomes Habilitado.
  await page.goto('/ProcessDIAN');
  await page.getByRole('button', { name: 'Enviar set de pruebas' }).click();
  await expect(toast(page, /Set de pruebas enviado a la DIAN/)).toBeVisible();
  await expect(page.locator('#dian-status')).toHaveValue('Habilitado', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Enviar set de pruebas' })).toHaveCount(0);
  // The first month with pay, accumulated in full: the document is one per worker and month.
  const periods = await payrollFromFirstHire(page, contracts);
  const month = (periods[0] as { periodEnd: string }).periodEnd.slice(0, 7);
  for (const period of periods.filter((item) => item.periodEnd.startsWith(month))) {
    await runProcess(page, period.id, 'PRO');
    await runProcess(page, period.id, 'CLO');
  }

  await page.goto('/ElectronicPayroll');
  await expect(page.getByRole('heading', { level: 1, name: 'Nómina electrónica' })).toBeVisible();
  await expect(page.getByText('Hazlo aquí')).toHaveCount(0);
  const monthName = new Intl.DateTimeFormat('es-CO', { month: 'long' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
  await page.locator('.p-dropdown', { has: page.getByLabel('Calendario nómina electrónica') }).click();
  await page
    .locator('.p-dropdown-panel')
    .getByRole('option', { name: new RegExp(monthName, 'i') })
    .first()
    .click();
  await page.getByRole('button', { name: 'Procesar', exact: true }).click();
  await expect(toast(page, /Proceso Procesar \(\d+\) realizado exitosamente/)).toBeVisible({
    timeout: 60_000,
  });
  const table = page.getByRole('table').last();
  await expect(table.locator('tbody tr')).toHaveCount(contracts.length);
  await expect(table.locator('tbody')).toContainText('PENDIENTE');

  // Select every row, Transferir, Sí: the background job sends them and the table follows it.
  await table.locator('thead .p-checkbox').click();
  await page.getByRole('button', { name: 'Transferir', exact: true }).click();
  await page.getByRole('button', { name: 'Sí' }).click();
  await expect(toast(page, /Transferencia en curso/)).toBeVisible();
  await expect(table.locator('tbody')).not.toContainText('PENDIENTE', { timeout: 60_000 });
  await expect(table.locator('tbody')).not.toContainText('EN TRANSFERENCIA', { timeout: 60_000 });
  await expect(table.locator('tbody tr', { hasText: 'ENVIADO' })).toHaveCount(contracts.length);

  // Consultar PDF on a sent row: the graphic representation, named by its DIAN number.
  const download = page.waitForEvent('download');
  await table
    .getByRole('button', { name: /^Consultar PDF NE\d+$/ })
    .first()
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^NominaElectronica_NE\d+\.pdf$/);
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  // Descargar XML on the same row: a zip (PK) with the signed document and the DIAN's answer.
  const zipDownload = page.waitForEvent('download');
  await table
    .getByRole('button', { name: /^Descargar XML NE\d+$/ })
    .first()
    .click();
  const zip = await zipDownload;
  expect(zip.suggestedFilename()).toMatch(/^NominaElectronica_NE\d+\.zip$/);
  const zipBytes = readFileSync(await zip.path());
  expect(zipBytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(zipBytes.toString('latin1')).toContain('RespuestaDIAN_NE');

  // The month is in the history of its year.
  await page.getByRole('button', { name: 'Consultar históricos' }).click();
  await expect(page).toHaveURL(/\/HistoricElectronicPayroll$/);
  await page.getByLabel('Año *').fill(month.slice(0, 4));
  await page.getByRole('button', { name: 'Consultar', exact: true }).click();
  await expect(
    page.getByRole('table').last().locator('tbody tr', { hasText: 'ENVIADO' }).first(),
  ).toBeVisible();
});
