import { expect, type Page, test } from '@playwright/test';
import { api, companyWithEmployees, toast } from '../novelties/novelties-support.ts';
import { chooseInScope } from '../support/dropdown.ts';
import { payrollFromFirstHire, runProcess } from '../support/processes.ts';

/** No page wider than the window (ARCHITECTURE.md §6: 1366×768). */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate<number>(
    '(document.scrollingElement ?? document.documentElement).scrollWidth - (document.scrollingElement ?? document.documentElement).clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Engine codes that must never reach the screen. */
const ENGINE_CODES = /\b(BASIC|HEALTH_EE|PENSION_EE|WITHHOLDING_RETRO)\b/;

test.use({ viewport: { width: 1366, height: 768 } });

test('[SETTLEMENT][RETROACTIVE]: a raise dated back into an accumulated period is paid by the next one and shows in its review', async ({
  page,
}, testInfo) => {
  // A company of its own: its fortnights accumulated up to a month's end, the next month's first one
  // open to carry the difference (a second fortnight carrying its own first is retroactive/same-month.test.ts).
  const { contracts } = await companyWithEmployees(page);
  const periods = await payrollFromFirstHire(page, contracts);
  const monthEnd = periods.findIndex(
    (period, at) => period.periodEnd.slice(0, 7) !== periods[at + 1]?.periodStart.slice(0, 7),
  );
  const accumulated = periods[monthEnd];
  const carrying = periods[monthEnd + 1];
  if (!accumulated || !carrying)
    throw new Error('La empresa no tiene dos meses de períodos desde la contratación');
  for (const period of periods.slice(0, monthEnd + 1)) {
    await runProcess(page, period.id, 'PRO');
    await runProcess(page, period.id, 'CLO');
  }

  // The salary dialog dates a raise back into the accumulated period.
  const person = contracts[0];
  if (!person) throw new Error('La empresa no tiene empleados');
  const contract = await api<{ person: { id: number } }>(page, 'GET', `/api/contracts/${person.contractId}`);
  await page.goto(`/CreateEmployee?persona=${contract.person.id}&contrato=${person.contractId}`);
  await page.getByRole('button', { name: 'Modificar salario' }).click();
  const salary = page.getByRole('dialog', { name: 'Modificar salario' });
  await salary.locator('#newSalaryAmount').fill('9000000');
  // From the period's first day, or the hire when it came later (a salary never starts before the contract).
  const from = [accumulated.periodStart, person.startDate].sort()[1] as string;
  // The salary dialog's date is a typed field (no calendar panel): type it and leave it.
  const startDate = salary.locator('#newSalaryStartDate');
  await startDate.fill(from.split('-').reverse().join('-'));
  await startDate.press('Tab');
  await salary.getByRole('button', { name: 'Guardar' }).click();

  // It names the accumulated period and offers the open one to pay the differences.
  const retro = page.getByRole('dialog', { name: 'Cambio retroactivo' });
  await expect(retro).toBeVisible();
  await expect(retro).toContainText('afecta 1 período acumulado');
  await expect(retro).toContainText('Quincena liquida las diferencias (retroactivo)');
  await expect(retro.getByText('Período que pagará las diferencias')).toBeVisible();
  await expect(retro.locator('.p-dropdown')).toContainText(/quincena de [a-z]+ de 2026/);
  await expect(retro).not.toContainText(ENGINE_CODES);
  await page.screenshot({ path: testInfo.outputPath('retroactive-dialog-1366x768.png') });
  await expectNoHorizontalOverflow(page);
  await retro.getByRole('button', { name: 'Liquidar diferencias en este período' }).click();
  await expect(toast(page, 'Las diferencias se liquidarán al procesar el período elegido.')).toBeVisible();
  await expect(retro).toHaveCount(0);

  // Procesar of the carrying period settles the differences with its own pay.
  await page.goto('/PayrollPayment');
  await page.getByRole('button', { name: 'Liquidar nómina' }).click();
  const dialog = page.getByRole('dialog', { name: 'Liquidar nómina' });
  await expect(dialog).toBeVisible();
  const escaped = carrying.detail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const chosen = await chooseInScope(page, dialog, 'Calendario', new RegExp(`^${escaped} · `));
  const detail = chosen.split(' · ')[0] ?? chosen;
  await dialog.getByRole('button', { name: 'Procesar', exact: true }).click();
  await expect(page.getByText('PROCESADO CON EXITO')).toBeVisible({ timeout: 60_000 });

  // The review: the Retroactivo column, its filter, and the person's lines by original period.
  await dialog.getByRole('button', { name: 'Revisar prenómina' }).click();
  const review = page.getByRole('dialog', { name: `Prenómina: ${detail}` });
  await expect(review).toBeVisible();
  await expect(review.getByRole('columnheader', { name: 'Retroactivo' })).toBeVisible();
  await expect(review).toContainText(/1 con retroactivo por \$/);
  await review.getByText('Solo con retroactivo').click();
  const rows = review.locator('.p-datatable-tbody > tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(person.employeeName);
  await page.screenshot({ path: testInfo.outputPath('retroactive-review-1366x768.png') });
  await expectNoHorizontalOverflow(page);

  await rows
    .first()
    .getByRole('button', { name: `Líneas de ${person.employeeName}` })
    .click();
  const group = review.getByRole('region', { name: `Retroactivo de ${person.employeeName}` });
  await expect(group.getByRole('heading', { name: 'Retroactivo' })).toBeVisible();
  await expect(group).toContainText(/(Primera|Segunda) quincena de [a-z]+ de 2026/);
  await expect(group).toContainText(/Salario[^—]* — (primera|segunda) quincena de [a-z]+ de 2026/);
  await expect(group).toContainText('Neto retroactivo');
  await expect(review).not.toContainText(ENGINE_CODES);
  await page.screenshot({ path: testInfo.outputPath('retroactive-lines-1366x768.png') });
  await expectNoHorizontalOverflow(page);
});
