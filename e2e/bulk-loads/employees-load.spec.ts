import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdminOfNewCompany } from '../payroll-config/admin-with-company.ts';
import { createJob, employeesWorkbook, sessionToken, workbookRows } from './bulk-support.ts';

async function employeeCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/employees', {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
  });
  // The list is paged on the server (issue 10): the total says how many contracts the company has.
  return (await response.json()).total as number;
}

async function openLoadDialog(page: Page) {
  await page.getByRole('button', { name: 'Cargar empleados' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cargar empleados' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('[BULK_LOADS][EMPLOYEES]: an administrator downloads the template and loads 50 employees from an xlsx file and 50 from an xls file', async ({
  page,
}) => {
  await signInAsAdminOfNewCompany(page);
  await createJob(page);
  await page.goto('/Employes');
  await expect(page.getByRole('heading', { name: 'Empleados' })).toBeVisible();

  // Step 1: the template, built in the browser from the server's definition.
  let dialog = await openLoadDialog(page);
  const templateDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar plantilla' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toMatch(/^PlantillaCargueEmpleados_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheets = workbookRows(readFileSync(await template.path()));
  expect(Object.keys(sheets).slice(0, 3)).toEqual(['Empleados', 'Instrucciones', 'Ejemplo']);
  expect(sheets.Empleados?.[0]?.slice(0, 3)).toEqual([
    'Tipo de documento *',
    'Número de documento *',
    'Primer nombre *',
  ]);
  expect(sheets.Cargos).toEqual([
    ['Código', 'Nombre'],
    [expect.stringMatching(/^\d+$/), 'Operario de bodega'],
  ]);

  // A file with one bad row among good ones changes nothing and hands back ErroresCargue.txt.
  const errorsDownload = page.waitForEvent('download');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'empleados-con-error.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: employeesWorkbook(sheets, 3, 72_000_000, 'xlsx', { Correo: 'sin-arroba' }),
  });
  const errors = await errorsDownload;
  expect(errors.suggestedFilename()).toBe('ErroresCargue.txt');
  expect(readFileSync(await errors.path(), 'utf8')).toContain('Fila 2, columna "Correo": Correo no válido');
  await expect(
    page.getByText('Error al cargar la información. Por favor revisar archivo de errores'),
  ).toBeVisible();
  expect(await employeeCount(page)).toBe(0);

  // Steps 2 and 3: 50 employees in an xlsx workbook.
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'empleados.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: employeesWorkbook(sheets, 50, 80_000_000, 'xlsx'),
  });
  await expect(page.getByText('Se cargaron 50 registros exitosamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await employeeCount(page)).toBe(50);

  // And 50 more in an Excel 97-2003 (.xls) workbook (after the first success toast has gone).
  await expect(page.getByText('Se cargaron 50 registros exitosamente')).toBeHidden();
  dialog = await openLoadDialog(page);
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'empleados.xls',
    mimeType: 'application/vnd.ms-excel',
    buffer: employeesWorkbook(sheets, 50, 90_000_000, 'biff8'),
  });
  await expect(page.getByText('Se cargaron 50 registros exitosamente')).toBeVisible();
  expect(await employeeCount(page)).toBe(100);

  // The list shows them, five per page by default.
  const table = page.getByRole('table');
  await page.getByPlaceholder('Buscar por palabra clave').fill('90000049');
  await expect(table.getByText('90000049')).toBeVisible();
});
