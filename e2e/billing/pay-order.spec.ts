import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { MONTH_NAMES } from '@quincena/contracts';
import { api, companyWithEmployees } from '../novelties/novelties-support.ts';
import { verifiedNewAdmin } from '../support/company.ts';
import { BILLING_OPERATOR_EMAIL } from '../support/environment.ts';
import { payrollFromFirstHire, runProcess } from '../support/processes.ts';

test.use({ viewport: { width: 1366, height: 768 } });

const pesos = (value: number) =>
  new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 })
    .format(value)
    .replace(/\s/g, ' ');
const capital = (text: string) => (text[0]?.toUpperCase() ?? '') + text.slice(1);

/** Two settled employees at 4.500 each, no base fee: 9.000 + IVA 19 % 1.710 = 10.710 a month. */
const MONTHLY_TOTAL = 10_710;

/** Accumulates the company's periods from the first hire until two calendar months are settled. */
async function settleTwoMonths(page: Page, contracts: ReadonlyArray<{ startDate: string }>) {
  const periods = await payrollFromFirstHire(page, contracts);
  const months: string[] = [];
  for (const period of periods) {
    const month = period.periodEnd.slice(0, 7);
    if (!months.includes(month)) {
      if (months.length === 2) break;
      months.push(month);
    }
    await runProcess(page, period.id, 'PRO');
    await runProcess(page, period.id, 'CLO');
  }
  return months.map((month) => ({ year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) }));
}

async function fillNumber(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: false }).first();
  await input.click();
  await input.fill(value);
  await input.press('Tab');
}

/** The operator sets the price plan on /TI. */
async function operatorSetsPlan(page: Page) {
  await verifiedNewAdmin(page, 'operador-facturacion', { email: BILLING_OPERATOR_EMAIL });
  await page.goto('/TI');
  await expect(page.getByRole('heading', { name: 'Plan de precios' })).toBeVisible();
  await fillNumber(page, 'Tarifa básica mensual', '0');
  await fillNumber(page, 'Precio por empleado liquidado', '4500');
  await page.getByLabel('Prefijo').fill('QE');
  await fillNumber(page, 'Número inicial del rango', '1');
  await fillNumber(page, 'Número final del rango', '99999');
  await page.getByLabel('Razón social del prestador').fill('Quincena Software S.A.S.');
  await page.getByLabel('NIT del prestador').fill('900123456');
  await page.getByLabel('DV', { exact: false }).fill('8');
  await page.getByLabel('Dirección del prestador').fill('Calle 100 # 8A-55, Bogotá');
  await page.getByRole('button', { name: 'Guardar plan' }).click();
  await expect(page.getByText('Plan de precios guardado')).toBeVisible();
  await expect(page.getByTestId('plan-numbering')).toContainText('Rango: QE1 a QE99999.');
}

/** The operator issues each month from "Facturas emitidas". */
async function operatorIssues(
  page: Page,
  months: ReadonlyArray<{ year: number; month: number }>,
  shots: string,
) {
  for (const { year, month } of months) {
    await page.getByRole('button', { name: 'Emitir facturas del mes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Emitir facturas del mes' });
    await dialog.locator('.p-dropdown').click();
    await page
      .locator('.p-dropdown-panel')
      .getByRole('option', { name: capital(MONTH_NAMES[month - 1] as string), exact: true })
      .click();
    await fillNumber(page, 'Año', String(year));
    await dialog.getByRole('button', { name: 'Emitir' }).click();
    await expect(dialog).toBeHidden();
  }
  const invoices = page.getByRole('table', { name: 'Facturas emitidas' });
  await expect(invoices).toContainText('Novedades');
  await page.screenshot({ path: `${shots}/ti-billing-1366x768.png`, fullPage: true });
}

