import { ERROR_CODES } from '@quincena/contracts';
import { COMPANY_MESSAGES, type TUpdateCompanyRequest } from '@quincena/contracts/company';
import type { TReferenceListKey } from '@quincena/contracts/reference';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ReferenceService } from '../reference/index.ts';

type Codes = Pick<
  TUpdateCompanyRequest,
  | 'taxpayerType'
  | 'countryCode'
  | 'departmentCode'
  | 'municipalityCode'
  | 'paymentPeriod'
  | 'employeeCountRange'
  | 'arlCode'
  | 'pilaOperatorCode'
  | 'bankCode'
  | 'accountType'
> & { documentType?: string; startMonth?: string };

const LIST_OF_FIELD: Record<keyof Codes, TReferenceListKey> = {
  taxpayerType: 'taxpayer-types',
  documentType: 'document-types',
  countryCode: 'countries',
  departmentCode: 'departments',
  municipalityCode: 'municipalities',
  paymentPeriod: 'payment-periods',
  employeeCountRange: 'employee-count-ranges',
  arlCode: 'arl',
  pilaOperatorCode: 'pila-operators',
  startMonth: 'start-months',
  bankCode: 'banks',
  accountType: 'account-types',
};

/** Colombia (ISO 3166-1 alfa-2): PILA and DIAN need a DIVIPOLA address for the employer. */
const COLOMBIA = 'CO';

/**
 * Every code of the company form must be an active item of its official list (ARCHITECTURE §4), the
 * municipality must lie in the department (DIVIPOLA: its first two digits), and the payment period one
 * Quincena settles (fortnightly or monthly, spec 01 §2.5). Refuses with 400 naming each wrong field.
 */
export async function checkCompanyCodes(reference: ReferenceService, codes: Codes): Promise<void> {
  const fields: Record<string, string> = {};
  for (const [field, listKey] of Object.entries(LIST_OF_FIELD) as [keyof Codes, TReferenceListKey][]) {
    const code = codes[field];
    if (code === undefined || code === '') continue;
    const item = await reference.get(listKey, String(code));
    if (!item) {
      fields[field] = COMPANY_MESSAGES.unknownCode;
      continue;
    }
    if (field === 'municipalityCode' && item.departmentCode !== codes.departmentCode) {
      fields[field] = COMPANY_MESSAGES.municipalityOutOfDepartment;
    }
    if (field === 'paymentPeriod' && item.offered !== true) fields[field] = COMPANY_MESSAGES.unknownCode;
  }
  if (codes.countryCode !== COLOMBIA) fields.countryCode = COMPANY_MESSAGES.onlyColombia;
  const first = Object.values(fields)[0];
  if (first) throw new AppError(400, ERROR_CODES.validation, first, fields);
}
