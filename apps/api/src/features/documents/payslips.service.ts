import { createHmac } from 'node:crypto';
import { ERROR_CODES } from '@quincena/contracts';
import {
  FINAL_SETTLEMENT_FILE_NAME,
  FINAL_SETTLEMENT_MESSAGES,
  PAYSLIP_MESSAGES,
  type TDocumentPerson,
  type TDocumentSettings,
  type TPayslip,
  type TPayslipEmailRequest,
  type TPayslipQuery,
} from '@quincena/contracts/documents';
import type { Database } from '../../db/client.ts';
import { originOf } from '../../pay-period/retroactive-lines.ts';
import type { RequestAuth } from '../../platform/auth/request-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { garbageBudget } from '../../platform/memory.ts';
import { formatDay } from '../../platform/pdf/index.ts';
import { deploymentSecret } from '../../platform/secrets.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { ownPersonId } from '../employees/index.ts';
import { createReferenceService } from '../reference/index.ts';
import { documentCompanyOf, documentPersonFor } from './document-person.ts';
import { readDocumentSettings, saveDocumentSettings } from './document-settings.ts';
import { createFinalSettlementsService } from './final-settlement.service.ts';
import { letterheadOf, personDocument } from './letterhead.ts';
import { type PayslipContent, renderPayslipPdf } from './payslip-pdf.ts';
import * as repo from './payslips.repository.ts';

export interface DocumentsDeps {
  db: Database;
  clock: Clock;
  storage: Storage;
  mail: Mailer;
}

/** The body of a payslip e-mail: the same words for one payslip and for a whole period. */
export function payslipMailText(employee: string, detail: string): string {
  return [
    `Hola, ${employee}:`,
    '',
    `Adjuntamos su comprobante de nómina del periodo ${detail}.`,
    '',
    'Este correo se envió desde Quincena; por favor no lo responda.',
  ].join('\n');
}

/** One payslip of a whole period; `pdf` is null when it could not be drawn. */
export interface PeriodPayslip {
  contractId: number;
  employeeName: string;
  email: string;
  detail: string;
  pdf: Buffer | null;
}

/** Contracts read per page when a whole period is rendered. */
const PERIOD_PAGE = 500;
/** Garbage the period's PDFs may leave before a collection: the 500 MB budget's headroom, halved. */
const PDF_GARBAGE_BYTES = 64 * 1024 * 1024;

/** The file name the spec gives the download (spec 03 §2.11: comprobante). */
export const PAYSLIP_FILE_NAME = 'comprobante.pdf';

const companyIdOf = documentCompanyOf;

const fileNameOf = (head: repo.PayslipHeadRow) =>
  head.calendar_type === 'LD' ? FINAL_SETTLEMENT_FILE_NAME : PAYSLIP_FILE_NAME;

/**
 * Comprobantes de nómina (spec 03 §2.11): the stored results of accumulated payroll periods, as a list
 * and as a PDF, downloaded or e-mailed. A CLIENT reaches only the person its account serves, by id
 * (decision 0160); anything else answers 404, as if it did not exist.
 */
