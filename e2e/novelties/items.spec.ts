import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { PAB_DETAIL } from '@quincena/pila';
import { workbookRows } from '../bulk-loads/bulk-support.ts';
import {
  addForPeriod,
  choose,
  chosenText,
  companyWithEmployees,
  currentPeriodLabel,
  dayToRecord,
  noveltyCount,
  toast,
  typeDate,
} from './novelties-support.ts';

/**
 * Creates an earning concept of the screen's module through the concepts dialog the screen keeps.
 * On CI's busy cores the screen, just navigated to, can still settle and close the dialog it opened
 * (seen once: the dropdown detached and never came back), so the form is filled again until it holds.
 */
async function createConcept(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Agregar concepto' }).click();
    await dialog.getByLabel('Nombre *').fill(name, { timeout: 5_000 });
    for (const [inputId, option] of [
      ['concept-nature', 'Devengo'],
      ['concept-salary', 'No salarial'],
      ['concept-withholding', 'Sí'],
      ['concept-dian', 'Auxilios'],
    ] as const) {
      await page.locator('.p-dropdown', { has: page.locator(`#${inputId}`) }).click({ timeout: 5_000 });
      await page.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
    }
  }).toPass({ timeout: 90_000, intervals: [500, 1_000, 2_000] });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Concepto agregado exitosamente')).toBeVisible();
}

/** Types pesos into the money input key by key. */
async function typeMoney(page: Page, inputId: string, pesos: string): Promise<void> {
  const input = page.locator(`#${inputId}`);
  await input.click();
  await input.pressSequentially(pesos);
  await input.blur();
}

test('[NOVELTIES][REPORTED_AND_FIXED]: a reported item and a fixed item are recorded with their own concepts, and the fixed items export to Excel', async ({
  page,
}) => {
  // Two screens and two concepts: longer than one screen's journey on a shared machine.
  const { contracts, calendars } = await companyWithEmployees(page);
  const contract = contracts[0]!;
  const { calendar, day } = dayToRecord(contract, calendars);

  await page.goto('/NoveltiesReported');
  await expect(page.getByRole('link', { name: 'Reportados', exact: true }).last()).toHaveAttribute(
    'aria-current',
    'page',
  );
  await createConcept(page, 'Bonificación por ventas');
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const reported = page.getByRole('dialog', { name: 'Agregar novedad reportada' });
  // A new novelty starts in today's open period (the list is newest first, with each period's state).
  await expect(chosenText(page, 'reported-calendar')).toHaveText(currentPeriodLabel(calendars));
  await choose(page, 'reported-calendar', `${calendar.id} - ${calendar.detail}`);
  await choose(page, 'reported-contract', `${contract.contractId} - ${contract.documentNumber}`);
  await choose(page, 'reported-concept', 'Bonificación por ventas');
  await reported.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Agregar valor')).toBeVisible();
  await typeMoney(page, 'reported-value', '350000');
  await reported.locator('#reported-observations').fill('Meta de octubre');
  await reported.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Novedad reportada agregada exitosamente')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Meta de octubre' })).toContainText('350.000');

  await page.getByRole('link', { name: 'Fijas' }).click();
  await expect(page).toHaveURL(/\/NoveltiesStatic$/);
  await createConcept(page, 'Auxilio de internet en casa');
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const fixed = page.getByRole('dialog', { name: 'Agregar novedad fija' });
  await fixed.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Seleccionar empleado')).toBeVisible();
  await choose(page, 'fixed-contract', `${contract.contractId} - ${contract.documentNumber}`);
  await choose(page, 'fixed-concept', 'Auxilio de internet en casa');
  // The first module state is the default; the entity list is empty for a concept that needs none.
  await expect(fixed.locator('#fixed-status')).not.toHaveText('Seleccione el estado');
  await typeMoney(page, 'fixed-value', '120000');
  await typeDate(page, 'fixed-start', day);
  const period = fixed.locator('.p-dropdown', { has: page.locator('#fixed-period') });
  if ((await period.textContent())?.includes('Seleccione el período')) {
    await period.click();
    await page.locator('.p-dropdown-panel').getByRole('option').first().click();
  }
  await fixed.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Novedad fija agregada exitosamente')).toBeVisible();
  expect(await noveltyCount(page, '/api/novelties/fixed')).toBe(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar a Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^novedadesFijas_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = Object.values(workbookRows(readFileSync(await file.path())))[0] ?? [];
  expect(sheet[0]?.slice(0, 5)).toEqual(['Contrato', 'Identificación', 'Nombre', 'Estado', 'Concepto']);
  expect(sheet).toHaveLength(2);
  expect(sheet[1]?.[1]).toBe(contract.documentNumber);
});

