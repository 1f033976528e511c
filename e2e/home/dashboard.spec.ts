import { expect, type Page, test } from '@playwright/test';
import { signInAsAdminOfNewCompany } from '../payroll-config/admin-with-company.ts';
import { submitSignIn, takeOwnClientAddress } from '../support/access.ts';
import { DEMO_ADMIN } from '../support/demo.ts';

const pesos = (value: number) =>
  new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 }).format(
    value,
  );

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate<string>("JSON.parse(localStorage.getItem('quincena.session') ?? '{}').token");
}

interface Calendar {
  id: number;
  detail: string;
  periodEnd: string;
  state: string;
}

/**
 * Net pay of the last accumulated payroll period, read through the historic payroll query (the
 * stored lines a user can export), not through the dashboard's own endpoint.
 */
async function lastAccumulatedNetPay(page: Page): Promise<{ detail: string; net: number }> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const calendars = (await (
    await page.request.get('/api/calendars?type=NM', { headers })
  ).json()) as Calendar[];
  const last = calendars
    .filter((calendar) => calendar.state === 'ACCUMULATED')
    .sort((a, b) => a.periodEnd.localeCompare(b.periodEnd) || a.id - b.id)
    .at(-1);
  if (!last) throw new Error('the demo company has no accumulated period');
  const lines = (await (
    await page.request.get(`/api/queries/historic-payroll/export?calendarId=${last.id}`, { headers })
  ).json()) as { rows: Array<{ kind: string; value: number }> };
  const cents = lines.rows.reduce((sum, row) => {
    if (row.kind === 'earning') return sum + Math.round(row.value * 100);
    if (row.kind === 'deduction') return sum - Math.round(row.value * 100);
    return sum;
  }, 0);
  return { detail: last.detail, net: cents / 100 };
}

test('[HOME][EMPTY]: a new administrator lands on a dashboard with honest empty states and deadlines', async ({
  page,
}) => {
  await signInAsAdminOfNewCompany(page);
  await page.goto('/Home');
  await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();
  const lastPayroll = page.getByRole('region', { name: 'Total Última Nómina' });
  await expect(lastPayroll).toContainText('Aún no hay una nómina acumulada');
  await expect(page.getByTestId('pending-invoices')).toHaveText('0');
  await expect(page.getByRole('region', { name: 'Ausentismo por tipo' })).toContainText(
    'No hay ausencias registradas',
  );
  // The company has a NIT: its PILA payment day is among the deadlines, linked to its screen.
  const deadlines = page.getByRole('region', { name: 'Próximos vencimientos' });
  await expect(deadlines.getByRole('link').first()).toBeVisible();
  await expect(deadlines.getByRole('link', { name: /Pago de la PILA de/ }).first()).toHaveAttribute(
    'href',
    '/SocialSecurity',
  );

  await page.getByRole('button', { name: 'Agregar empleados' }).click();
  await expect(page).toHaveURL(/\/CreatePerson$/);
  await page.goto('/Home');
  await page.getByRole('button', { name: 'Liquidar Nómina' }).click();
  await expect(page).toHaveURL(/\/PayrollPayment$/);
});

test('[HOME][FIGURES]: the demo administrator sees the last accumulated payroll as the stored lines add up', async ({
  page,
}) => {
  await takeOwnClientAddress(page);
  await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/Home$/);
  // Another journey may accumulate or reverse a demo period meanwhile: compare one consistent reading.
  await expect(async () => {
    await page.reload();
    const expected = await lastAccumulatedNetPay(page);
    const card = page.getByRole('region', { name: 'Total Última Nómina' });
    await expect(card).toContainText(expected.detail, { timeout: 5_000 });
    const shown = (await page.getByTestId('last-payroll-total').innerText()).replace(/\s+/g, ' ');
    expect(shown.replace(/\s/g, '')).toBe(`${pesos(expected.net)}COP`.replace(/\s/g, ''));
  }).toPass({ timeout: 45_000 });
  await expect(page.getByTestId('passive-total')).toContainText('Total pasivo laboral: $');
  await expect(page.getByRole('region', { name: 'Presupuesto de nómina' }).locator('canvas')).toBeVisible();
});