export function createPayslipsService(deps: DocumentsDeps) {
  const { db, clock, storage, mail } = deps;
  const reference = createReferenceService({ db });
  const nameOf = async (listKey: Parameters<typeof reference.get>[0], code: string) =>
    (await reference.get(listKey, code))?.name ?? code;

  /**
   * A protected payslip opens with the employee's document number, but only the server's own secret
   * (per payslip, never stored) lifts its no-edit permissions: PDFKit uses the user password as the
   * owner password unless given one, which left the permissions protecting nothing.
   */
  let ownerSecret: Promise<string> | null = null;
  async function ownerPasswordOf(head: repo.PayslipHeadRow): Promise<string> {
    ownerSecret ??= deploymentSecret(db, 'PAYSLIP_OWNER_SECRET', undefined);
    return createHmac('sha256', await ownerSecret)
      .update(`payslip:${head.process_id}:${head.contract_id}`)
      .digest('base64url');
  }

  const finalSettlements = createFinalSettlementsService(deps);

  const personFor = (auth: RequestAuth, personId: number | undefined) =>
    documentPersonFor(db, auth, personId);

  async function requirePayslip(auth: RequestAuth, calendarId: number, contractId: number) {
    const companyId = companyIdOf(auth);
    const head = await repo.findPayslip(db, companyId, calendarId, contractId);
    if (!head) throw notFound(PAYSLIP_MESSAGES.notFound);
    if (auth.role === 'CLIENT' && head.person_id !== (await ownPersonId(db, companyId, auth))) {
      throw notFound(PAYSLIP_MESSAGES.notFound);
    }
    return { companyId, head };
  }

  /** What every payslip of the company shares: read once per document, or once per period in bulk. */
  async function companyParts(companyId: number) {
    const [company, signer, settings] = await Promise.all([
      repo.payslipCompany(db, companyId),
      repo.documentSigner(db, companyId),
      readDocumentSettings(db, companyId),
    ]);
    if (!company) throw notFound(PAYSLIP_MESSAGES.notFound);
    const [logo, signature] = await Promise.all([
      company.logo_key ? storage.get(company.logo_key) : null,
      signer ? storage.get(signer.image_key) : null,
    ]);
    return { company, signer, settings, logo: logo ?? null, signature: signature ?? null };
  }
  type CompanyParts = Awaited<ReturnType<typeof companyParts>>;

  async function content(
    parts: CompanyParts,
    head: repo.PayslipHeadRow,
    lines: readonly repo.PayslipLineRow[],
  ): Promise<PayslipContent> {
    const { company, signer, settings } = parts;
    const toLine = (line: repo.PayslipLineRow) => ({
      name: line.concept_name,
      units: line.units,
      unitKind: line.unit_kind,
      value: line.value,
    });
    // Retroactive lines (issue 32) go under their own group, each named with the period it pays.
    const own = lines.filter((line) => !line.is_retroactive);
    const retroactive = lines.filter(
      (line) => line.is_retroactive && (line.kind === 'earning' || line.kind === 'deduction'),
    );
    return {
      company: letterheadOf(company, parts.logo),
      employee: {
        name: head.employee_name,
        document: personDocument(head),
        job: head.job_name,
        contractId: head.contract_id,
        startDate: head.start_date,
        salary: head.salary,
        costCenter: head.cost_center_name,
        bankAccount: `${await nameOf('banks', head.bank_code)} · ${await nameOf('account-types', head.account_type)} ${head.account_number}`,
      },
      period: {
        detail: head.detail,
        start: head.period_start,
        end: head.period_end,
        paymentDate: head.payment_date,
      },
      earnings: own.filter((line) => line.kind === 'earning').map(toLine),
      deductions: own.filter((line) => line.kind === 'deduction').map(toLine),
      retroactive: retroactive.map((line) => ({
        ...toLine(line),
        kind: line.kind as 'earning' | 'deduction',
        period: originOf(line)?.label ?? null,
      })),
      employerContributions: settings.showEmployerContributions
        ? lines.filter((line) => line.kind === 'employer_contribution').map(toLine)
        : [],
      totals: { earnings: head.earnings, deductions: head.deductions, netPay: head.net_pay },
      signer: signer
        ? { name: signer.signer_name, job: signer.job_name, image: parts.signature, footer: signer.footer }
        : null,
      issuedOn: clock.now().toISOString().slice(0, 10),
      // Beyond the spec (issue 16): the employee's document number opens it.
      password: settings.protectPayslips ? head.document_number : undefined,
      ownerPassword: settings.protectPayslips ? await ownerPasswordOf(head) : undefined,
    };
  }

  async function renderOne(companyId: number, head: repo.PayslipHeadRow): Promise<Buffer> {
    if (head.calendar_type === 'LD') {
      // A retirement's accumulated final settlement is its liquidación de contrato, not a payslip.
      const pdf = await finalSettlements.render(companyId, head.calendar_id);
      if (!pdf) throw notFound(PAYSLIP_MESSAGES.notFound);
      return pdf;
    }
    const [parts, lines] = await Promise.all([
      companyParts(companyId),
      repo.payslipLines(db, companyId, head.process_id, head.contract_id),
    ]);
    return renderPayslipPdf(await content(parts, head, lines));
  }

  return {
    settings: (auth: RequestAuth): Promise<TDocumentSettings> => readDocumentSettings(db, companyIdOf(auth)),

    saveSettings: (auth: RequestAuth, settings: TDocumentSettings): Promise<TDocumentSettings> =>
      saveDocumentSettings(db, clock, companyIdOf(auth), auth.userId, settings),

    async people(auth: RequestAuth): Promise<TDocumentPerson[]> {
      const rows = await repo.documentPeople(db, companyIdOf(auth));
      return rows.map((row) => ({
        id: row.id,
        documentType: row.document_type,
        documentNumber: row.document_number,
        name: row.name,
      }));
    },

    async list(auth: RequestAuth, query: TPayslipQuery): Promise<TPayslip[]> {
      const personId = await personFor(auth, query.personId);
      const rows = await repo.listPayslips(db, companyIdOf(auth), {
        personId,
        year: query.year,
        month: query.month,
      });
      return rows.map((row) => ({
        id: `${row.calendar_id}-${row.contract_id}`,
        calendarId: row.calendar_id,
        contractId: row.contract_id,
        document: row.calendar_type === 'LD' ? ('FINAL_SETTLEMENT' as const) : ('PAYSLIP' as const),
        description:
          row.calendar_type === 'LD'
            ? `${FINAL_SETTLEMENT_MESSAGES.listLabel} · retiro del ${formatDay(row.payment_date)} · contrato ${row.contract_id}`
            : `${row.detail} · contrato ${row.contract_id}`,
        year: row.year,
        month: row.month,
        periodStart: row.period_start,
        periodEnd: row.period_end,
        paymentDate: row.payment_date,
        netPay: row.net_pay,
      }));
    },

    async pdf(
      auth: RequestAuth,
      calendarId: number,
      contractId: number,
    ): Promise<{ pdf: Buffer; fileName: string }> {
      const { companyId, head } = await requirePayslip(auth, calendarId, contractId);
      return { pdf: await renderOne(companyId, head), fileName: fileNameOf(head) };
    },

    /** The liquidación de contrato of a processed or accumulated retirement, before Acumular too (ADMIN). */
    finalSettlementPreview: finalSettlements.preview,

    /** A CLIENT's copy goes to its own address (spec 03 §5); an ADMIN names the address. */
    async email(
      auth: RequestAuth,
      calendarId: number,
      contractId: number,
      body: TPayslipEmailRequest,
    ): Promise<{ message: string }> {
      const { companyId, head } = await requirePayslip(auth, calendarId, contractId);
      const to = auth.role === 'CLIENT' ? auth.email : body.email;
      if (!to) {
        throw new AppError(400, ERROR_CODES.validation, PAYSLIP_MESSAGES.email, {
          email: PAYSLIP_MESSAGES.email,
        });
      }
      const pdf = await renderOne(companyId, head);
      const settlement = head.calendar_type === 'LD';
      await mail.send({
        to,
        subject: settlement
          ? FINAL_SETTLEMENT_MESSAGES.subject(head.detail)
          : PAYSLIP_MESSAGES.subject(head.detail),
        text: settlement
          ? FINAL_SETTLEMENT_MESSAGES.mailText(head.employee_name, formatDay(head.payment_date))
          : payslipMailText(head.employee_name, head.detail),
        attachments: [{ filename: fileNameOf(head), content: pdf, contentType: 'application/pdf' }],
      });
      return { message: PAYSLIP_MESSAGES.sent(to) };
    },

    /**
     * Every payslip of an accumulated period, in contract order, with the company's parts read once and
     * the lines in one query: the path of bulk sending and of bench:documents.
     */
    async *renderPeriod(
      companyId: number,
      calendarId: number,
      {
        afterContractId: after = 0,
        pageSize = PERIOD_PAGE,
      }: { afterContractId?: number; pageSize?: number } = {},
    ): AsyncGenerator<PeriodPayslip> {
      let parts: CompanyParts | null = null;
      let afterContractId = after;
      const collectGarbage = garbageBudget(PDF_GARBAGE_BYTES);
      for (;;) {
        // Pages of contracts keep memory flat whatever the company's size.
        const heads = await repo.periodPayslips(db, companyId, calendarId, {
          afterContractId,
          limit: pageSize,
        });
        const first = heads[0];
        const last = heads.at(-1);
        if (!first || !last) return;
        parts ??= await companyParts(companyId);
        const lines = await repo.periodPayslipLines(db, companyId, first.process_id, {
          from: first.contract_id,
          to: last.contract_id,
        });
        const byContract = new Map<number, repo.PayslipLineRow[]>();
        for (const line of lines) {
          const list = byContract.get(line.contract_id);
          if (list) list.push(line);
          else byContract.set(line.contract_id, [line]);
        }
        for (const head of heads) {
          // Each PDF leaves its garbage (fonts, streams); on the embedded server V8 would let it pile
          // up past the memory budget before collecting (decision 0306).
          collectGarbage();
          let pdf: Buffer | null = null;
          try {
            pdf = await renderPayslipPdf(await content(parts, head, byContract.get(head.contract_id) ?? []));
          } catch {
            // One payslip that cannot be drawn is reported by the caller; the period goes on.
          }
          yield {
            contractId: head.contract_id,
            employeeName: head.employee_name,
            email: head.email,
            detail: head.detail,
            pdf,
          };
        }
        afterContractId = last.contract_id;
      }
    },
  };
}

export type PayslipsService = ReturnType<typeof createPayslipsService>;
