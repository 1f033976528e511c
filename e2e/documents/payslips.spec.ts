import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { submitSignIn, takeOwnClientAddress } from '../support/access.ts';
import { DEMO_ADMIN } from '../support/demo.ts';
import { chooseOption } from '../support/dropdown.ts';
import { OUTBOX_DIR } from '../support/environment.ts';

const DEMO_EMPLOYEE = {
  email: 'empleado@demo.quincena.test',
  password: 'Demo.Empleado.2026',
  number: '1000000001',
};

interface Payslip {
  id: string;
  description: string;
  year: number;
  month: number;
  netPay: string;
}

async function token(page: Page): Promise<string> {
  return page.evaluate<string>("JSON.parse(localStorage.getItem('quincena.session') ?? '{}').token");
}

/** The demo employee's oldest payslip: the period the demo seed accumulated, which no journey undoes. */
async function seededPayslip(page: Page): Promise<{ personId: number; payslip: Payslip }> {
  const headers = { authorization: `Bearer ${await token(page)}` };
  const people = (await (await page.request.get('/api/documents/people', { headers })).json()) as {
    people: Array<{ id: number; documentNumber: string }>;
  };
  const person = people.people.find((candidate) => candidate.documentNumber === DEMO_EMPLOYEE.number);
  if (!person) throw new Error('La persona del empleado demo no existe');
  const list = (await (
    await page.request.get(`/api/documents/payslips?personId=${person.id}`, { headers })
  ).json()) as { payslips: Payslip[] };
  const payslip = list.payslips.at(-1);
  if (!payslip) throw new Error('El empleado demo no tiene comprobantes');
  return { personId: person.id, payslip };
}

async function downloadFrom(page: Page, description: string): Promise<Buffer> {
  await page.getByRole('button', { name: `Comprobante ${description}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Descarga el documento' });
  await expect(dialog.getByText('Comprobante de Nómina')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Descargar Comprobante de Nómina' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('comprobante.pdf');
  const bytes = await readFile(await download.path());
  await expect(dialog).toBeHidden();
  return bytes;
}

/** Whether the development outbox holds an e-mail to `to` with a PDF attached. */
async function mailedPdfTo(to: string): Promise<boolean> {
  for (const name of await readdir(OUTBOX_DIR)) {
    const eml = await readFile(join(OUTBOX_DIR, name), 'utf8');
    if (eml.includes(`To: ${to}`) && /Content-Type: application\/pdf; name=comprobante\.pdf/.test(eml))
      return true;
  }
  return false;
}

test('[DOCUMENTS][PAYSLIPS_ADMIN]: an administrator finds an employee’s payslip, downloads it and e-mails it', async ({
  page,
}) => {
  await takeOwnClientAddress(page);
  await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/Home$/);
  const { payslip } = await seededPayslip(page);

  await page.goto('/Voucher');
  await expect(page.getByRole('heading', { name: 'Comprobantes de nómina' })).toBeVisible();
  const search = page.getByRole('button', { name: 'Buscar' });
  await expect(search).toBeDisabled();
  await page.locator('#voucher-year').fill(String(payslip.year));
  await chooseOption(page, 'voucher-person', new RegExp(`^${DEMO_EMPLOYEE.number} - `), DEMO_EMPLOYEE.number);
  await search.click();
  const table = page.getByRole('table', { name: 'Comprobantes de nómina' });
  await expect(table.getByText(payslip.description)).toBeVisible();

  const pdf = await downloadFrom(page, payslip.description);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const address = `contabilidad-${Date.now()}@demo-e2e.co`;
  await page.getByRole('button', { name: `Enviar por correo ${payslip.description}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar comprobante por correo' });
  const send = dialog.getByRole('button', { name: 'Enviar' });
  await dialog.getByLabel('Correo electrónico').fill('sin-arroba');
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Correo electrónico').fill(address);
  await send.click();
  await expect(page.getByText(`Comprobante enviado a ${address}`).first()).toBeVisible();
  await expect.poll(() => mailedPdfTo(address)).toBe(true);

  // The whole period, in the background: progress, then every payslip sent or listed with its reason.
  await page.getByRole('button', { name: 'Enviar periodo por correo' }).click();
  const mailing = page.getByRole('dialog', { name: 'Enviar comprobantes del periodo' });
  await mailing.locator('#mailing-year').fill(String(payslip.year));
  const period = payslip.description.split(' · ')[0] as string;
  await chooseOption(page, 'mailing-period', period, undefined, { exact: true });
  await mailing.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText(/^Envío de \d+ comprobantes? iniciado$/).first()).toBeVisible();
  await expect(mailing.getByRole('status')).toContainText(/^Terminado: \d+ enviados de \d+/, {
    timeout: 60_000,
  });
  await expect.poll(() => mailedPdfTo(DEMO_EMPLOYEE.email)).toBe(true);
});

test('[DOCUMENTS][PAYSLIPS_EMPLOYEE]: an employee sees only his payslips at once and downloads one', async ({
  page,
}) => {
  await takeOwnClientAddress(page);
  await submitSignIn(page, DEMO_EMPLOYEE.email, DEMO_EMPLOYEE.password);
  await expect(page).toHaveURL(/\/Certificate$/);
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Comprobante' })
    .click();
  await expect(page).toHaveURL(/\/Voucher$/);
  // No search fields: the employee's own payslips are listed straight away.
  await expect(page.getByRole('button', { name: 'Buscar' })).toHaveCount(0);
  const table = page.getByRole('table', { name: 'Comprobantes de nómina' });
  const firstRow = table.locator('tbody tr').first();
  await expect(firstRow).toContainText('Nómina');
  const description = (await firstRow.locator('td').first().innerText()).trim();
  const pdf = await downloadFrom(page, description);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('button', { name: `Enviar por correo ${description}` }).click();
  await expect(page.getByText(`Comprobante enviado a ${DEMO_EMPLOYEE.email}`).first()).toBeVisible();

  // Formulario 220: until the CIR settlement stores a year, the screen says so for last year.
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Ingresos y retenciones' })
    .click();
  await expect(page).toHaveURL(/\/CIRVoucher$/);
  await expect(page.locator('#cir-voucher-year')).toHaveValue(String(new Date().getFullYear() - 1));
  await expect(
    page.getByText(`Sin información de ingresos y retenciones para el año ${new Date().getFullYear() - 1}`),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Identificación' })).toHaveCount(0);
});
