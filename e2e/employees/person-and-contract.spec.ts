import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdminOfNewCompany } from '../payroll-config/admin-with-company.ts';
import { chooseOption } from '../support/dropdown.ts';
import { pngLogo } from '../support/images.ts';

const PNG = Buffer.from(pngLogo(), 'base64');

/** Types a dd-mm-yyyy day into a calendar (its picker opens from the icon only) and leaves the field. */
async function typeDate(page: Page, inputId: string, day: string) {
  const input = page.locator(`[id="${inputId}"]`);
  await input.fill(day);
  await input.press('Tab');
  await expect(input).toHaveValue(day);
}

async function token(page: Page): Promise<string> {
  return page.evaluate<string>("JSON.parse(localStorage.getItem('quincena.session') ?? '{}').token");
}

test('[EMPLOYEES][CREATE_CONTRACT]: an administrator adds a person and a contract through the forms, changes the salary and sees the list', async ({
  page,
}) => {
  // About forty fields and dropdowns: on a busy two-core runner this journey alone takes over a minute.
  test.setTimeout(300_000);
  await signInAsAdminOfNewCompany(page);
  const jobs = await page.request.post('/api/jobs', {
    headers: { authorization: `Bearer ${await token(page)}` },
    data: { name: 'Analista de nómina', area: 'Gestión humana' },
  });
  expect(jobs.status()).toBe(201);

  await page.goto('/Employes');
  await expect(page.getByRole('heading', { name: 'Empleados' })).toBeVisible();
  for (const name of [
    'Agregar',
    'Cargue Histórico de Salarios',
    'Cargar empleados',
    'Liquidar Nómina',
    'Head count',
  ]) {
    await expect(page.getByRole('button', { name })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Agregar' }).click();
  await expect(page).toHaveURL(/\/CreatePerson$/);

  // Información personal: both cards; Guardar waits for the required fields.
  const documentNumber = String(1_000_000_000 + Math.floor(Math.random() * 899_999_999));
  const save = page.getByRole('button', { name: 'Guardar' });
  await expect(save).toBeDisabled();
  await chooseOption(page, 'documentType', 'Cédula de ciudadanía');
  await page.locator('#documentNumber').fill(documentNumber);
  await page.locator('#firstName').fill('Ana');
  await page.locator('#otherNames').fill('María');
  await page.locator('#firstSurname').fill('Pérez');
  await page.locator('#secondSurname').fill('Gómez');
  await page.locator('#address').fill('Calle 72 # 10-34');
  await page.locator('#email').fill('ana.perez@correo.com.co');
  await chooseOption(page, 'departmentCode', /Bogotá/, 'Bogot');
  await chooseOption(page, 'cityCode', /Bogotá/, 'Bogot');
  await save.click();
  await expect(page.getByText('Información personal guardada exitosamente').first()).toBeVisible();

  // Saving again with nothing changed offers to go on to the contract.
  await save.click();
  await expect(
    page.getByText('Nada por actualizar ¿Desea pasar a la información de contrato?'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sí' }).click();
  await expect(page).toHaveURL(/\/CreateEmployee\?persona=\d+$/);

  // The four cards.
  for (const card of ['Contrato', 'Datos bancarios', 'Retención', 'Otros datos contrato']) {
    await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
  }
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await chooseOption(page, 'salaryType', 'Fijo');
  await chooseOption(page, 'contractType', 'Término indefinido');
  await expect(page.locator('[id="endDate"]')).toBeDisabled();
  await typeDate(page, 'startDate', '02-02-2026');
  await chooseOption(page, 'jobId', 'Analista de nómina');
  await page.locator('#salaryAmount').fill('2500000');
  await typeDate(page, 'salaryStartDate', '02-02-2026');
  await chooseOption(page, 'vacationSystem', /Lunes a viernes/);
  await chooseOption(page, 'workPlace', 'Presencial');
  await chooseOption(page, 'bankCode', 'Bancolombia', 'Bancolombia');
  await chooseOption(page, 'accountType', 'Cuenta de ahorros');
  await page.locator('#accountNumber').fill('12345678901');
  await chooseOption(page, 'epsCode', 'EPS Sura', 'Sura');
  await chooseOption(page, 'afpCode', /Porvenir/, 'Porvenir');
  await chooseOption(page, 'severanceFundCode', /Porvenir/, 'Porvenir');
  await chooseOption(page, 'ccfCode', 'Compensar', 'Compensar');
  await chooseOption(page, 'arlRiskClass', /Clase I -/);
  await chooseOption(page, 'economicActivity', /1620101/, '1620101');

  // The AFC account is required once an AFC fund is chosen.
  await chooseOption(page, 'afcFundCode', 'Davivienda', 'Davivienda');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Agregue la cuenta AFC').first()).toBeVisible();
  await page.locator('#afcAccount').fill('998877');

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByText(/Contrato para Ana María Pérez Gómez\(\d+\) creado exitosamente/).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/CreateEmployee\?persona=\d+&contrato=\d+$/);
  await expect(page.locator('#vacationsTaken')).toBeDisabled();
  // The saved message (with Continuar) stands by Guardar, not at the top of the long form.
  const continueBox = await page.getByRole('button', { name: 'Continuar' }).boundingBox();
  const saveBox = await page.getByRole('button', { name: 'Guardar' }).boundingBox();
  expect(Math.abs((saveBox?.y ?? 0) - (continueBox?.y ?? 10_000))).toBeLessThan(200);

  // The salary dialog adds a dated row to the history.
  await page.getByRole('button', { name: 'Modificar salario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modificar salario' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByText('Recuerda que debes diligenciar ambos campos asociados al salario').first(),
  ).toBeVisible();
  await dialog.locator('#newSalaryAmount').fill('2800000');
  await typeDate(page, 'newSalaryStartDate', '01-03-2026');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Salario actualizado correctamente').first()).toBeVisible();
  const history = page.getByRole('table', { name: 'Histórico de salarios' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history).toContainText('01-03-2026');

  // The list shows the contract with its photo; the pencil goes back to the person.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/Employes$/);
  const row = page.getByRole('row', { name: new RegExp(documentNumber) });
  await expect(row).toContainText('Ana María Pérez Gómez');
  await expect(row).toContainText('Término indefinido');
  await expect(row).toContainText('02-02-2026');
  await expect(row.getByRole('img', { name: 'Foto de Ana María Pérez Gómez' })).toBeVisible();
  await page.screenshot({ path: '.tmp/e2e-results/employees-list.png', fullPage: true });

  // Head count through the shared report dialog.
  await page.getByRole('button', { name: 'Head count' }).click();
  const report = page.getByRole('dialog', { name: 'Parámetros reporte head count' });
  // The shared dialog's calendar opens on focus: pick the typed day in its panel.
  await report.locator('[id="report-parameter-fechaCorte"]').fill('15-03-2026');
  await page.locator('.p-datepicker td[aria-label="15-03-2026"]').click();
  await expect(report.locator('[id="report-parameter-fechaCorte"]')).toHaveValue('15-03-2026');
  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Generar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^reporteHeadCount_\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page.getByText('Reporte head count generado exitosamente').first()).toBeVisible();
  expect(
    readFileSync(await file.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');

  await row.getByRole('button', { name: 'Editar Ana María Pérez Gómez' }).click();
  await expect(page).toHaveURL(/\/CreatePerson\?persona=\d+&contrato=\d+$/);
  await expect(page.locator('#firstName')).toHaveValue('Ana');
  await page.getByRole('button', { name: 'Datos laborales' }).click();
  await expect(page).toHaveURL(/\/CreateEmployee\?persona=\d+&contrato=\d+$/);
});

test('[EMPLOYEES][MISSING_DOCUMENT]: the contract form without a person warns and offers Regresar', async ({
  page,
}) => {
  await signInAsAdminOfNewCompany(page);
  await page.goto('/CreateEmployee');
  await expect(
    page.getByText(
      'Inconveniente al cargar la cédula del contrato. Por favor regrese a la pantalla anterior e inténtelo de nuevo.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Regresar' }).click();
  await expect(page).toHaveURL(/\/CreatePerson$/);
});
