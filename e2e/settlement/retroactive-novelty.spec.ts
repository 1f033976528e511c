import { expect, test } from '@playwright/test';
import { companyWithEmployees, toast, typeDate, typeNumber } from '../novelties/novelties-support.ts';
import { chooseInScope, chooseOption } from '../support/dropdown.ts';
import { payrollFromFirstHire, runProcess } from '../support/processes.ts';

test.use({ viewport: { width: 1366, height: 768 } });

/**
 * Decisions 0353 and 0359 at 1366×768: overtime dated in an accumulated fortnight is refused with
 * "Registrar como retroactiva" in full view above the footer's buttons; registered for the next
 * period, it is listed under Liquidar nómina → Cambios retroactivos, and Quitar removes it.
 */
test('[SETTLEMENT][RETROACTIVE]: a late novelty is registered as retroactive, listed for its carrying period and removed', async ({
  page,
}, testInfo) => {
  const { contracts } = await companyWithEmployees(page);
  const periods = await payrollFromFirstHire(page, contracts);
  const [closed, carrying] = periods;
  const person = contracts[0];
  if (!closed || !carrying || !person) throw new Error('La empresa no tiene períodos ni empleados');
  await runProcess(page, closed.id, 'PRO');
  await runProcess(page, closed.id, 'CLO');

  await page.goto('/NoveltiesOvertime');
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Agregar horas extra' });
  await add.getByText('Mostrar períodos anteriores y acumulados').click();
  await chooseOption(page, 'overtime-calendar', new RegExp(`^${closed.id} - `));
  await chooseOption(page, 'overtime-contract', new RegExp(`^${person.contractId} - `));
  await chooseOption(page, 'overtime-concept', /Hora extra diurna/);
  await typeNumber(page, 'overtime-hours', '4');
  await typeDate(page, 'overtime-date', [closed.periodStart, person.startDate].sort()[1] as string);
  await add.getByRole('button', { name: 'Guardar' }).click();

  // The way out is in full view, above Cancelar and Guardar, and no toast repeats the refusal.
  const offer = add.getByRole('button', { name: 'Registrar como retroactiva' });
  await expect(offer).toBeInViewport({ ratio: 1 });
  await expect(add).toContainText('solo puede registrarse en él como retroactiva');
  const offerBox = await offer.boundingBox();
  const cancelBox = await add.getByRole('button', { name: 'Cancelar' }).boundingBox();
  expect((offerBox?.y ?? 0) + (offerBox?.height ?? 0)).toBeLessThanOrEqual(cancelBox?.y ?? 0);
  await expect(page.locator('.p-toast-message').filter({ hasText: 'como retroactiva' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('retroactive-offer-1366x768.png') });
  await offer.click();

  const retro = page.getByRole('dialog', { name: 'Cambio retroactivo' });
  await expect(retro).toContainText('La novedad ya quedó guardada en el período acumulado.');
  await retro.getByRole('button', { name: 'Liquidar diferencias en este período' }).click();
  await expect(toast(page, 'Las diferencias se liquidarán al procesar el período elegido.')).toBeVisible();

  await page.goto('/PayrollPayment');
  await page.getByRole('button', { name: 'Liquidar nómina' }).click();
  const dialog = page.getByRole('dialog', { name: 'Liquidar nómina' });
  const escaped = carrying.detail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await chooseInScope(page, dialog, 'Calendario', new RegExp(`^${escaped} · `));
  await dialog.getByRole('button', { name: 'Cambios retroactivos (1)' }).click();
  const list = page.getByRole('dialog', { name: /^Cambios retroactivos de / });
  const row = list.getByRole('row').filter({ hasText: person.documentNumber });
  await expect(row).toContainText(person.employeeName);
  await expect(row).toContainText('Novedad');
  await expect(row).toContainText('Pendiente');
  await expect(list).not.toContainText(/\b(NOVELTY|PENDING)\b/);
  await page.screenshot({ path: testInfo.outputPath('retroactive-changes-1366x768.png') });

  await row.getByRole('button', { name: /^Quitar el cambio de / }).click();
  const confirm = page.getByRole('dialog', { name: 'Quitar cambio retroactivo' });
  await expect(confirm).toContainText(`¿Quitar el cambio retroactivo de ${person.employeeName}`);
  await confirm.getByRole('button', { name: 'Quitar' }).click();
  await expect(toast(page, 'El cambio retroactivo se quitó.')).toBeVisible();
  await expect(list).toContainText('Este período no lleva cambios retroactivos.');
});
