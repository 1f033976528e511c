import { expect, type Page } from '@playwright/test';
import { computeNitCheckDigit } from '../../packages/contracts/src/common/nit-check-digit.ts';
import { registerNewAdmin, STRONG_PASSWORD, submitSignIn, uniqueEmail } from './access.ts';
import { pngLogo } from './images.ts';
import { readVerificationCode } from './outbox.ts';

/** A minimal PDF: the RUT the company form requires is checked by content, not read. */
export const MINIMAL_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/** The session token the web app keeps in localStorage (read in the page; e2e has no DOM types). */
export function sessionToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const storage = (globalThis as unknown as { localStorage: { getItem(key: string): string | null } })
      .localStorage;
    return JSON.parse(storage.getItem('quincena.session') ?? '{}').token as string;
  });
}

/**
 * A new administrator, registered, signed in and verified with the e-mailed code, left on
 * /CompanyInfo (the company form) with a verified session. Answers the administrator's e-mail.
 */
export async function verifiedNewAdmin(
  page: Page,
  prefix: string,
  {
    confirmVerified = false,
    email = uniqueEmail(prefix),
  }: { confirmVerified?: boolean; email?: string } = {},
): Promise<string> {
  await registerNewAdmin(page, prefix, email);
  await submitSignIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/Verification$/);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page.getByLabel('Código de verificación').fill(await readVerificationCode(email));
  await page.getByRole('button', { name: 'Verificar' }).click();
  if (confirmVerified) {
    await expect(page.getByRole('heading', { name: 'Cuenta verificada exitosamente' })).toBeVisible();
  }
  // The screen stores the verified session and moves on to the company form; only then is the menu open.
  await expect(page).toHaveURL(/\/CompanyInfo$/, { timeout: 15_000 });
  return email;
}

export interface NewCompany {
  /** The NIT, unique among every journey's companies. */
  nit: string;
  companyName: string;
  billingEmail: string;
  /** Two-digit month the company starts settling in Quincena. */
  startMonth: string;
}

/** A NIT no other journey uses: `leading` digit, then the clock and a random digit (nine digits). */
export function freshNit(leading: string): string {
  return `${leading}${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;
}

/**
 * Creates a fortnightly Bogotá company through the API (Datos empresa has its own journey) for the
 * signed-in administrator, with a real logo and a RUT file, and expects 201.
 */
export async function createCompanyThroughApi(page: Page, company: NewCompany): Promise<void> {
  const response = await page.request.post('/api/company', {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    data: {
      taxpayerType: '1',
      documentType: 'NI',
      documentNumber: company.nit,
      checkDigit: String(computeNitCheckDigit(company.nit)),
      companyName: company.companyName,
      phone: '6015551234',
      countryCode: 'CO',
      departmentCode: '11',
      municipalityCode: '11001',
      address: 'Calle 26 # 68-35',
      billingEmail: company.billingEmail,
      paymentPeriod: '4',
      employeeCountRange: '6-10',
      arlCode: '14-23',
      pilaOperatorCode: '88',
      law1607Exempt: true,
      startMonth: company.startMonth,
      bankCode: '1007',
      accountType: 'savings',
      accountNumber: '12345678901',
      logo: { fileName: 'logo.png', contentBase64: pngLogo() },
      rut: { fileName: 'rut.pdf', contentBase64: MINIMAL_PDF.toString('base64') },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * A new verified administrator (`verifiedNewAdmin`) with a company of its own created through the API:
 * `<name> <NIT> S.A.S.` on a fresh NIT that starts with `nitLeading`, billed to the administrator's e-mail.
 */
export async function verifiedAdminWithCompany(
  page: Page,
  prefix: string,
  company: { name: string; nitLeading: string; startMonth: string; confirmVerified?: boolean },
): Promise<void> {
  const email = await verifiedNewAdmin(page, prefix, { confirmVerified: company.confirmVerified });
  const nit = freshNit(company.nitLeading);
  await createCompanyThroughApi(page, {
    nit,
    companyName: `${company.name} ${nit} S.A.S.`,
    billingEmail: email,
    startMonth: company.startMonth,
  });
}
