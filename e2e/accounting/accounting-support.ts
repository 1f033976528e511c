import { expect, type Page } from '@playwright/test';
import { computeNitCheckDigit } from '../../packages/contracts/src/common/nit-check-digit.ts';
import {
  registerAdmin,
  STRONG_PASSWORD,
  submitSignIn,
  takeOwnClientAddress,
  uniqueEmail,
} from '../support/access.ts';
import { pngLogo } from '../support/images.ts';
import { readVerificationCode } from '../support/outbox.ts';

/** A real PNG and a minimal PDF: the logo and RUT the company form requires, checked by content. */
const PNG_BASE64 = pngLogo();
const PDF_BASE64 = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1').toString(
  'base64',
);

/** A NIT no other journey uses, with its DIAN check digit (companies' NITs are unique). */
function freshNit(): { nit: string; checkDigit: string } {
  const nit = `9${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;
  return { nit, checkDigit: String(computeNitCheckDigit(nit)) };
}

function sessionToken(page: Page): Promise<string> {
  // Runs in the browser; the e2e project has no DOM types, so the storage is reached through globalThis.
  return page.evaluate(() => {
    const storage = (globalThis as unknown as { localStorage: { getItem(key: string): string | null } })
      .localStorage;
    return JSON.parse(storage.getItem('quincena.session') ?? '{}').token as string;
  });
}

/**
 * A new administrator, verified through the e-mailed code, whose company is created through the API (the
 * company screen is another journey's subject). Leaves the browser signed in.
 */
export async function signInAdminWithCompany(page: Page, prefix: string): Promise<void> {
  await takeOwnClientAddress(page);
  const email = uniqueEmail(prefix);
  await registerAdmin(page, email);
  await submitSignIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/Verification$/);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page.getByLabel('Código de verificación').fill(await readVerificationCode(email));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('heading', { name: 'Cuenta verificada exitosamente' })).toBeVisible();
  // The screen stores the verified session and moves on to the company form; only then is the menu open.
  await expect(page).toHaveURL(/\/CompanyInfo$/, { timeout: 10_000 });

  const { nit, checkDigit } = freshNit();
  const response = await page.request.post('/api/company', {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    data: {
      taxpayerType: '1',
      documentType: 'NI',
      documentNumber: nit,
      checkDigit,
      companyName: `Contable ${nit} S.A.S.`,
      phone: '6015551234',
      countryCode: 'CO',
      departmentCode: '11',
      municipalityCode: '11001',
      address: 'Calle 26 # 68-35',
      billingEmail: email,
      paymentPeriod: '4',
      employeeCountRange: '6-10',
      arlCode: '14-23',
      pilaOperatorCode: '88',
      law1607Exempt: true,
      startMonth: '03',
      bankCode: '1007',
      accountType: 'savings',
      accountNumber: '12345678901',
      logo: { fileName: 'logo.png', contentBase64: PNG_BASE64 },
      rut: { fileName: 'rut.pdf', contentBase64: PDF_BASE64 },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Opens a PrimeReact dropdown by its input id and picks the option with that text. */
export async function choose(page: Page, inputId: string, option: string, filter?: string): Promise<void> {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  const panel = page.locator('.p-dropdown-panel');
  if (filter) await panel.locator('.p-dropdown-filter').fill(filter);
  await panel.getByRole('option', { name: option, exact: true }).click();
  await expect(panel).toHaveCount(0);
}

/** The toast with that text (the newest when several show it). */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.p-toast-message').filter({ hasText: text }).last();
