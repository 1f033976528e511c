import { expect, test } from '@playwright/test';
import { registerNewAdmin, STRONG_PASSWORD, signOut, submitSignIn } from '../support/access.ts';

const NEW_PASSWORD = 'Nueva.Clave_2026';

test('[ACCESS][PASSWORD_CHANGE]: an administrator changes the password and signs in with the new one', async ({
  page,
}) => {
  const email = await registerNewAdmin(page, 'clave');
  await submitSignIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/Verification$/);

  await page.goto('/PasswordManagement');
  await expect(page.getByRole('heading', { name: 'Gestión de contraseña' })).toBeVisible();
  const update = page.getByRole('button', { name: 'Actualizar contraseña' });

  // The checks of spec 03 §5, in order.
  await update.click();
  await expect(page.getByText('Agregar contraseña actual').first()).toBeVisible();
  await page.locator('#password-currentPassword').fill(STRONG_PASSWORD);
  await update.click();
  await expect(page.getByText('Agregar nueva contraseña').first()).toBeVisible();
  await page.locator('#password-newPassword').fill(NEW_PASSWORD);
  await expect(page.getByTestId('password-strength')).toHaveText('Fuerte');
  await page.locator('#password-newPasswordConfirmation').fill(`${NEW_PASSWORD}x`);
  await update.click();
  await expect(page.getByText('Las contraseñas no coinciden').first()).toBeVisible();

  await page.locator('#password-newPasswordConfirmation').fill(NEW_PASSWORD);
  await update.click();
  await expect(page.getByText('Contraseña actualizada exitosamente')).toBeVisible();
  await expect(page.locator('#password-currentPassword')).toHaveValue('');
  await expect(page.locator('#password-newPassword')).toHaveValue('');
  await expect(page.locator('#password-newPasswordConfirmation')).toHaveValue('');

  await signOut(page);
  await submitSignIn(page, email, STRONG_PASSWORD);
  await expect(page.getByText('No se pudo iniciar sesión').last()).toBeVisible();
  await expect(page).toHaveURL(/\/Login$/);

  await submitSignIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/Verification$/);
});
