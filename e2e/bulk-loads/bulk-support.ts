import { read, utils, write } from '@e965/xlsx';
import { expect, type Page } from '@playwright/test';

export async function sessionToken(page: Page): Promise<string> {
  return page.evaluate<string>("JSON.parse(localStorage.getItem('quincena.session') ?? '{}').token");
}

/** A job of the company: the employee template's Cargo column lists the company's jobs. */
export async function createJob(page: Page, name = 'Operario de bodega'): Promise<number> {
  const response = await page.request.post('/api/jobs', {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    data: { name, area: 'Logística' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).job.id as number;
}

/** The sheets of a downloaded workbook as arrays of cell texts. */
export function workbookRows(bytes: Buffer): Record<string, string[][]> {
  const workbook = read(bytes, { type: 'buffer' });
  return Object.fromEntries(
    workbook.SheetNames.map((name) => [
      name,
      utils.sheet_to_json<string[]>(workbook.Sheets[name] as never, { header: 1, defval: '', raw: false }),
    ]),
  );
}

/**
 * The template's fill sheet with `count` employees copied from its example row, each with its own
 * document number and e-mail; the start date is written as a real Excel date.
 */
export function employeesWorkbook(
  template: Record<string, string[][]>,
  count: number,
  firstNumber: number,
  bookType: 'xlsx' | 'biff8',
  /** Cells of the FIRST employee replaced by column header, to plant an error. */
  firstRowOverrides: Record<string, string> = {},
): Buffer {
  const [headers = [], example = []] = template.Ejemplo ?? [];
  const column = (header: string) => headers.findIndex((text) => text.replace(' *', '') === header);
  const rows: unknown[][] = [headers];
  for (let index = 0; index < count; index++) {
    const row: unknown[] = [...example];
    row[column('Número de documento')] = String(firstNumber + index);
    row[column('Correo')] = `empleado${firstNumber + index}@bodega.com.co`;
    row[column('Primer nombre')] = `Empleado${index + 1}`;
    row[column('Fecha de ingreso')] = new Date(Date.UTC(2026, 1, 1));
    if (index === 0)
      for (const [header, value] of Object.entries(firstRowOverrides)) row[column(header)] = value;
    rows.push(row);
  }
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet(rows, { cellDates: true }), 'Empleados');
  return Buffer.from(write(workbook, { bookType, type: 'buffer' }) as Uint8Array);
}

/** Registers employees through the bulk-load API (the template's example row with each person's own data). */
export async function loadEmployeesThroughApi(
  page: Page,
  people: ReadonlyArray<{ documentNumber: string; firstName: string; firstSurname: string }>,
): Promise<void> {
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const template = (await (
    await page.request.get('/api/bulk-loads/employees/template', { headers })
  ).json()) as {
    columns: Array<{ key: string; example: string }>;
  };
  const rows = people.map((person, index) => ({
    position: index + 2,
    cells: template.columns.map((column) => {
      if (column.key === 'person.documentNumber') return person.documentNumber;
      if (column.key === 'person.firstName') return person.firstName;
      if (column.key === 'person.firstSurname') return person.firstSurname;
      if (column.key === 'person.otherNames' || column.key === 'person.secondSurname') return '*';
      if (column.key === 'person.email') return `${person.documentNumber}@correo.com.co`;
      return column.example === '' ? '*' : column.example;
    }),
  }));
  const response = await page.request.post('/api/bulk-loads/employees', {
    headers,
    data: { fileName: 'empleados.xlsx', rows },
  });
  expect(await response.json()).toMatchObject({ outcome: 'LOADED', loaded: people.length });
}
