import { expect, test } from '@playwright/test';
import { passHumanCheck, registerNewAdmin, STRONG_PASSWORD, submitSignIn } from '../support/access.ts';

const LOCKED = 'Sobrepasaste los intentos permitidos. Inténtalo nuevamente en 5 minutos';

test('[ACCESS][LOCKOUT]: three wrong passwords lock sign-in, even with the right password', async ({
  page,
}) => {
  const email = await registerNewAdmin(page, 'bloqueo');

  for (const attempt of [1, 2]) {
    await submitSignIn(page, email, `Equivocada#${attempt}`);
    await expect(page.getByText('No se pudo iniciar sesión').last()).toBeVisible();
    await expect(page).toHaveURL(/\/Login$/);
  }

  await submitSignIn(page, email, 'Equivocada#3');
  await expect(page.getByTestId('login-locked')).toHaveText(LOCKED);

  // The server keeps the account locked: the right password is refused too.
  await page.reload();
  await submitSignIn(page, email, STRONG_PASSWORD);
  await expect(page.getByTestId('login-locked')).toHaveText(LOCKED);
  await expect(page).toHaveURL(/\/Login$/);
  // And the screen keeps sign-in disabled for the 5 minutes, even after a new human check.
  await passHumanCheck(page);
  await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeDisabled();
});
