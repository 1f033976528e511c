import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { submitSignIn, takeOwnClientAddress } from '../support/access.ts';
import { DEMO_ADMIN } from '../support/demo.ts';

const SHOTS = join(fileURLToPath(new URL('../..', import.meta.url)), '.tmp', 'screenshots');

test.use({ viewport: { width: 1366, height: 768 } });

test('[API-KEYS]: the administrator creates a key, an integration calls the API with it, and revoking it shuts it out', async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await takeOwnClientAddress(page);
  await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/Home$/);
  await page.goto('/CompanyApiKeys');
  await expect(page.getByRole('heading', { name: 'Claves API' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Claves API' })).toBeVisible();

  const name = `Reloj de planta ${Date.now() % 100_000}`;
  await page.getByRole('button', { name: 'Crear clave' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear clave API' });
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByText('Solo lectura').click();
  await dialog.getByText('Novedades').click();
  await dialog.getByText('Empleados').click();
  await page.screenshot({ path: join(SHOTS, 'api-keys-create-1366x768.png') });
  await dialog.getByRole('button', { name: 'Guardar' }).click();

  const secretBox = page.getByTestId('api-key-secret');
  await expect(secretBox).toHaveText(/^qk_live_/);
  await expect(page.getByText(/no se volverá a mostrar/)).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'api-keys-secret-1366x768.png') });
  const secret = (await secretBox.textContent()) ?? '';
  await page.getByRole('button', { name: 'Ya la copié' }).click();

  // An integration, without any session: reads its area, is refused user management.
  const asKey = { headers: { authorization: `Bearer ${secret}` } };
  expect((await page.request.get('/api/novelties/overtime', asKey)).status()).toBe(200);
  const users = await page.request.get('/api/users', asKey);
  expect(users.status()).toBe(403);

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Solo lectura');
  await expect(row).toContainText('Empleados, Novedades');
  await page.screenshot({ path: join(SHOTS, 'api-keys-list-1366x768.png') });

  await row.getByRole('button', { name: `Revocar ${name}` }).click();
  await page.getByRole('button', { name: 'Sí' }).click();
  await expect(row).toContainText('Revocada');
  expect((await page.request.get('/api/novelties/overtime', asKey)).status()).toBe(401);
});
