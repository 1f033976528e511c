import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { workbookRows } from '../bulk-loads/bulk-support.ts';
import {
  addForPeriod,
  api,
  choose,
  companyWithEmployees,
  dayToRecord,
  noveltyCount,
  serverEndDate,
  shown,
  toast,
  typeDate,
} from './novelties-support.ts';

interface Contingency {
  code: string;
  name: string;
  incapacity: boolean;
  allowsExtension: boolean;
}

test('[NOVELTIES][ABSENCE]: an absence is recorded with the server end date and an overlapping one is refused', async ({
  page,
}) => {
  const { contracts, calendars } = await companyWithEmployees(page);
  const contract = contracts[1]!;
  const { calendar, day } = dayToRecord(contract, calendars);
  const { contingencies } = await api<{ contingencies: Contingency[] }>(
    page,
    'GET',
    '/api/novelties/absences/contingencies',
  );
  // A licence: no diagnosis, no extension.
  const licence = contingencies.find((item) => !item.incapacity && !item.allowsExtension)!;
  const endDate = await serverEndDate(page, 'absences', contract, day, 3);

  await page.goto('/NoveltiesLicenses');
  await expect(page.getByRole('heading', { level: 1, name: 'Ausentismos y licencias' })).toBeVisible();
  const add = await addForPeriod(page, 'Agregar ausentismo', 'absence', calendar, contract);
  await choose(page, 'absence-contingency', `${licence.code} - ${licence.name}`);
  await expect(add.locator('#absence-extension')).toHaveCount(0);
  await expect(add.getByText('Diagnóstico (Sólo aplica para incapacidades)')).toBeVisible();
  await typeDate(page, 'absence-start', day);
  await add.locator('#absence-days').fill('3');
  await expect(add.locator('#absence-end')).toHaveValue(shown(endDate));
  await add.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Ausentismo agregado exitosamente')).toBeVisible();
  const row = page
    .getByLabel('Ausentismos y licencias', { exact: true })
    .getByRole('table')
    .getByRole('row')
    .filter({
      hasText: contract.documentNumber,
    });
  await expect(row).toContainText(shown(endDate));

  const { day: overlapping } = dayToRecord(contract, calendars, 1);
  const second = await addForPeriod(page, 'Agregar ausentismo', 'absence', calendar, contract);
  await choose(page, 'absence-contingency', `${licence.code} - ${licence.name}`);
  await typeDate(page, 'absence-start', overlapping);
  await second.locator('#absence-days').fill('2');
  await second.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'El ausentismo se cruza con otro ausentismo del empleado')).toBeVisible();
  await expect(second).toBeVisible();
  expect(await noveltyCount(page, '/api/novelties/absences')).toBe(1);
  await second.getByRole('button', { name: 'Cancelar' }).click();

  // The history report through the shared report dialog, with the spec's file name.
  await page.getByRole('button', { name: 'Reporte histórico' }).click();
  const report = page.getByRole('dialog', { name: 'Parámetros reporte histórico de ausentismos' });
  for (const [tag, isoDay] of [
    ['fechaDesde', calendar.periodStart],
    ['fechaHasta', endDate],
  ] as const) {
    const input = report.locator(`[id="report-parameter-${tag}"]`);
    await input.fill(shown(isoDay));
    // The panel of the field just typed in is the newest; the previous one may still be fading out.
    await page
      .locator(`.p-datepicker td[aria-label="${shown(isoDay)}"]`)
      .last()
      .click();
    await expect(input).toHaveValue(shown(isoDay));
    await expect(page.locator('.p-datepicker:visible')).toHaveCount(0);
  }
  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Generar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^reporteHistoricoAusentismos_\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(toast(page, 'Reporte histórico de ausentismos generado exitosamente')).toBeVisible();
  const sheet = Object.values(workbookRows(readFileSync(await file.path())))[0] ?? [];
  expect(sheet.some((cells) => cells.includes(contract.documentNumber))).toBe(true);
});
