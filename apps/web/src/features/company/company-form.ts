import { computeNitCheckDigit } from '@quincena/contracts';
import type { TCompanyDraft } from '@quincena/contracts/access';
import {
  TAXPAYER_TYPE,
  type TCompany,
  type TCreateCompanyRequest,
  type TUpdateCompanyRequest,
} from '@quincena/contracts/company';

/**
 * The Datos empresa form: the create request's fields; on update the identity fields are shown
 * locked. The logo and RUT the creation requires are absent until attached (the contract says which
 * one is missing, and the note beside Guardar lists them).
 */
export type CompanyFormValues = Omit<TCreateCompanyRequest, 'logo' | 'rut'> &
  Partial<Pick<TCreateCompanyRequest, 'logo' | 'rut'>>;

/** Colombia: PILA and the DIAN need a DIVIPOLA address (the only country offered). */
export const COLOMBIA = 'CO';

export function emptyCompanyForm(): CompanyFormValues {
  return {
    taxpayerType: '',
    documentType: '',
    documentNumber: '',
    checkDigit: '',
    companyName: '',
    firstName: '',
    secondName: '',
    firstSurname: '',
    secondSurname: '',
    phone: '',
    countryCode: COLOMBIA,
    departmentCode: '',
    municipalityCode: '',
    address: '',
    billingEmail: '',
    paymentPeriod: '',
    employeeCountRange: '',
    arlCode: '',
    pilaOperatorCode: '',
    law1607Exempt: undefined as unknown as boolean,
    startMonth: '',
    bankCode: '',
    accountType: '',
    accountNumber: '',
  };
}

export function companyToForm(company: TCompany): CompanyFormValues {
  return {
    taxpayerType: company.taxpayerType,
    documentType: company.documentType,
    documentNumber: company.documentNumber,
    checkDigit: company.checkDigit,
    companyName: company.companyName ?? '',
    firstName: company.firstName ?? '',
    secondName: company.secondName ?? '',
    firstSurname: company.firstSurname ?? '',
    secondSurname: company.secondSurname ?? '',
    phone: company.phone,
    countryCode: company.countryCode || COLOMBIA,
    departmentCode: company.departmentCode,
    municipalityCode: company.municipalityCode,
    address: company.address,
    billingEmail: company.billingEmail,
    paymentPeriod: company.paymentPeriod,
    employeeCountRange: company.employeeCountRange ?? '',
    arlCode: company.arlCode,
    pilaOperatorCode: company.pilaOperatorCode,
    law1607Exempt: company.law1607Exempt,
    startMonth: company.startMonth,
    bankCode: company.bankCode,
    accountType: company.accountType,
    accountNumber: company.accountNumber,
  };
}

/**
 * The facts /CompleteRegister kept (decision 0297): the company name, phone, employee range and payment
 * period go to their fields; the contact's name has no field on the company and stays with the draft.
 */
export function draftToForm(draft: TCompanyDraft): Partial<CompanyFormValues> {
  return {
    companyName: draft.companyName,
    phone: draft.phone,
    employeeCountRange: draft.employeeCountRange,
    paymentPeriod: draft.paymentPeriod,
  };
}

/** The DIAN check digit shown as the user types the number; empty while the number is not digits. */
export function liveCheckDigit(documentNumber: string): string {
  const digit = computeNitCheckDigit(documentNumber);
  return digit === null ? '' : String(digit);
}

export const isNaturalPerson = (taxpayerType: string | undefined) =>
  taxpayerType === TAXPAYER_TYPE.naturalPerson;

/** The update body: identity fields and the start month are locked after creation (spec 01 §4). */
export function toUpdateRequest(values: CompanyFormValues): TUpdateCompanyRequest {
  const {
    documentType: _type,
    documentNumber: _number,
    checkDigit: _digit,
    startMonth: _month,
    ...rest
  } = values;
  return withoutOtherNames(rest);
}

/** A legal entity sends no person names, a natural person no company name. */
export function withoutOtherNames<T extends TUpdateCompanyRequest>(values: T): T {
  if (isNaturalPerson(values.taxpayerType)) return { ...values, companyName: undefined };
  return {
    ...values,
    firstName: undefined,
    secondName: undefined,
    firstSurname: undefined,
    secondSurname: undefined,
  };
}

/** Spec 01 §5: saving needs the logo and the RUT, new or already stored. */
export function missingFiles(
  values: CompanyFormValues,
  stored: Pick<TCompany, 'hasLogo' | 'hasRut'> | null,
): string[] {
  const missing: string[] = [];
  if (!values.logo && !stored?.hasLogo) missing.push('logo');
  if (!values.rut && !stored?.hasRut) missing.push('RUT');
  return missing;
}