test('[NOVELTIES][RETIREMENT]: an administrator records a retirement, settles and accumulates it, and downloads its bank file', async ({
  page,
}) => {
  const { contracts, calendars } = await companyWithEmployees(page);
  const contract = contracts[1]!;
  const { calendar, day } = dayToRecord(contract, calendars, 5);

  await page.goto('/Social_benefits');
  await expect(page.getByRole('heading', { level: 1, name: 'Novedades de retiros' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retiro', exact: true }).last()).toHaveAttribute(
    'aria-current',
    'page',
  );
  const dialog = await addForPeriod(page, 'Agregar retiro', 'retirement', calendar, contract);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Seleccione el motivo de retiro')).toBeVisible();
  await page.locator('.p-dropdown', { has: page.locator('#retirement-reason') }).click();
  await page.locator('.p-dropdown-panel').getByRole('option').first().click();
  await typeDate(page, 'retirement-date', day);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Retiro agregado exitosamente')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: contract.documentNumber });
  await expect(row).toContainText('REGISTRADO');
  await expect(row.getByRole('button', { name: /^Plano bancario del retiro/ })).toBeDisabled();

  // Liquidar: the final settlement on the retirement's own calendar, processed and accumulated.
  await row.getByRole('button', { name: /^Liquidar retiro/ }).click();
  const settlement = page.getByRole('dialog', { name: /^Liquidación definitiva de / });
  await pickFirst(page, settlement, 'Calendario');
  await settlement.getByRole('button', { name: 'Procesar', exact: true }).click();
  await expect(page.getByText('PROCESADO CON EXITO')).toBeVisible({ timeout: 60_000 });
  await expect(settlement.locator('tbody tr').first()).toContainText('TERMINADO');
  await settlement.getByRole('button', { name: 'Acumular', exact: true }).click();
  await page.getByRole('button', { name: 'Sí', exact: true }).click();
  await expect(page.getByText('ACUMULADO CON EXITO')).toBeVisible({ timeout: 60_000 });
  await settlement.getByRole('button', { name: /^(Cerrar|Close)$/ }).click();
  await expect(row).toContainText('CERRADO ACUMULADO');
  await expect(row.getByRole('button', { name: /^Liquidar retiro/ })).toBeDisabled();

  // Plano: the bank file pays the settlement's net pay to this one employee.
  await row.getByRole('button', { name: /^Plano bancario del retiro/ }).click();
  const bank = page.getByRole('dialog', { name: 'Plano bancario' });
  await pickFirst(page, bank, 'Calendario *');
  const download = page.waitForEvent('download');
  await bank.getByRole('button', { name: 'Generar' }).click();
  const content = readFileSync(await (await download).path(), 'latin1');
  const records = content.slice(0, -2).split('\r\n');
  expect(records).toHaveLength(2);
  const detail = records[1] as string;
  expect(detail).toHaveLength(PAB_DETAIL.length);
  expect(detail).toContain(contract.documentNumber);
  const amount = PAB_DETAIL.fields.find((field) => field.name === 'Valor de la transacción')!;
  expect(Number(detail.slice(amount.start - 1, amount.start - 1 + amount.length))).toBeGreaterThan(0);
});

/** Opens the PrimeReact dropdown of that label in the dialog and picks its first option. */
async function pickFirst(page: Page, dialog: Locator, label: string): Promise<void> {
  await dialog.locator('.p-dropdown', { has: page.getByLabel(label, { exact: true }) }).click();
  const panel = page.locator('.p-dropdown-panel');
  await panel.getByRole('option').first().click();
  await expect(panel).toHaveCount(0);
}