/** Pagar on a row, then one of the simulator's buttons, back to /PayOrder. */
async function payWith(page: Page, service: string, outcome: 'Aprobar' | 'Rechazar' | 'Dejar pendiente') {
  const row = page.getByRole('row').filter({ hasText: service });
  await row.getByRole('button', { name: /^Pagar / }).click();
  await expect(page).toHaveURL(/\/simulador-pagos\//);
  await expect(page.getByRole('heading', { name: 'Simulador de pagos' })).toBeVisible();
  await expect(page.getByText(`${pesos(MONTHLY_TOTAL)} COP`)).toBeVisible();
  await page.getByLabel('Medio de pago').selectOption('PSE');
  await page.getByRole('button', { name: outcome }).click();
  await expect(page).toHaveURL(/\/PayOrder$/);
  return row;
}

test('[BILLING][PAY_ORDER]: the month’s invoices reach Home and /PayOrder; rejected, paid and pending payments through the simulator', async ({
  page,
  browser,
}, testInfo) => {
  // A company of its own, with two settled months (no other journey's invoices are touched).
  // The operator sets the plan meanwhile (an instance-wide plan with no base fee: companies
  // without settled employees, other journeys' included, are not billed).
  const operator = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  const [months] = await Promise.all([
    companyWithEmployees(page).then(({ contracts }) => settleTwoMonths(page, contracts)),
    operatorSetsPlan(operator),
  ]);
  expect(months).toHaveLength(2);
  const [older, newer] = months as [{ year: number; month: number }, { year: number; month: number }];
  await operatorIssues(operator, months, testInfo.outputDir);

  // Home: the real count and total; not yet due, so no overdue banner (it is tested on the API and the web unit).
  await page.goto('/Home');
  await expect(page.getByTestId('pending-invoices')).toHaveText('2');
  await expect(page.getByTestId('pending-invoices-total')).toHaveText(
    `${pesos(2 * MONTHLY_TOTAL)} COP por pagar`,
  );
  await expect(page.getByTestId('overdue-invoices')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('home-1366x768.png') });
  await page.getByRole('button', { name: 'Facturación' }).click();
  await expect(page).toHaveURL(/\/PayOrder$/);

  const newerService = `${MONTH_NAMES[newer.month - 1]} ${newer.year}`;
  const olderService = `${MONTH_NAMES[older.month - 1]} ${older.year}`;
  await expect(page.getByText(/podrá intentarla de nuevo después de 30 minutos/)).toBeVisible();
  const rows = page.getByRole('table', { name: 'Facturas y pagos' }).locator('tbody > tr');
  // The newest period first.
  await expect(rows.first()).toContainText(newerService);
  await expect(rows.nth(1)).toContainText(olderService);
  await expect(rows.first()).toContainText(pesos(MONTHLY_TOTAL));
  await page.screenshot({ path: testInfo.outputPath('pay-order-1366x768.png') });

  // Rejected: the toast says so, and Pagar is offered again (spec 03 §4: the warning case).
  let row = await payWith(page, newerService, 'Rechazar');
  await expect(page.getByText('El pago fue rechazado.', { exact: false })).toBeVisible();
  await expect(row).toContainText('Último pago rechazado');
  await expect(row.getByRole('button', { name: /^Pagar / })).toBeVisible();

  // Approved: a paid row with its method and date, and its PDF.
  row = await payWith(page, newerService, 'Aprobar');
  await expect(page.getByText('Pago aprobado. La factura quedó pagada.')).toBeVisible();
  await expect(row).toContainText('Pagada');
  await expect(row).toContainText('PSE');
  await expect(row.getByRole('button', { name: /^Pagar / })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Descargar factura / }).click();
  const pdf = await readFile((await (await download).path()) as string);
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');

  // Pending at the provider: 'Validando', and no Pagar while it may still be confirmed.
  row = await payWith(page, olderService, 'Dejar pendiente');
  await expect(page.getByText('Su pago está en validación.', { exact: false })).toBeVisible();
  await expect(row).toContainText('Validando');
  await expect(row.getByRole('button', { name: /^Pagar / })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('pay-order-after-1366x768.png') });

  // The operator sees the three attempts, by their Spanish names.
  await operator.reload();
  const received = operator.getByRole('table', { name: 'Pagos recibidos' });
  await received.scrollIntoViewIfNeeded();
  for (const state of ['Pagado', 'Rechazado', 'Pendiente']) await expect(received).toContainText(state);
  await expect(received).toContainText('Simulador de pagos · PSE');
  await operator.screenshot({ path: testInfo.outputPath('ti-payments-1366x768.png') });
  await operator.close();

  // Home now counts the one invoice left unpaid.
  await page.goto('/Home');
  await expect(page.getByTestId('pending-invoices')).toHaveText('1');
  const orders = await api<Array<{ badge: string }>>(page, 'GET', '/api/billing/payments');
  expect(orders.map((order) => order.badge)).toEqual(['PAG', 'VALIDANDO']);
});
