import { expect, type Page } from '@playwright/test';
import { verifiedAdminWithCompany } from '../support/company.ts';

/**
 * A new administrator, verified through the e-mailed code, whose company is created through the API (the
 * company screen is another journey's subject). Leaves the browser signed in.
 */
export async function signInAdminWithCompany(page: Page, prefix: string): Promise<void> {
  await verifiedAdminWithCompany(page, prefix, {
    name: 'Contable',
    nitLeading: '9',
    startMonth: '03',
    confirmVerified: true,
  });
}

/** Opens a PrimeReact dropdown by its input id and picks the option with that text. */
export async function choose(page: Page, inputId: string, option: string, filter?: string): Promise<void> {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  const panel = page.locator('.p-dropdown-panel');
  if (filter) await panel.locator('.p-dropdown-filter').fill(filter);
  await panel.getByRole('option', { name: option, exact: true }).click();
  await expect(panel).toHaveCount(0);
}

/** The toast with that text (the newest when several show it). */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.p-toast-message').filter({ hasText: text }).last();
