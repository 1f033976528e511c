import { ERROR_CODES } from '@quincena/contracts';
import {
  CERTIFICATE_DEFAULT_ADDRESSEE,
  CERTIFICATE_LETTER_TYPE_NAMES,
  CERTIFICATE_LETTER_TYPES,
  CERTIFICATE_LIMITS,
  CERTIFICATE_MESSAGES,
  CERTIFICATE_TAGS,
  type TCertificateEmailRequest,
  type TCertificateIssued,
  type TCertificateValidation,
  ZCertificateLetterType,
} from '@quincena/contracts/documents';
import type { TReportDefinition, TReportRequest } from '@quincena/contracts/reports';
import type { RequestAuth } from '../../platform/auth/request-context.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import { formatDocumentNumber } from '../../platform/pdf/index.ts';
import { ownPersonId } from '../employees/index.ts';
import { createReferenceService } from '../reference/index.ts';
import {
  averageWindow,
  type CertificateFacts,
  certifiedEntries,
  displayCertificateId,
  monthlyAverage,
  newCertificateId,
  normaliseCertificateId,
} from './certificate-facts.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import * as repo from './certificates.repository.ts';
import { companyNit } from './letterhead.ts';
import { documentSigner, payslipCompany } from './payslips.repository.ts';
import type { DocumentsDeps } from './payslips.service.ts';

/** The file name the spec gives the download (spec 03 §2.10: certificado). */
export const CERTIFICATE_FILE_NAME = 'certificado.pdf';

/** Months averaged when the company has no signature configuration to say otherwise (decision 0299). */
const DEFAULT_AVERAGE_MONTHS = 6;

const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { [field]: message });

/** The chosen values by tag; the form has one sheet, but any sheet's value counts once. */
function valuesOf(request: TReportRequest): Map<string, string | null> {
  const values = new Map<string, string | null>();
  for (const sheet of request.reports) {
    for (const parameter of sheet.parameters) {
      if (!values.has(parameter.tag)) values.set(parameter.tag, parameter.value);
    }
  }
  return values;
}

/**
 * Certificados laborales (spec 03 §2.10, §2.20; decision 0299): issued from the contract and the
 * stored payroll results, kept as the facts they state, drawn as a PDF with a QR code and a code that
 * lead to the public validation page. A CLIENT reaches only its own person's letters.
 */
