import { type Download, expect, type Page } from '@playwright/test';
import { chooseOption } from './dropdown.ts';

/**
 * A monthly report of a stored run through the shared report dialog: its button, the month's
 * calendar, Generar. Answers the download; the journey checks its name and the screen's message.
 */
export async function generateMonthReport(
  page: Page,
  report: { button: string; dialog: string },
  month: { name: string; year: number },
): Promise<Download> {
  await page.getByRole('button', { name: report.button }).click();
  const dialog = page.getByRole('dialog', { name: report.dialog });
  await chooseOption(page, 'report-parameter-calendario', new RegExp(`${month.name}.*${month.year}`, 'i'));
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Generar' }).click();
  return download;
}

/** A query page over stored lines (/HistoricAccounting, /HistoricSocialSecurity): Consultar with no period is refused. */
export async function openStoredRunQuery(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByText('Diligencie el año (cuatro dígitos)')).toBeVisible();
}
