import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { companies } from '../db/schema/index.ts';

/**
 * Complete company data for the demo company: a fictitious NIT with its DIAN modulo-11 check digit
 * (901482937-1), a Bogotá address (DIVIPOLA 11 / 11001) and codes of the reference lists: taxpayer type 1
 * (persona jurídica), document NI, ARL 14-23 (Positiva), PILA operator 88 (Simple S.A.), bank 1007
 * (Bancolombia), savings account, fortnightly pay (PeriodoNomina 4), start month January.
 */
export const DEMO_COMPANY_DATA = {
  taxpayerType: '1',
  documentType: 'NI',
  nit: '901482937',
  checkDigit: '1',
  companyName: 'Demo Quincena S.A.S.',
  phone: '6017654321',
  countryCode: 'CO',
  departmentCode: '11',
  municipalityCode: '11001',
  address: 'Carrera 7 # 71-21, oficina 502',
  billingEmail: 'facturacion@demo.quincena.test',
  paymentPeriod: '4',
  employeeCountRange: '1-5',
  arlCode: '14-23',
  pilaOperatorCode: '88',
  law1607Exempt: true,
  startMonth: '01',
  bankCode: '1007',
  accountType: 'savings',
  accountNumber: '24500012345',
} as const;

/** Fills the demo company's data once; a company already completed (or edited) is left as it is. */
export async function seedDemoCompanyData(db: Database, companyId: number): Promise<void> {
  await db
    .update(companies)
    .set({ ...DEMO_COMPANY_DATA, updatedAt: new Date() })
    .where(and(eq(companies.id, companyId), isNull(companies.taxpayerType)));
}
