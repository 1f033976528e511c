import type { TCreateCompanyRequest, TFileUpload } from '@quincena/contracts/company';
import type { Database } from '../../db/client.ts';
import { contracts, persons } from '../../db/schema/index.ts';

/** Smallest files of each kind, byte-exact and decodable (one blue RGBA pixel), for the API tests. */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478016390eb78fa1f0004de028b' +
    '844922210000000049454e44ae426082',
  'hex',
);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
/** The first bytes of a Windows executable ("MZ"), whatever its name says. */
export const EXE_BYTES = Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000', 'hex');

export const upload = (fileName: string, bytes: Buffer): TFileUpload => ({
  fileName,
  contentBase64: bytes.toString('base64'),
});

/** A valid creation body: a legal entity in Bogotá with NIT 900123456-8 (DIAN modulo 11). */
export function companyBody(overrides: Partial<TCreateCompanyRequest> = {}): TCreateCompanyRequest {
  return {
    taxpayerType: '1',
    documentType: 'NI',
    documentNumber: '900123456',
    checkDigit: '8',
    companyName: 'Panadería La Espiga S.A.S.',
    phone: '6015551234',
    countryCode: 'CO',
    departmentCode: '11',
    municipalityCode: '11001',
    address: 'Calle 26 # 68-35',
    billingEmail: 'Facturas@LaEspiga.com.co',
    paymentPeriod: '4',
    employeeCountRange: '6-10',
    arlCode: '14-23',
    pilaOperatorCode: '88',
    law1607Exempt: true,
    startMonth: '03',
    bankCode: '1007',
    accountType: 'savings',
    accountNumber: '12345678901',
    logo: upload('logo.png', PNG_BYTES),
    rut: upload('rut.pdf', PDF_BYTES),
    ...overrides,
  };
}

let nextPerson = 0;

/** A person and a contract holding the job, as the employees feature stores them. */
export async function insertContract(db: Database, companyId: number, jobId: number) {
  nextPerson += 1;
  const [person] = await db
    .insert(persons)
    .values({
      companyId,
      documentType: 'CC',
      documentNumber: String(10_000_000 + nextPerson),
      firstName: 'Luis',
      otherNames: 'Alberto',
      firstSurname: 'Pérez',
      secondSurname: 'Díaz',
      address: 'Calle 10 # 5-20',
      countryCode: 'CO',
      departmentCode: '11',
      cityCode: '11001',
      email: 'luis.perez@correo.com',
    })
    .returning();
  if (!person) throw new Error('person insert failed');
  const [contract] = await db
    .insert(contracts)
    .values({
      companyId,
      personId: person.id,
      salaryType: '1',
      contractType: '2',
      startDate: '2026-01-15',
      status: 'ACTIVO',
      jobId,
      vacationSystem: 'MON_FRI',
      vacationsTaken: '0',
      workPlace: 'OFICINA',
      bankCode: '1007',
      accountType: 'savings',
      accountNumber: '123456789',
      epsCode: 'EPS037',
      afpCode: '230301',
      severanceFundCode: '230301',
      ccfCode: 'CCF22',
      arlRiskClass: '1',
      economicActivity: '1841201',
      contributorType: '1',
      contributorSubtype: '0',
      withholdingProcedure: '1',
      withholdingPercentage: '0',
    })
    .returning();
  if (!contract) throw new Error('contract insert failed');
  return { person, contract };
}
