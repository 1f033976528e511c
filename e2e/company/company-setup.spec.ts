import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdminOfNewCompany } from '../payroll-config/admin-with-company.ts';
import { MINIMAL_PDF, verifiedNewAdmin } from '../support/company.ts';
import { chooseOption } from '../support/dropdown.ts';
import { pngLogo } from '../support/images.ts';

const PNG = Buffer.from(pngLogo(), 'base64');
const PDF = MINIMAL_PDF;
/** A signing certificate made for tests (password Firma.Prueba.2026): the server opens it on upload. */
const P12 = readFileSync(new URL('../fixtures/firma-prueba.p12', import.meta.url));

/** A new, verified administrator who has not registered a company yet, on /CompanyInfo. */
const verifiedAdminWithoutCompany = (page: Page) => verifiedNewAdmin(page, 'empresa');

test('[COMPANY][CREATE]: a new administrator creates the company, lands on /ProcessDIAN and configures the enablement', async ({
  page,
}) => {
  // About forty fields and dropdowns: on a busy two-core runner this journey alone takes over a minute.
  await verifiedAdminWithoutCompany(page);
  const nit = String(900_000_000 + Math.floor(Math.random() * 99_999_999));
  await expect(page.getByRole('heading', { name: 'Datos empresa' })).toBeVisible();

  await chooseOption(page, 'company-taxpayerType', 'Persona jurídica');
  await chooseOption(page, 'company-documentType', /NIT/);
  await page.locator('#company-documentNumber').fill(nit);
  // The check digit is computed in the browser by the DIAN modulo-11 algorithm.
  await expect(page.locator('#company-checkDigit')).not.toHaveValue('');
  await page.locator('#company-companyName').fill('Panadería La Espiga S.A.S.');
  await page.locator('#company-phone').fill('6015551234');
  await chooseOption(page, 'company-departmentCode', /Bogotá/, 'Bogot');
  await chooseOption(page, 'company-municipalityCode', /11001/, '11001');
  await page.locator('#company-address').fill('Calle 26 # 68-35');
  await page.locator('#company-billingEmail').fill('facturas@laespiga.com.co');
  await chooseOption(page, 'company-employeeCountRange', '6 a 10');
  await page.locator('#company-logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await chooseOption(page, 'company-paymentPeriod', 'Quincenal');
  await chooseOption(page, 'company-arlCode', /Positiva/, 'Positiva');
  await chooseOption(page, 'company-pilaOperatorCode', /Simple/);
  await chooseOption(page, 'company-law1607Exempt', 'Sí');
  await chooseOption(page, 'company-startMonth', 'Marzo');
  await chooseOption(page, 'company-bankCode', /Bancolombia/, 'Bancolombia');
  await chooseOption(page, 'company-accountType', 'Cuenta de ahorros');
  await page.locator('#company-accountNumber').fill('12345678901');
  const save = page.getByRole('button', { name: 'Guardar' });
  await expect(save).toBeDisabled(); // the RUT is still missing
  await page
    .locator('#company-rut')
    .setInputFiles({ name: 'rut.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.screenshot({ path: test.info().outputPath('company-info.png'), fullPage: true });
  await expect(save).toBeEnabled();
  await save.click();

  await expect(page).toHaveURL(/\/ProcessDIAN$/);
  await expect(page.getByText('Empresa creada exitosamente')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Proceso habilitación DIAN' })).toBeVisible();

  await chooseOption(page, 'dian-enabled', 'No');
  const instructions = page.getByRole('dialog', { name: 'Instructivo habilitación DIAN' });
  await expect(instructions).toBeVisible();
  await expect(instructions.getByRole('link', { name: 'Descargar instructivo' })).toHaveAttribute(
    'href',
    '/api/electronic-payroll/enablement/manual',
  );
  await instructions.getByRole('button', { name: 'Cerrar' }).last().click(); // the footer's, not the corner's
  await expect(instructions).toBeHidden();
  await page.locator('#dian-test-set').fill('8e5ba8a5-6b4b-4f60-9c3b-1c1f3f0c9a01');
  await page.locator('#dian-software').fill('56f2ae4e-9812-4fad-9255-643fcbc2b68a');
  await page.locator('#dian-pin').fill('12345');
  await page.locator('#dian-certificate-password').fill('Firma.Prueba.2026');
  await page
    .locator('#dian-certificate')
    .setInputFiles({ name: 'firma.p12', mimeType: 'application/x-pkcs12', buffer: P12 });
  // What was typed is still there when Guardar is pressed (a busy CI once lost the first field).
  await expect(page.locator('#dian-test-set')).toHaveValue('8e5ba8a5-6b4b-4f60-9c3b-1c1f3f0c9a01');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Solicitud creada exitosamente')).toBeVisible();
  // Secrets come back only as hints.
  await expect(page.getByText('Guardado (••••b68a): déjelo vacío para conservarlo')).toBeVisible();
  await expect(page.locator('#dian-software')).toHaveValue('');
  await page.screenshot({ path: test.info().outputPath('process-dian.png'), fullPage: true });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/Employes$/);

  // Updating goes to /Home; the identity fields are locked.
  await page.goto('/CompanyInfo');
  await expect(page.locator('#company-companyName')).toHaveValue('Panadería La Espiga S.A.S.');
  await expect(page.locator('#company-documentNumber')).toBeDisabled();
  await page.locator('#company-companyName').fill('La Espiga Panaderías S.A.S.');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/Home$/);
  await expect(page.getByText('Empresa actualizada exitosamente')).toBeVisible();
});

test('[COMPANY][JOBS_AND_SIGNATURES]: an administrator adds, edits and deletes a job and opens Firma', async ({
  page,
}) => {
  await signInAsAdminOfNewCompany(page);
  await page.goto('/Jobs');
  await expect(page.getByRole('heading', { name: 'Cargos' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar cargo' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Agregar nombre del cargo').first()).toBeVisible();
  await dialog.locator('#job-name').fill('Auxiliar contable');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Agregar Area').first()).toBeVisible();
  await dialog.locator('#job-area').fill('Contabilidad');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cargo agregado exitosamente')).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: 'Auxiliar contable', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Editar cargo Auxiliar contable' }).click();
  const edit = page.getByRole('dialog', { name: 'Actualizar cargo' });
  await edit.locator('#job-name').fill('Contador');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro actualizado exitosamente')).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Contador', exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('jobs.png'), fullPage: true });

  await page.getByRole('button', { name: 'Eliminar cargo Contador' }).click();
  await page.getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByText('Cargo eliminado')).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Contador', exact: true })).toHaveCount(0);

  await page.goto('/Firms');
  await expect(page.getByRole('heading', { name: 'Firma' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar' }).click();
  const signature = page.getByRole('dialog', { name: 'Agregar firma' });
  await signature.locator('.p-dropdown:has(#signature-employee)').click();
  await expect(page.locator('.p-dropdown-panel')).toContainText('No hay empleados disponibles');
  await signature.locator('.p-dropdown:has(#signature-employee)').click();
  await expect(page.locator('.p-dropdown-panel')).toBeHidden();
  await signature.getByRole('button', { name: 'Cancelar' }).click();
  await expect(signature).toBeHidden();

  await page.getByRole('button', { name: 'Conceptos para el promedio' }).click();
  const concepts = page.getByRole('dialog', { name: 'Conceptos para el promedio' });
  await concepts.getByText('Salario básico').first().dblclick();
  await page.screenshot({ path: test.info().outputPath('signatures-concepts.png'), fullPage: true });
  await concepts.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Conceptos de promedio actualizados exitosamente')).toBeVisible();
});

test('[COMPANY][COMPLETE_REGISTER]: the legacy sign-up step keeps five facts and /CompanyInfo starts from them', async ({
  page,
}) => {
  await verifiedAdminWithoutCompany(page);
  await page.goto('/CompleteRegister');
  await expect(page.getByRole('heading', { name: 'Completar registro' })).toBeVisible();
  const finish = page.getByRole('button', { name: 'Finalizar' });
  await expect(finish).toBeDisabled();

  await page.getByLabel('Nombre', { exact: true }).fill('Marta Lucía Rincón');
  await page.getByLabel('Nombre de la empresa').fill('Lavandería Río Claro S.A.S.');
  await page.getByLabel('Teléfono').fill('31045');
  await expect(page.getByText('Agregar teléfono (solo dígitos, entre 7 y 10)')).toBeVisible();
  await page.getByLabel('Teléfono').fill('3104567890');
  await expect(finish).toBeDisabled();
  await chooseOption(page, 'complete-employeeCountRange', '11 a 20');
  // Only the payrolls Quincena settles are offered.
  await page.locator('.p-dropdown:has([id="complete-paymentPeriod"])').click();
  await expect(page.locator('.p-dropdown-panel').getByRole('option')).toHaveText(['Quincenal', 'Mensual']);
  await page.keyboard.press('Escape');
  await chooseOption(page, 'complete-paymentPeriod', 'Mensual');
  await expect(finish).toBeEnabled();
  await finish.click();

  await expect(
    page.getByText('Datos guardados. Complete la información de su empresa').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/CompanyInfo$/);
  await expect(page.locator('#company-companyName')).toHaveValue('Lavandería Río Claro S.A.S.');
  await expect(page.locator('#company-phone')).toHaveValue('3104567890');
  await expect(page.locator('.p-dropdown:has([id="company-employeeCountRange"])')).toContainText('11 a 20');
  await expect(page.locator('.p-dropdown:has([id="company-paymentPeriod"])')).toContainText('Mensual');
});
