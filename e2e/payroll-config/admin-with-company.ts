import { expect, type Page } from '@playwright/test';
import {
  registerAdmin,
  STRONG_PASSWORD,
  submitSignIn,
  takeOwnClientAddress,
  uniqueEmail,
} from '../support/access.ts';
import { pngLogo } from '../support/images.ts';
import { readVerificationCode } from '../support/outbox.ts';

/** DIAN modulo-11 check digit of a NIT (Orden Administrativa 4 de 1989). */
function nitCheckDigit(nit: string): string {
  const weights = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
  const digits = [...nit].reverse().map(Number);
  const remainder = digits.reduce((sum, digit, index) => sum + digit * (weights[index] ?? 0), 0) % 11;
  return String(remainder >= 2 ? 11 - remainder : remainder);
}

const PNG_BASE64 = pngLogo();
const PDF_BASE64 = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1').toString(
  'base64',
);

/**
 * A new administrator of a new company: registers and verifies through the browser, then creates
 * the company through the API (Datos empresa has its own journey), and stays signed in.
 */
export async function signInAsAdminOfNewCompany(page: Page): Promise<void> {
  await takeOwnClientAddress(page);
  const email = uniqueEmail('nomina');
  await registerAdmin(page, email);
  await submitSignIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/Verification$/);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page.getByLabel('Código de verificación').fill(await readVerificationCode(email));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/CompanyInfo$/, { timeout: 15_000 });

  const token = await page.evaluate<string>(
    "JSON.parse(localStorage.getItem('quincena.session') ?? '{}').token",
  );
  const nit = String(800_000_000 + Math.floor(Math.random() * 99_999_999));
  const response = await page.request.post('/api/company', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      taxpayerType: '1',
      documentType: 'NI',
      documentNumber: nit,
      checkDigit: nitCheckDigit(nit),
      companyName: 'Ferretería El Tornillo S.A.S.',
      phone: '6015551234',
      countryCode: 'CO',
      departmentCode: '11',
      municipalityCode: '11001',
      address: 'Calle 26 # 68-35',
      billingEmail: 'facturas@eltornillo.com.co',
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
