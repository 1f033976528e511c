import { expect, type Page } from '@playwright/test';
import { MONTH_NAMES } from '@quincena/contracts';
import { submitSignIn, takeOwnClientAddress } from './access.ts';
import { sessionToken } from './company.ts';

/** The seeded demo administrator (apps/api/src/seed/access.demo-seed.ts; its password is public). */
export const DEMO_ADMIN = { email: 'admin@demo.quincena.test', password: 'Demo.Admin.2026' };

/** Signs in as the demo administrator from this journey's own client address, past the login page. */
export async function signInAsDemoAdmin(page: Page): Promise<void> {
  await takeOwnClientAddress(page);
  await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).not.toHaveURL(/\/Login$/);
}

/**
 * The month whose payroll the demo seed accumulated (no journey undoes it): its year, number and
 * lower-case Spanish name, as the settlement dialogs list its calendars.
 */
export async function demoAccumulatedMonth(
  page: Page,
): Promise<{ year: number; month: number; name: string }> {
  const year = new Date().getFullYear();
  const response = await page.request.get(`/api/calendars?type=NM&state=ACCUMULATED&year=${year}`, {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const payroll = (await response.json()) as Array<{ month: number; fortnight: number | null }>;
  const closing = payroll.filter((calendar) => calendar.fortnight !== 1).at(0);
  if (!closing) throw new Error('La empresa demo no tiene un mes de nómina acumulado');
  return { year, month: closing.month, name: MONTH_NAMES[closing.month - 1] as string };
}
