import { ERROR_CODES } from '@quincena/contracts';
import {
  INCOME_CERTIFICATE_FILE_NAME,
  INCOME_CERTIFICATE_MESSAGES as M,
  PAYSLIP_MESSAGES,
  type TIncomeCertificateList,
  type TIncomeCertificateQuery,
  type TPayslipEmailRequest,
} from '@quincena/contracts/documents';
import { parametersOn } from '@quincena/payroll';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { joinCurrentCalendar } from '../../pay-period/settled-results.ts';
import type { RequestAuth } from '../../platform/auth/request-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { rowsOf } from '../../platform/sql/rows.ts';
import { ownPersonId } from '../employees/index.ts';
import { bogotaDate } from '../payroll-config/index.ts';
import { municipalities } from '../reference/index.ts';
import { dianDocumentCode } from '../settlement/index.ts';
import { documentCompanyOf, documentPersonFor } from './document-person.ts';
import { type IncomeCertificateFacts, renderIncomeCertificatePdf } from './income-certificate-pdf.ts';
import { listIncomeCertificates } from './payslips.repository.ts';

interface CertificateRow {
  year: number;
  person_id: number;
  period_from: string;
  period_to: string;
  boxes: Record<string, number>;
  document_type: string;
  document_number: string;
  first_name: string;
  other_names: string | null;
  first_surname: string;
  second_surname: string | null;
  company_name: string;
  company_legal_name: string | null;
  company_document_type: string | null;
  nit: string | null;
  check_digit: string | null;
  company_first_name: string | null;
  company_second_name: string | null;
  company_first_surname: string | null;
  company_second_surname: string | null;
  department_code: string | null;
  municipality_code: string | null;
}

const MUNICIPALITY = new Map(municipalities.items.map((item) => [item.code, item.name]));

/**
 * Comprobantes de ingresos y retenciones (/CIRVoucher, spec 03 §2.12; issue 16): each worker's
 * Formulario 220 from the stored result of the year's accumulated CIR run (decision 0305), as a list,
 * a PDF and an e-mail. A CLIENT reaches only its own person; anything else answers 404.
 */
