import type { Page } from '@playwright/test';
import { createCompanyThroughApi, verifiedNewAdmin } from '../support/company.ts';

/**
 * A new administrator of a new company: registers and verifies through the browser, then creates
 * the company through the API (Datos empresa has its own journey), and stays signed in.
 */
export async function signInAsAdminOfNewCompany(page: Page): Promise<void> {
  await verifiedNewAdmin(page, 'nomina');
  await createCompanyThroughApi(page, {
    nit: String(800_000_000 + Math.floor(Math.random() * 99_999_999)),
    companyName: 'Ferretería El Tornillo S.A.S.',
    billingEmail: 'facturas@eltornillo.com.co',
    startMonth: '03',
  });
}
