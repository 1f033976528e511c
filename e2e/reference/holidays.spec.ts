import { expect, test } from '@playwright/test';
import { signInAsAdminOfNewCompany } from '../payroll-config/admin-with-company.ts';

test('[REFERENCE][HOLIDAYS]: an administrator reviews the holidays of a year and saves the vacation system', async ({
  page,
}) => {
  await signInAsAdminOfNewCompany(page);
  await page.goto('/Festivos');
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración festivos' })).toBeVisible();

  // 2025: eighteen holidays (Ley 51 de 1983), San José moved to Monday 24 March.
  await page.locator('.p-dropdown:has(#holidays-year)').click();
  await page.getByRole('option', { name: '2025', exact: true }).click();
  const list = page.getByRole('table');
  await expect(list.getByRole('row', { name: /24-03-2025 Lunes Día de San José/ })).toBeVisible();
  await expect(list.locator('tbody tr')).toHaveCount(18);
  await expect(
    page.getByText('Días hábiles en 2025: 245 de lunes a viernes · 297 de lunes a sábado'),
  ).toBeVisible();
  // The calendar opens on January 2025 with New Year's Day and Reyes (moved to Monday 6) marked.
  await expect(page.locator('.p-datepicker-year')).toHaveText('2025');
  await expect(page.locator('[data-holiday="2025-01-01"]')).toBeVisible();
  await expect(page.locator('[data-holiday="2025-01-06"]')).toHaveAttribute(
    'title',
    'Día de los Reyes Magos',
  );

  // Both selects are required.
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.locator('#holidays-vacation-system-error')).toHaveText(
    'Seleccione el sistema de vacaciones',
  );

  await page.locator('.p-dropdown:has(#holidays-vacation-system)').click();
  await page.getByRole('option', { name: 'Lunes a sábado (el sábado es día hábil)' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Configuración de festivos guardada exitosamente')).toBeVisible();
  await page.screenshot({ path: '.tmp/reference-shots/festivos.png', fullPage: true });

  // After a reload the saved system is back and the lists come from the browser's copy.
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/reference/lists')) listRequests.push(request.url());
  });
  await page.reload();
  await expect(page.locator('.p-dropdown:has(#holidays-vacation-system)')).toContainText(
    'Lunes a sábado (el sábado es día hábil)',
  );
  expect(listRequests).toEqual([]);
});
