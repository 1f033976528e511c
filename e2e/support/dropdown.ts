import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the PrimeReact dropdown that holds the input `inputId`, types `filter` into its filter when
 * given, and picks the first option matching `option`. The filtered list re-renders while it is
 * typed into: a click that lands on the outgoing list leaves the panel open, so the pick is retried
 * (reopening the panel if it closed) until the choice closes it.
 */
export async function chooseOption(
  page: Page,
  inputId: string,
  option: string | RegExp,
  filter?: string,
  { exact = false }: { exact?: boolean } = {},
): Promise<void> {
  const panel = page.locator('.p-dropdown-panel');
  await page.locator(`.p-dropdown:has([id="${inputId}"])`).click();
  await expect(async () => {
    if ((await panel.count()) === 0) await page.locator(`.p-dropdown:has([id="${inputId}"])`).click();
    if (filter) await panel.locator('.p-dropdown-filter').fill(filter);
    await panel.getByRole('option', { name: option, exact }).first().click({ timeout: 3_000 });
    await expect(panel).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 25_000 });
}

/**
 * Opens the PrimeReact dropdown labelled `label` inside `scope` (a dialog, a form) and picks the
 * first option matching `option`; answers the option's text.
 */
export async function chooseInScope(
  page: Page,
  scope: Locator,
  label: string,
  option: RegExp | string,
): Promise<string> {
  await scope.locator('.p-dropdown', { has: page.getByLabel(label, { exact: true }) }).click();
  const panel = page.locator('.p-dropdown-panel');
  const item = panel.getByRole('option', { name: option }).first();
  const text = (await item.innerText()).trim();
  await item.click();
  await expect(panel).toBeHidden();
  return text;
}