export function createCertificatesService(deps: DocumentsDeps & { publicUrl: string }) {
  const { db, clock, storage, mail, publicUrl } = deps;
  const reference = createReferenceService({ db });
  const nameOf = async (listKey: Parameters<typeof reference.get>[0], code: string) =>
    (await reference.get(listKey, code))?.name ?? code;

  const companyIdOf = (auth: RequestAuth) => {
    if (auth.companyId === null) throw notFound(CERTIFICATE_MESSAGES.notFound);
    return auth.companyId;
  };

  const validationUrl = (id: string) => `${publicUrl}/ValidateCertificate/${id}`;

  async function ownPerson(auth: RequestAuth, companyId: number): Promise<number> {
    const own = await ownPersonId(db, companyId, auth);
    if (own === null) throw notFound(CERTIFICATE_MESSAGES.noContract);
    return own;
  }

  async function requireCertificate(auth: RequestAuth, id: string) {
    const companyId = companyIdOf(auth);
    const code = normaliseCertificateId(id);
    const record = code ? await repo.findCertificate(db, companyId, code) : null;
    if (!record) throw notFound(CERTIFICATE_MESSAGES.notFound);
    if (auth.role === 'CLIENT' && record.personId !== (await ownPerson(auth, companyId))) {
      throw notFound(CERTIFICATE_MESSAGES.notFound);
    }
    return record;
  }

  async function render(record: repo.CertificateRecord): Promise<Buffer> {
    const company = await payslipCompany(db, record.companyId);
    const imageKey = record.facts.signer
      ? await repo.signatureImageKey(db, record.companyId, record.facts.signer.contractId)
      : null;
    const [logo, signature] = await Promise.all([
      company?.logo_key ? storage.get(company.logo_key) : null,
      imageKey ? storage.get(imageKey) : null,
    ]);
    return renderCertificatePdf(record.facts, {
      logo: logo ?? null,
      signature: signature ?? null,
      validationUrl: validationUrl(record.id),
      displayCode: displayCertificateId(record.id),
    });
  }

  /** The facts of today's letter for a person, read from the contract and the stored results. */
  async function factsFor(
    companyId: number,
    personId: number,
    letterType: CertificateFacts['letterType'],
    addressedTo: string,
  ) {
    const issuedOn = clock.now().toISOString().slice(0, 10);
    const [company, contract, signer] = await Promise.all([
      payslipCompany(db, companyId),
      repo.certificateContract(db, companyId, personId, issuedOn),
      documentSigner(db, companyId),
    ]);
    if (!company || !contract) throw notFound(CERTIFICATE_MESSAGES.noContract);
    const retired = contract.status === 'RETIRADO';
    const endDate = retired ? (contract.retirement_date ?? contract.end_date) : null;
    const withSalary = letterType !== 'SIN_SALARIO' && contract.salary !== null;
    let average: CertificateFacts['average'] = null;
    if (letterType === 'CON_PROMEDIO') {
      const window = averageWindow(
        signer?.average_months ?? DEFAULT_AVERAGE_MONTHS,
        issuedOn,
        contract.start_date,
        endDate,
      );
      const total = await repo.variablePayTotal(db, companyId, contract.contract_id, window);
      average = { months: window.length, amount: monthlyAverage(total, window.length) };
    }
    const facts: CertificateFacts = {
      letterType,
      addressedTo,
      issuedOn,
      company: {
        name: company.name,
        document: companyNit(company),
      },
      employee: {
        name: contract.employee_name,
        documentTypeName: await nameOf('document-types', contract.document_type),
        documentNumber: formatDocumentNumber(contract.document_number),
      },
      contract: {
        typeCode: contract.contract_type,
        typeName: await nameOf('contract-types', contract.contract_type),
        agreedEnd: !retired && contract.contract_type === '1' ? contract.end_date : null,
        job: contract.job_name,
        startDate: contract.start_date,
        endDate,
      },
      salary:
        withSalary && contract.salary !== null
          ? { amount: Number(contract.salary).toFixed(0), integral: contract.salary_type === 'X' }
          : null,
      average,
      signer: signer
        ? {
            contractId: signer.contract_id,
            name: signer.signer_name,
            job: signer.job_name,
            footer: signer.footer,
          }
        : null,
    };
    return { facts, contractId: contract.contract_id };
  }

  return {
    /** The form's parameters (spec 03 §2.3, §2.10); a CLIENT's person list holds only itself. */
    async definition(auth: RequestAuth): Promise<TReportDefinition> {
      const companyId = companyIdOf(auth);
      const options: Array<{ code: string; name: string }> = [];
      if (auth.role === 'CLIENT') {
        const personId = await ownPerson(auth, companyId);
        const contract = await repo.certificateContract(
          db,
          companyId,
          personId,
          clock.now().toISOString().slice(0, 10),
        );
        if (contract) {
          options.push({
            code: String(personId),
            name: `${contract.document_number} - ${contract.employee_name}`,
          });
        }
      }
      return {
        sheets: [{ position: 1, name: 'Certificado laboral' }],
        parameters: [
          {
            tag: CERTIFICATE_TAGS.person,
            label: 'Empleado',
            type: 'LIST',
            required: true,
            // An administrator searches the company's people with GET /api/documents/people.
            options,
            sheetPositions: [1],
          },
          {
            tag: CERTIFICATE_TAGS.letterType,
            label: 'Tipo de carta',
            type: 'LIST',
            required: true,
            options: CERTIFICATE_LETTER_TYPES.map((code) => ({
              code,
              name: CERTIFICATE_LETTER_TYPE_NAMES[code],
            })),
            sheetPositions: [1],
          },
          {
            tag: CERTIFICATE_TAGS.addressedTo,
            label: 'Dirigido a',
            type: 'TEXT',
            required: false,
            options: [],
            sheetPositions: [1],
          },
        ],
      };
    },

    /** Issues today's letter: checks the form, fixes its facts and keeps them under a new code. */
    async issue(auth: RequestAuth, request: TReportRequest): Promise<TCertificateIssued> {
      const companyId = companyIdOf(auth);
      const values = valuesOf(request);
      const letterType = ZCertificateLetterType.safeParse(values.get(CERTIFICATE_TAGS.letterType));
      if (!letterType.success) {
        throw invalid(CERTIFICATE_TAGS.letterType, CERTIFICATE_MESSAGES.letterTypeRequired);
      }
      const addressedTo = values.get(CERTIFICATE_TAGS.addressedTo)?.trim() || CERTIFICATE_DEFAULT_ADDRESSEE;
      if (addressedTo.length > CERTIFICATE_LIMITS.addressedTo) {
        throw invalid(CERTIFICATE_TAGS.addressedTo, CERTIFICATE_MESSAGES.addressedToTooLong);
      }
      let personId: number;
      if (auth.role === 'CLIENT') {
        personId = await ownPerson(auth, companyId);
        const asked = values.get(CERTIFICATE_TAGS.person);
        // Another person's id from a CLIENT is answered as if that person did not exist.
        if (asked && asked !== String(personId)) throw notFound(CERTIFICATE_MESSAGES.noContract);
      } else {
        const asked = values.get(CERTIFICATE_TAGS.person) ?? '';
        if (!/^\d{1,9}$/.test(asked))
          throw invalid(CERTIFICATE_TAGS.person, CERTIFICATE_MESSAGES.personRequired);
        personId = Number(asked);
      }
      if (letterType.data === 'CON_PROMEDIO' && !(await repo.hasAverageConcepts(db, companyId))) {
        // An average of nothing would certify "$ 0" of variable pay: the company must say what varies.
        throw invalid(CERTIFICATE_TAGS.letterType, CERTIFICATE_MESSAGES.noAverageConcepts);
      }
      const { facts, contractId } = await factsFor(companyId, personId, letterType.data, addressedTo);
      const id = newCertificateId();
      await repo.insertCertificate(db, {
        id,
        companyId,
        personId,
        contractId,
        facts,
        issuedBy: auth.userId,
        issuedAt: clock.now(),
      });
      return {
        id,
        code: displayCertificateId(id),
        validationUrl: validationUrl(id),
        description: `Certificado laboral · ${facts.employee.name} · ${CERTIFICATE_LETTER_TYPE_NAMES[letterType.data]}`,
        message: CERTIFICATE_MESSAGES.generated,
      };
    },

    async pdf(auth: RequestAuth, id: string): Promise<Buffer> {
      return render(await requireCertificate(auth, id));
    },

    /** A CLIENT's copy goes to its own address (spec 03 §5); an ADMIN names the address. */
    async email(auth: RequestAuth, id: string, body: TCertificateEmailRequest): Promise<{ message: string }> {
      const record = await requireCertificate(auth, id);
      const to = auth.role === 'CLIENT' ? auth.email : body.email;
      if (!to) throw invalid('email', CERTIFICATE_MESSAGES.email);
      const pdf = await render(record);
      await mail.send({
        to,
        subject: CERTIFICATE_MESSAGES.subject(record.facts.company.name),
        text: [
          'Hola:',
          '',
          `Adjuntamos la certificación laboral de ${record.facts.employee.name} expedida por ${record.facts.company.name}.`,
          `Puede verificar su autenticidad en ${validationUrl(record.id)}`,
          '',
          'Este correo se envió desde Quincena; por favor no lo responda.',
        ].join('\n'),
        attachments: [{ filename: CERTIFICATE_FILE_NAME, content: pdf, contentType: 'application/pdf' }],
      });
      return { message: CERTIFICATE_MESSAGES.sent(to) };
    },

    /** The public page's answer: the certified facts, nothing else; an unknown code is 404. */
    async validate(id: string): Promise<TCertificateValidation> {
      const code = normaliseCertificateId(id);
      const record = code ? await repo.findCertificateByCode(db, code) : null;
      if (!record) throw notFound(CERTIFICATE_MESSAGES.invalidCode);
      return { code: displayCertificateId(record.id), entries: certifiedEntries(record.facts) };
    },
  };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;
