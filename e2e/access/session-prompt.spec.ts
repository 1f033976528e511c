import { expect, type Page, test } from '@playwright/test';
import { registerNewAdmin, STRONG_PASSWORD, submitSignIn } from '../support/access.ts';

const PROMPT = 'En 2 minutos se termina la sesión. ¿Desea extender la sesión?';

/** The token the app keeps in localStorage (evaluated in the page, whose lib has the DOM). */
const storedToken = (page: Page): Promise<string | null> =>
  page.evaluate("JSON.parse(localStorage.getItem('quincena.session') ?? 'null')?.token ?? null");

test('[ACCESS][SESSION_PROMPT]: at 58 minutes the prompt extends the session or ends it', async ({
  page,
}) => {
  await page.clock.install();
  const email = await registerNewAdmin(page, 'sesion');
  await submitSignIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/Verification$/);
  const firstToken = await storedToken(page);
  expect(firstToken).toEqual(expect.any(String));

  await page.clock.fastForward('57:50');
  await expect(page.getByText(PROMPT)).toHaveCount(0);
  await page.clock.fastForward('00:11');
  await expect(page.getByText(PROMPT)).toBeVisible();

  // Sí: a new token, and the prompt goes away.
  const refreshed = page.waitForResponse(
    (response) => response.url().endsWith('/api/access/session/refresh') && response.status() === 200,
  );
  await page.getByRole('button', { name: 'Sí' }).click();
  await refreshed;
  await expect(page.getByText(PROMPT)).toHaveCount(0);
  const secondToken = await storedToken(page);
  expect(secondToken).toEqual(expect.any(String));
  expect(secondToken).not.toBe(firstToken);

  // The new token gets its own 58 minutes; this time the answer is No.
  await page.clock.fastForward('58:01');
  await expect(page.getByText(PROMPT)).toBeVisible();
  await page.getByRole('button', { name: 'No' }).click();
  await expect(page.getByText('Fin de la sesión')).toBeVisible();
  await expect(page).toHaveURL(/\/Login$/);
  expect(await storedToken(page)).toBeNull();
});
