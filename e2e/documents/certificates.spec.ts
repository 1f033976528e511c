import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { submitSignIn, takeOwnClientAddress } from '../support/access.ts';
import { DEMO_ADMIN } from '../support/demo.ts';
import { chooseOption } from '../support/dropdown.ts';
import { OUTBOX_DIR } from '../support/environment.ts';

const DEMO_EMPLOYEE = {
  email: 'empleado@demo.quincena.test',
  password: 'Demo.Empleado.2026',
  number: '1000000001',
};

/** Whether the development outbox holds an e-mail to `to` with the certificate attached. */
async function mailedCertificateTo(to: string): Promise<boolean> {
  for (const name of await readdir(OUTBOX_DIR)) {
    const eml = await readFile(join(OUTBOX_DIR, name), 'utf8');
    if (eml.includes(`To: ${to}`) && /Content-Type: application\/pdf; name=certificado\.pdf/.test(eml))
      return true;
  }
  return false;
}

test('[DOCUMENTS][CERTIFICATE_EMPLOYEE]: an employee lands on Certificados, downloads his letter and its QR address validates it without signing in', async ({
  page,
  browser,
}) => {
  await takeOwnClientAddress(page);
  await submitSignIn(page, DEMO_EMPLOYEE.email, DEMO_EMPLOYEE.password);
  await expect(page).toHaveURL(/\/Certificate$/);
  await expect(page.getByRole('heading', { name: 'Certificados' })).toBeVisible();
  // The person is the employee himself, preset and locked.
  const person = page.locator('.p-dropdown:has(#certificate-person)');
  await expect(person).toContainText(DEMO_EMPLOYEE.number);
  await expect(person).toHaveClass(/p-disabled/);

  await page.getByRole('button', { name: 'Generar Documento' }).click();
  await expect(page.getByText('Debes diligenciar el campo Tipo de carta')).toBeVisible();

  await chooseOption(page, 'report-parameter-p_tipo_carta', 'Con salario', undefined, { exact: true });
  await page.locator('#report-parameter-p_dirigido_a').fill('Inmobiliaria Los Andes');
  await page.getByRole('button', { name: 'Generar Documento' }).click();
  await expect(page.getByText('Certificado generado exitosamente').first()).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Descarga el documento' });
  await expect(dialog.getByText('Certificado laboral')).toBeVisible();
  const code = (await dialog.locator('strong').innerText()).trim();
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Descargar Certificado laboral' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('certificado.pdf');
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The address the QR code and the printed link carry, read from the PDF's link annotation.
  const address = /\/URI \(([^)]+)\)/.exec(pdf.toString('latin1'))?.[1];
  expect(address).toBe(`${new URL(page.url()).origin}/ValidateCertificate/${code.replace(/-/g, '')}`);

  // A bank opens it in its own browser, without any session.
  const bank = await browser.newContext();
  const bankPage = await bank.newPage();
  await bankPage.goto(address as string);
  await expect(bankPage.getByRole('heading', { name: 'Validación carta laboral' })).toBeVisible();
  await expect(bankPage.getByText(`Certificado auténtico · código de verificación ${code}`)).toBeVisible();
  const facts = bankPage.getByRole('definition');
  await expect(facts.filter({ hasText: 'Inmobiliaria Los Andes' })).toHaveCount(1);
  await expect(bankPage.getByRole('term').filter({ hasText: 'Salario básico mensual' })).toHaveCount(1);
  await expect(bankPage.getByRole('term').filter({ hasText: 'Empleado' })).toHaveCount(1);

  await bankPage.goto('/ValidateCertificate/AAAA-BBBB-CCCC-DDDD');
  await expect(bankPage.getByText('No existe un certificado con este código de verificación')).toBeVisible();
  await bank.close();
});

test('[DOCUMENTS][CERTIFICATE_ADMIN]: an administrator issues a letter for an employee and e-mails it to the address he names', async ({
  page,
}) => {
  await takeOwnClientAddress(page);
  await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/Home$/);
  await page.goto('/Certificate');
  await expect(page.getByRole('heading', { name: 'Certificados' })).toBeVisible();
  await chooseOption(
    page,
    'certificate-person',
    new RegExp(`^${DEMO_EMPLOYEE.number} - `),
    DEMO_EMPLOYEE.number,
  );
  await chooseOption(page, 'report-parameter-p_tipo_carta', 'Sin salario', undefined, { exact: true });

  const address = `banco-${Date.now()}@demo-e2e.co`;
  await page.getByRole('button', { name: 'Enviar por correo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar certificado por correo' });
  await dialog.getByLabel('Correo electrónico').fill(address);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText(`Certificado enviado a ${address}`).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => mailedCertificateTo(address)).toBe(true);
});
