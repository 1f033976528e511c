import { expect, type Page, test } from '@playwright/test';
import { companyWithEmployees } from '../novelties/novelties-support.ts';
import { chooseInScope } from '../support/dropdown.ts';
import { payrollFromFirstHire } from '../support/processes.ts';

/** No page wider than the window (ARCHITECTURE.md §6: 1366×768). */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate<number>(
    '(document.scrollingElement ?? document.documentElement).scrollWidth - (document.scrollingElement ?? document.documentElement).clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.use({ viewport: { width: 1366, height: 768 } });

test('[SETTLEMENT][PAYROLL_REVIEW]: process a period, read the review, open an employee and accumulate', async ({
  page,
}, testInfo) => {
  // A company of its own: the demo company's next period is the payroll-run journey's, run beside this one.
  const { contracts } = await companyWithEmployees(page);
  const [period] = await payrollFromFirstHire(page, contracts);
  if (!period) throw new Error('La empresa no tiene un período desde la primera contratación');

  await page.goto('/PayrollPayment');
  await page.getByRole('button', { name: 'Liquidar nómina' }).click();
  const dialog = page.getByRole('dialog', { name: 'Liquidar nómina' });
  await expect(dialog).toBeVisible();
  const reviewButton = dialog.getByRole('button', { name: 'Revisar prenómina' });
  await expect(reviewButton).toBeDisabled();

  const escaped = period.detail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const chosen = await chooseInScope(page, dialog, 'Calendario', new RegExp(`^${escaped} · `));
  const detail = chosen.split(' · ')[0] ?? chosen;
  await dialog.getByRole('button', { name: 'Procesar', exact: true }).click();
  await expect(page.getByText('PROCESADO CON EXITO')).toBeVisible({ timeout: 60_000 });

  // The review of the stored results, one row per employee.
  await expect(reviewButton).toBeEnabled();
  await reviewButton.click();
  const review = page.getByRole('dialog', { name: `Prenómina: ${detail}` });
  await expect(review).toBeVisible();
  await expect(review).toContainText(/\d+ liquidados, \d+ con error, \d+ excluidos/);
  const rows = review.locator('.p-datatable-tbody > tr');
  await expect(rows.first()).toContainText('$');
  expect(await rows.count()).toBeGreaterThan(0);
  await expect(review.locator('.p-datatable-tfoot')).toContainText('Totales');
  await page.screenshot({ path: testInfo.outputPath('payroll-review-1366x768.png') });
  await expectNoHorizontalOverflow(page);

  // A row opens that person's lines by their Spanish names (never engine codes).
  const first = rows.first();
  const name = (await first.locator('td').nth(2).innerText()).trim();
  await first.getByRole('button', { name: `Líneas de ${name}` }).click();
  const lines = review.locator('.payroll-review__lines');
  await expect(lines).toContainText('Salario básico');
  await expect(lines).toContainText('Devengo');
  await expect(lines).not.toContainText('BASIC');
  await page.screenshot({ path: testInfo.outputPath('payroll-review-lines-1366x768.png') });
  await expectNoHorizontalOverflow(page);

  // The search narrows to that person on the server (the opened row closed first: its lines are rows too).
  await first.getByRole('button', { name: `Líneas de ${name}` }).click();
  await expect(lines).toHaveCount(0);
  await review.getByRole('textbox', { name: 'Buscar por documento o nombre' }).fill(name);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);

  // The Excel export downloads what is seen.
  const download = page.waitForEvent('download');
  await review.getByRole('button', { name: 'Exportar a Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^prenomina_.*\.xlsx$/);
  await review.getByRole('button', { name: /^(Cerrar|Close)$/ }).click();

  // Then Acumular, after the question.
  await dialog.getByRole('button', { name: 'Acumular', exact: true }).click();
  await page.getByRole('button', { name: 'Sí', exact: true }).click();
  await expect(page.getByText('ACUMULADO CON EXITO')).toBeVisible({ timeout: 60_000 });
  // An accumulated period stays reviewable.
  await expect(reviewButton).toBeEnabled();

  // The company sets the threshold on its payroll configuration.
  await page.goto('/Payroll');
  const threshold = page.getByLabel('Umbral de cambio para revisar la prenómina (%)');
  await expect(threshold).toHaveValue('20 %');
  await threshold.fill('25');
  await page.getByRole('button', { name: 'Aplicar umbral' }).click();
  await expect(page.getByText('Umbral de revisión de la prenómina actualizado exitosamente')).toBeVisible();
});
