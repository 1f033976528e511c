import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { runProcess } from '../support/processes.ts';
import { api, companyWithEmployees, dayToRecord, toast } from './novelties-support.ts';

test('[NOVELTIES][RETIREMENT]: a processed final settlement is reviewed as a liquidación de contrato before Acumular', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { contracts, calendars } = await companyWithEmployees(page);
  const leaving = contracts.find((contract) => contract.employeeName.startsWith('Lucía')) ?? contracts[0];
  if (!leaving) throw new Error('no contract');
  const { calendar, day } = dayToRecord(leaving, calendars, 3);
  const withdrawal = day > calendar.periodEnd ? calendar.periodEnd : day;
  const retirement = await api<{ row: { id: number } }>(page, 'POST', '/api/novelties/retirements', {
    calendarId: calendar.id,
    contractId: leaving.contractId,
    reasonCode: 'SIN_JUSTA_CAUSA',
    date: withdrawal,
  });

  await page.goto('/Social_benefits');
  const view = page.getByRole('button', { name: `Ver liquidación del retiro de ${leaving.employeeName}` });
  // Nothing processed yet: the server says so in Spanish.
  await view.click();
  await expect(toast(page, 'aún no se ha procesado')).toBeVisible();

  const [ld] = await api<Array<{ id: number }>>(page, 'GET', `/api/calendars?type=LD-${retirement.row.id}`);
  await runProcess(page, ld?.id as number, 'PRO');
  await view.click();
  const dialog = page.getByRole('dialog', { name: /Liquidación de contrato de trabajo/ });
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^blob:/);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('liquidacion-contrato.pdf');
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
});
