import { expect, type Page } from '@playwright/test';
import { createJob, loadEmployeesThroughApi, sessionToken } from '../bulk-loads/bulk-support.ts';
import { api } from '../support/api.ts';
import { verifiedAdminWithCompany } from '../support/company.ts';

export { api, sessionToken };

export interface NoveltyContract {
  contractId: number;
  documentNumber: string;
  employeeName: string;
  startDate: string;
}

export interface PayrollCalendar {
  id: number;
  detail: string;
  periodStart: string;
  periodEnd: string;
  state: string;
}

/**
 * A new administrator of a new fortnightly company with two employees, signed in: registers and
 * verifies through the browser, creates the company and loads the employees through the API (their
 * screens have their own journeys). Answers the contracts and the open payroll calendars.
 */
export async function companyWithEmployees(
  page: Page,
): Promise<{ contracts: NoveltyContract[]; calendars: PayrollCalendar[] }> {
  await verifiedAdminWithCompany(page, 'novedades', { name: 'Novedades', nitLeading: '8', startMonth: '01' });

  await createJob(page);
  const stamp = Date.now() % 10_000_000;
  await loadEmployeesThroughApi(page, [
    { documentNumber: String(52_000_000 + stamp), firstName: 'Lucía', firstSurname: 'Ramírez' },
    { documentNumber: String(53_000_000 + stamp), firstName: 'Mateo', firstSurname: 'Cárdenas' },
  ]);
  const { contracts } = await api<{ contracts: NoveltyContract[] }>(page, 'GET', '/api/novelties/contracts');
  const calendars = await api<PayrollCalendar[]>(page, 'GET', '/api/calendars?type=NM');
  return { contracts, calendars: calendars.filter((calendar) => calendar.state !== 'ACCUMULATED') };
}

/** Opens a PrimeReact dropdown by its input id and picks the option whose text starts with `text`. */
export async function choose(page: Page, inputId: string, text: string): Promise<void> {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  const panel = page.locator('.p-dropdown-panel');
  const filter = panel.locator('.p-dropdown-filter');
  if (await filter.count()) await filter.fill(text);
  // The list may re-render while it loads (options follow the chosen contract): a click that lands on
  // the outgoing list leaves the panel open, so pick again until the choice closes it.
  await expect(async () => {
    if ((await panel.count()) === 0) return;
    await panel.getByRole('option').filter({ hasText: text }).first().click({ timeout: 3_000 });
    await expect(panel).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Types a dd-mm-yyyy date into a PrimeReact calendar and picks the day, which closes its panel. */
export async function typeDate(page: Page, inputId: string, isoDay: string): Promise<void> {
  const [year, month, day] = isoDay.split('-');
  const input = page.locator(`#${inputId}`);
  await input.fill(`${day}-${month}-${year}`);
  // Picking the day closes the panel (Escape would close the dialog itself).
  await page
    .locator('.p-datepicker-calendar td:not(.p-datepicker-other-month)')
    .getByText(String(Number(day)), { exact: true })
    .click();
  await expect(input).toHaveValue(`${day}-${month}-${year}`);
}

/** dd-mm-yyyy, as the tables and pickers show an ISO day. */
export const shown = (isoDay: string) => isoDay.split('-').reverse().join('-');

/** The toast with that text (the newest when several show it). */
export const toast = (page: Page, text: string) =>
  page.locator('.p-toast-message').filter({ hasText: text }).last();

/** A payroll calendar open for novelties and a day inside it on which the contract is running. */
export function dayToRecord(
  contract: NoveltyContract,
  calendars: readonly PayrollCalendar[],
  offsetDays = 0,
): { calendar: PayrollCalendar; day: string } {
  const calendar = calendars.find((candidate) => candidate.periodEnd >= contract.startDate);
  expect(calendar, 'an open payroll calendar after the contract start').toBeTruthy();
  const first = calendar!.periodStart > contract.startDate ? calendar!.periodStart : contract.startDate;
  const day = new Date(`${first}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offsetDays);
  return { calendar: calendar!, day: day.toISOString().slice(0, 10) };
}

/**
 * The payroll period a new novelty starts in: the one containing today in Bogotá (this year's
 * calendars are generated on demand, so it exists), labelled with its state as the picker shows it.
 */
export function currentPeriodLabel(calendars: readonly PayrollCalendar[]): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  const current = calendars.find((calendar) => calendar.periodStart <= today && today <= calendar.periodEnd);
  expect(current, 'the payroll period containing today').toBeTruthy();
  return `${current!.id} - ${current!.detail} (abierto)`;
}

/** The text a PrimeReact dropdown shows for its choice. */
export const chosenText = (page: Page, inputId: string) =>
  page.locator(`.p-dropdown:has(#${inputId}) .p-dropdown-label`);

/** How many novelties of a kind the company has, read from the list endpoint. */
export async function noveltyCount(page: Page, path: string): Promise<number> {
  return (await api<{ total: number }>(page, 'GET', `${path}?page=1&pageSize=5`)).total;
}

/** Types a number into a PrimeReact InputNumber key by key (it parses keystrokes, not pasted text). */
export async function typeNumber(page: Page, inputId: string, text: string): Promise<void> {
  const input = page.locator(`#${inputId}`);
  await input.click();
  await input.press('Control+a');
  await input.press('Backspace');
  await input.pressSequentially(text);
  await input.blur();
}

/**
 * Opens the screen's Agregar dialog and picks the period and the employee, as the clerk starts every
 * dated novelty; `prefix` is the form's id prefix (`vacation` for `vacation-calendar`). Answers the dialog.
 */
export async function addForPeriod(
  page: Page,
  dialogName: string,
  prefix: string,
  calendar: PayrollCalendar,
  contract: NoveltyContract,
) {
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await choose(page, `${prefix}-calendar`, `${calendar.id} - ${calendar.detail}`);
  await choose(page, `${prefix}-contract`, `${contract.contractId} - ${contract.documentNumber}`);
  return dialog;
}

/** The end date the server counts for `days` days of a novelty kind (`vacations`, `absences`) from `day`. */
export async function serverEndDate(
  page: Page,
  kind: 'vacations' | 'absences',
  contract: NoveltyContract,
  day: string,
  days: number,
): Promise<string> {
  const path = `/api/novelties/${kind}/end-date?contractId=${contract.contractId}&startDate=${day}&days=${days}`;
  return (await api<{ endDate: string }>(page, 'GET', path)).endDate;
}
