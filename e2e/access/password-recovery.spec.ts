import { expect, test } from '@playwright/test';
import { registerNewAdmin, STRONG_PASSWORD, submitSignIn } from '../support/access.ts';
import { readRecoveryToken } from '../support/outbox.ts';

const RECOVERED_PASSWORD = 'Recuperada_2026!';

test('[ACCESS][PASSWORD_RECOVERY]: a forgotten password is reset with the e-mailed token', async ({
  page,
}) => {
  const email = await registerNewAdmin(page, 'recupera');

  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Recuperar contraseña')).toBeVisible();
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Se envió el token a su correo')).toBeVisible();

  // A wrong token is refused and the flow stays on the token step.
  await dialog.getByLabel('Token').fill('ZZZZ2222');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('El código no es válido o ya venció')).toBeVisible();

  const token = await readRecoveryToken(email);
  await dialog.getByLabel('Token').fill(token);
  await dialog.getByRole('button', { name: 'Continuar' }).click();

  const update = dialog.getByRole('button', { name: 'Actualizar contraseña' });
  await expect(update).toBeDisabled();
  await dialog.locator('#recovery-new').fill(RECOVERED_PASSWORD);
  await dialog.locator('#recovery-confirm').fill(`${RECOVERED_PASSWORD}x`);
  await update.click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await dialog.locator('#recovery-confirm').fill(RECOVERED_PASSWORD);
  await update.click();
  await expect(page.getByText('Contraseña actualizada exitosamente. Inicie sesión por favor.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await submitSignIn(page, email, STRONG_PASSWORD);
  await expect(page.getByText('No se pudo iniciar sesión').last()).toBeVisible();
  await submitSignIn(page, email, RECOVERED_PASSWORD);
  await expect(page).toHaveURL(/\/Verification$/);
});
