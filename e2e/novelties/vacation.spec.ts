import { expect, test } from '@playwright/test';
import {
  addForPeriod,
  companyWithEmployees,
  dayToRecord,
  noveltyCount,
  serverEndDate,
  shown,
  toast,
  typeDate,
  typeNumber,
} from './novelties-support.ts';

test('[NOVELTIES][VACATION]: the end date comes from the server and a start date inside another vacation is refused and cleared', async ({
  page,
}) => {
  const { contracts, calendars } = await companyWithEmployees(page);
  const contract = contracts[0]!;
  const { calendar, day } = dayToRecord(contract, calendars);
  const endDate = await serverEndDate(page, 'vacations', contract, day, 15);

  await page.goto('/NoveltiesVacation');
  await expect(page.getByRole('heading', { level: 1, name: 'Vacaciones' })).toBeVisible();
  const add = await addForPeriod(page, 'Agregar vacaciones', 'vacation', calendar, contract);
  await add.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Agregue los dias en tiempo o dinero')).toBeVisible();

  await typeNumber(page, 'vacation-daysInTime', '15');
  await typeDate(page, 'vacation-start', day);
  // Fifteen business days later, skipping weekends and holidays: the server's answer, not the browser's.
  await expect(add.locator('#vacation-end')).toHaveValue(shown(endDate));
  await add.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Vacaciones agregadas exitosamente')).toBeVisible();

  const table = page.getByLabel('Vacaciones', { exact: true }).getByRole('table');
  const row = table.getByRole('row').filter({ hasText: contract.documentNumber });
  await expect(row).toContainText(shown(day));
  await expect(row).toContainText(shown(endDate));

  // A second vacation starting inside the first: the server refuses the start date and the dates are cleared.
  const { day: inside } = dayToRecord(contract, calendars, 2);
  const second = await addForPeriod(page, 'Agregar vacaciones', 'vacation', calendar, contract);
  await typeNumber(page, 'vacation-daysInTime', '3');
  await typeDate(page, 'vacation-start', inside);
  await second.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'cae dentro de otras vacaciones del empleado')).toBeVisible();
  await expect(second.locator('#vacation-start')).toHaveValue('');
  await expect(second.locator('#vacation-end')).toHaveValue('');
  expect(await noveltyCount(page, '/api/novelties/vacations')).toBe(1);
});
