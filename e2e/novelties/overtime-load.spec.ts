import { readFileSync } from 'node:fs';
import { utils, write } from '@e965/xlsx';
import { expect, test } from '@playwright/test';
import { workbookRows } from '../bulk-loads/bulk-support.ts';
import { companyWithEmployees, dayToRecord, noveltyCount } from './novelties-support.ts';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A filled overtime template: the template's headers, then one row per entry; dates as real Excel dates. */
function overtimeWorkbook(headers: string[], rows: unknown[][]): Buffer {
  const workbook = utils.book_new();
  utils.book_append_sheet(
    workbook,
    utils.aoa_to_sheet([headers, ...rows], { cellDates: true }),
    'Horas extra',
  );
  return Buffer.from(write(workbook, { bookType: 'xlsx', type: 'buffer' }) as Uint8Array);
}

test('[NOVELTIES][OVERTIME_LOAD]: a file with one bad row loads nothing and names the row; the corrected file loads', async ({
  page,
}) => {
  const { contracts, calendars } = await companyWithEmployees(page);
  const contract = contracts[0]!;
  const { calendar, day } = dayToRecord(contract, calendars);
  const date = new Date(`${day}T12:00:00Z`);

  await page.goto('/NoveltiesOvertime');
  await page.getByRole('button', { name: 'Cargar novedades' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cargar novedades de horas extra' });
  const templateDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar plantilla' }).click();
  const sheets = workbookRows(readFileSync(await (await templateDownload).path()));
  const headers = Object.values(sheets)[0]?.[0] ?? [];
  expect(headers.map((header) => header.replace(' *', ''))).toEqual([
    'Contrato',
    'Calendario',
    'Concepto',
    'Tiempo',
    'Fecha novedad',
  ]);

  const good = [contract.contractId, calendar.id, 'HED', 2.5, date];
  const unknownContract = [999_999, calendar.id, 'HEN', 1, date];
  const errorsDownload = page.waitForEvent('download');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'horas-extra-con-error.xlsx',
    mimeType: XLSX_MIME,
    buffer: overtimeWorkbook(headers, [good, unknownContract]),
  });
  const errors = await errorsDownload;
  expect(errors.suggestedFilename()).toBe('ErroresCargue.txt');
  const errorText = readFileSync(await errors.path(), 'utf8');
  expect(errorText).toContain('Fila 3');
  expect(errorText).toContain('El contrato no existe en la empresa');
  await expect(
    page.getByText('Error al cargar la información. Por favor revisar archivo de errores'),
  ).toBeVisible();
  // All or nothing: the good row was not written either.
  expect(await noveltyCount(page, '/api/novelties/overtime')).toBe(0);

  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'horas-extra.xlsx',
    mimeType: XLSX_MIME,
    buffer: overtimeWorkbook(headers, [good]),
  });
  await expect(page.getByText('Se cargó 1 registro exitosamente')).toBeVisible();
  expect(await noveltyCount(page, '/api/novelties/overtime')).toBe(1);
  await expect(page.getByRole('cell', { name: contract.documentNumber })).toBeVisible();
});
