import type { DocumentCompany } from '../../platform/pdf/index.ts';
import { formatDocumentNumber } from '../../platform/pdf/index.ts';
import type { PayslipCompanyRow } from './payslips.repository.ts';

/** The company's NIT with its check digit as the documents print it; empty when it has none. */
export const companyNit = (company: Pick<PayslipCompanyRow, 'nit' | 'check_digit'>) =>
  company.nit ? formatDocumentNumber(company.nit, company.check_digit) : '';

/** The company as a document's letterhead shows it. */
export const letterheadOf = (company: PayslipCompanyRow, logo: Buffer | null): DocumentCompany => ({
  name: company.name,
  document: companyNit(company),
  address: company.address,
  phone: company.phone,
  logo,
});

/** A person's identification as the documents print it: the type and the grouped number. */
export const personDocument = (person: { document_type: string; document_number: string }) =>
  `${person.document_type} ${formatDocumentNumber(person.document_number)}`;