export function createIncomeCertificatesService({
  db,
  clock,
  mail,
}: {
  db: Database;
  clock: Clock;
  mail: Mailer;
}) {
  async function certificate(
    auth: RequestAuth,
    calendarId: number,
    personId: number,
  ): Promise<CertificateRow> {
    const companyId = documentCompanyOf(auth);
    if (auth.role === 'CLIENT' && personId !== (await ownPersonId(db, companyId, auth))) {
      throw notFound(M.notFound);
    }
    const [row] = await rowsOf<CertificateRow>(
      db,
      sql`select c.year, r.person_id, r.period_from::text, r.period_to::text, r.boxes,
                 p.document_type, p.document_number, p.first_name, p.other_names, p.first_surname,
                 p.second_surname, o.name as company_name, o.company_name as company_legal_name,
                 o.document_type as company_document_type, o.nit, o.check_digit,
                 o.first_name as company_first_name, o.second_name as company_second_name,
                 o.first_surname as company_first_surname, o.second_surname as company_second_surname,
                 o.department_code, o.municipality_code
            from income_withholding_results r
            ${joinCurrentCalendar('r')}
            join persons p on p.company_id = r.company_id and p.id = r.person_id
            join companies o on o.id = r.company_id
           where r.company_id = ${companyId} and r.calendar_id = ${calendarId} and r.person_id = ${personId}
             and c.type = 'CIR' and c.state = 'ACCUMULATED'`,
    );
    if (!row) throw notFound(M.notFound);
    return row;
  }

  function facts(row: CertificateRow): IncomeCertificateFacts {
    const year = Number(row.year);
    // A company with a NIT document is a legal entity (box 11); otherwise a natural person (7 to 10).
    const legal = (row.company_document_type ?? 'NI') === 'NI';
    const municipality = row.municipality_code ?? '';
    return {
      year,
      // No DIAN rule numbers a self-issued 220 (reference §1.3, box 4): year and worker, unique per company.
      formNumber: `${year}${String(row.person_id).padStart(8, '0')}`,
      withholder: {
        nit: row.nit ?? '',
        checkDigit: row.check_digit ?? '',
        legalName: legal ? (row.company_legal_name ?? row.company_name) : null,
        firstSurname: row.company_first_surname ?? '',
        secondSurname: row.company_second_surname ?? '',
        firstName: row.company_first_name ?? '',
        otherNames: row.company_second_name ?? '',
        city: MUNICIPALITY.get(municipality) ?? '',
        departmentCode: row.department_code ?? municipality.slice(0, 2),
        municipalityCode: municipality.length >= 3 ? municipality.slice(-3) : '',
        payerName: row.company_legal_name ?? row.company_name,
      },
      worker: {
        documentCode: dianDocumentCode(row.document_type),
        documentNumber: row.document_number,
        firstSurname: row.first_surname,
        secondSurname: row.second_surname ?? '',
        firstName: row.first_name,
        otherNames: row.other_names ?? '',
      },
      periodFrom: row.period_from,
      periodTo: row.period_to,
      issuedOn: bogotaDate(clock.now()),
      boxes: row.boxes,
      uvt: parametersOn(`${year}-12-31`).uvt.toNumber(),
    };
  }

  return {
    /** The year's certificate, or the Spanish "sin información" while the year has no accumulated CIR run. */
    async list(auth: RequestAuth, query: TIncomeCertificateQuery): Promise<TIncomeCertificateList> {
      const personId = await documentPersonFor(db, auth, query.personId);
      const rows = await listIncomeCertificates(db, documentCompanyOf(auth), personId, query.year);
      return {
        certificates: rows.map((row) => ({
          id: `${row.calendar_id}-${row.person_id}`,
          calendarId: Number(row.calendar_id),
          personId: Number(row.person_id),
          contractId: Number(row.contract_id),
          year: Number(row.year),
          description: `Certificado de ingresos y retenciones · año gravable ${row.year}`,
        })),
        message: rows.length === 0 ? M.noData(query.year) : null,
      };
    },

    async pdf(auth: RequestAuth, calendarId: number, personId: number): Promise<Buffer> {
      return renderIncomeCertificatePdf(facts(await certificate(auth, calendarId, personId)));
    },

    /** A CLIENT's copy goes to its own address; an ADMIN names the address. */
    async email(
      auth: RequestAuth,
      calendarId: number,
      personId: number,
      body: TPayslipEmailRequest,
    ): Promise<{ message: string }> {
      const row = await certificate(auth, calendarId, personId);
      const to = auth.role === 'CLIENT' ? auth.email : body.email;
      if (!to) {
        throw new AppError(400, ERROR_CODES.validation, PAYSLIP_MESSAGES.email, {
          email: PAYSLIP_MESSAGES.email,
        });
      }
      const pdf = await renderIncomeCertificatePdf(facts(row));
      const name = [row.first_name, row.other_names, row.first_surname, row.second_surname]
        .filter(Boolean)
        .join(' ');
      await mail.send({
        to,
        subject: M.subject(Number(row.year)),
        text: [
          `Hola, ${name}:`,
          '',
          `Adjuntamos su certificado de ingresos y retenciones (Formulario 220) del año gravable ${row.year}.`,
          '',
          'Este correo se envió desde Quincena; por favor no lo responda.',
        ].join('\n'),
        attachments: [
          { filename: INCOME_CERTIFICATE_FILE_NAME, content: pdf, contentType: 'application/pdf' },
        ],
      });
      return { message: M.sent(to) };
    },
  };
}

export type IncomeCertificatesService = ReturnType<typeof createIncomeCertificatesService>;
