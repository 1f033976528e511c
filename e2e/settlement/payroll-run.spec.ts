import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { PAB_CONTROL, PAB_DETAIL } from '@quincena/pila';
import { submitSignIn, takeOwnClientAddress } from '../support/access.ts';
import { DEMO_ADMIN } from '../support/demo.ts';
import { chooseInScope } from '../support/dropdown.ts';

async function openSettlement(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Liquidar nómina' }).click();
  const dialog = page.getByRole('dialog', { name: 'Liquidar nómina' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * The period that may be accumulated next: the first one not accumulated after the latest
 * accumulated one (the list runs in period order; the demo company already has an accumulated
 * and a processed period).
 */
async function nextToAccumulate(page: Page, dialog: Locator): Promise<string> {
  const dropdown = dialog.locator('.p-dropdown', { has: page.getByLabel('Calendario', { exact: true }) });
  await dropdown.click();
  const labels = (await page.locator('.p-dropdown-panel').getByRole('option').allInnerTexts()).map((text) =>
    text.trim(),
  );
  await dropdown.click();
  await expect(page.locator('.p-dropdown-panel')).toBeHidden();
  const lastAccumulated = labels.findLastIndex((label) => label.endsWith('· Acumulado'));
  const next = labels.slice(lastAccumulated + 1).find((label) => /· (Abierto|Procesado)/.test(label));
  if (!next) throw new Error('No hay un período para acumular después del último acumulado');
  return next;
}

/** One fixed-length record read back by its layout's field positions (1-based start, length). */
function field(line: string, layout: typeof PAB_DETAIL, name: string): string {
  const spec = layout.fields.find((candidate) => candidate.name === name);
  if (!spec) throw new Error(`Campo ${name} no está en ${layout.name}`);
  return line.slice(spec.start - 1, spec.start - 1 + spec.length);
}

test('[SETTLEMENT][PAYROLL_RUN]: process, see the open payroll, accumulate, download the bank file and undo', async ({
  page,
}) => {
  await takeOwnClientAddress(page);
  await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).not.toHaveURL(/\/Login$/);

  await page.goto('/PayrollPayment');
  await expect(page.getByRole('heading', { name: 'Liquidación de nómina' })).toBeVisible();
  await expect(page.locator('.settlement-chart canvas')).toBeVisible();

  // The earliest period not yet accumulated: periods are accumulated in order.
  let dialog = await openSettlement(page);
  const buttons = ['Procesar', 'Acumular', 'Deshacer'].map((name) =>
    dialog.getByRole('button', { name, exact: true }),
  );
  for (const button of buttons) await expect(button).toBeDisabled();
  const chosen = await chooseInScope(page, dialog, 'Calendario', await nextToAccumulate(page, dialog));
  const detail = chosen.split(' · ')[0] ?? chosen;
  for (const button of buttons) await expect(button).toBeEnabled();

  await dialog.getByRole('button', { name: 'Procesar', exact: true }).click();
  await expect(page.getByText('PROCESADO CON EXITO')).toBeVisible({ timeout: 60_000 });
  const table = dialog.getByRole('table');
  const newest = table.locator('tbody tr').first();
  await expect(newest).toContainText('TERMINADO');
  await expect(newest).toContainText('Procesar');
  await expect(newest.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

  await dialog.getByRole('button', { name: 'Consultar procesos anteriores' }).click();
  await expect(table.locator('tbody tr').first()).toContainText(detail);
  await dialog.getByRole('button', { name: /^(Cerrar|Close)$/ }).click();

  // Ver nómina abierta: the stored lines of the run.
  await page.getByRole('button', { name: 'Ver nómina abierta' }).click();
  await expect(page).toHaveURL(/\/OpenPayroll$/);
  await expect(page.getByRole('heading', { name: 'Nómina abierta' })).toBeVisible();
  await chooseInScope(page, page.locator('form.payroll-filters'), 'Calendario', detail);
  await page.getByRole('button', { name: 'Consultar' }).click();
  const lines = page.getByRole('table').locator('tbody tr');
  await expect(lines.first()).toContainText('$');
  expect(await lines.count()).toBeGreaterThan(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/PayrollPayment$/);

  // Acumular asks first.
  dialog = await openSettlement(page);
  await chooseInScope(page, dialog, 'Calendario', new RegExp(`^${escapeRegExp(detail)} · Procesado`));
  await dialog.getByRole('button', { name: 'Acumular', exact: true }).click();
  await page.getByRole('button', { name: 'Sí', exact: true }).click();
  await expect(page.getByText('ACUMULADO CON EXITO')).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('button', { name: /^(Cerrar|Close)$/ }).click();

  // Plano bancario of the accumulated period: CRLF, every record of the layout's length.
  await page.getByRole('button', { name: 'Plano bancario' }).click();
  const bank = page.getByRole('dialog', { name: 'Plano bancario' });
  await expect(bank).toContainText('debe estar acumulada');
  await chooseInScope(page, bank, 'Calendario *', detail);
  const download = page.waitForEvent('download');
  await bank.getByRole('button', { name: 'Generar' }).click();
  const file = await download;
  await expect(page.getByText('Plano bancario generado exitosamente')).toBeVisible();
  const path = await file.path();
  const content = await readFile(path, 'latin1');
  expect(file.suggestedFilename()).toMatch(/\.txt$/i);
  expect(content.endsWith('\r\n')).toBe(true);
  const records = content.slice(0, -2).split('\r\n');
  expect(records.length).toBeGreaterThan(1);
  for (const record of records) expect(record).toHaveLength(PAB_DETAIL.length);
  const [control, ...details] = records as [string, ...string[]];
  expect(field(control, PAB_CONTROL, 'Tipo de registro')).toBe('1');
  expect(Number(field(control, PAB_CONTROL, 'Número de registros'))).toBe(details.length);
  const total = details.reduce(
    (sum, record) => sum + Number(field(record, PAB_DETAIL, 'Valor de la transacción')),
    0,
  );
  expect(total).toBeGreaterThan(0);
  expect(Number(field(control, PAB_CONTROL, 'Sumatoria de créditos'))).toBe(total);

  // The accumulated lines are history now: the historic query reads them by calendar.
  await page.goto('/HistoricPayroll');
  const filters = page.locator('form.payroll-filters');
  await expect(filters.getByText('Año *')).toBeVisible();
  await chooseInScope(page, filters, 'Calendario', detail);
  await expect(filters.getByRole('textbox', { name: /^Año/ })).toBeDisabled();
  await expect(filters.getByRole('textbox', { name: /^Mes/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByRole('table').locator('tbody tr').first()).toContainText(detail);
  await page.goto('/PayrollPayment');

  // Deshacer asks first, naming the step it undoes, and returns the period to processed.
  dialog = await openSettlement(page);
  await chooseInScope(page, dialog, 'Calendario', new RegExp(`^${escapeRegExp(detail)} · Acumulado`));
  await dialog.getByRole('button', { name: 'Deshacer', exact: true }).click();
  await expect(
    page.getByText('¿Desea deshacer la acumulación de este período?', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sí', exact: true }).click();
  await expect(page.getByText('REVERSADO CON EXITO')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.locator('.process-dialog__calendar .p-dropdown-label')).toContainText('· Procesado');
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
