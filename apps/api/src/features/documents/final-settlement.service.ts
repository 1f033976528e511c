import { ERROR_CODES } from '@quincena/contracts';
import { FINAL_SETTLEMENT_MESSAGES as M } from '@quincena/contracts/documents';
import type { RequestAuth } from '../../platform/auth/request-context.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { formatDocumentNumber } from '../../platform/pdf/index.ts';
import { createReferenceService } from '../reference/index.ts';
import { documentCompanyOf } from './document-person.ts';
import * as repo from './final-settlement.repository.ts';
import {
  benefitComputations,
  type FinalSettlementContent,
  serviceDays,
  splitLines,
} from './final-settlement-content.ts';
import { renderFinalSettlementPdf } from './final-settlement-pdf.ts';
import { letterheadOf, personDocument } from './letterhead.ts';
import * as payslipRepo from './payslips.repository.ts';
import type { DocumentsDeps } from './payslips.service.ts';

/**
 * Liquidación de contrato de trabajo (issue 27, decision 0313), drawn from the stored result of the
 * retirement's LD calendar: an ADMIN previews it once processed; after Acumular the worker's /Voucher
 * serves it through the payslip routes (ownership checked there).
 */
export function createFinalSettlementsService(deps: DocumentsDeps) {
  const { db, clock, storage } = deps;
  const reference = createReferenceService({ db });
  const nameOf = async (listKey: Parameters<typeof reference.get>[0], code: string) =>
    (await reference.get(listKey, code))?.name ?? code;

  async function content(
    companyId: number,
    head: repo.FinalSettlementHeadRow & { process_id: number },
  ): Promise<FinalSettlementContent> {
    const [company, signer, lines] = await Promise.all([
      payslipRepo.payslipCompany(db, companyId),
      payslipRepo.documentSigner(db, companyId),
      repo.finalSettlementLines(db, companyId, head.process_id, head.contract_id),
    ]);
    if (!company) throw notFound(M.notFound);
    const [logo, signature, reason, contractType] = await Promise.all([
      company.logo_key ? storage.get(company.logo_key) : null,
      signer ? storage.get(signer.image_key) : null,
      nameOf('retirement-reasons', head.reason_code),
      nameOf('contract-types', head.contract_type),
    ]);
    const { benefits, indemnity } = benefitComputations(
      lines,
      head.salary,
      head.retirement_date,
      serviceDays(head),
    );
    return {
      company: letterheadOf(company, logo ?? null),
      employee: {
        name: head.employee_name,
        document: personDocument(head),
        signatureId: `${head.document_type === 'CC' ? 'C.C.' : head.document_type} ${formatDocumentNumber(head.document_number)}`,
        job: head.job_name,
        contractType,
        startDate: head.start_date,
        endDate: head.retirement_date,
        reason,
        daysWorked: serviceDays(head),
        salary: head.salary,
      },
      detail: head.detail,
      period: { start: head.period_start, end: head.retirement_date },
      preview: head.calendar_state !== 'ACCUMULATED',
      benefits,
      indemnity,
      ...splitLines(lines),
      totals: {
        earnings: head.earnings ?? '0',
        deductions: head.deductions ?? '0',
        netPay: head.net_pay ?? '0',
      },
      signer: signer ? { name: signer.signer_name, job: signer.job_name, image: signature ?? null } : null,
      issuedOn: clock.now().toISOString().slice(0, 10),
    };
  }

  const settled = (head: repo.FinalSettlementHeadRow | null) =>
    head && head.calendar_state !== 'OPEN' && head.process_id !== null && head.net_pay !== null
      ? (head as repo.FinalSettlementHeadRow & { process_id: number })
      : null;

  return {
    /** The processed or accumulated settlement of a retirement of the caller's company (ADMIN). */
    async preview(auth: RequestAuth, retirementId: number): Promise<Buffer> {
      const companyId = documentCompanyOf(auth);
      const head = settled(await repo.finalSettlementOfRetirement(db, companyId, retirementId));
      if (!head) {
        const employee = await repo.retirementEmployee(db, companyId, retirementId);
        if (employee === null) throw notFound(M.notFound);
        throw conflict(ERROR_CODES.conflict, M.notProcessed(employee));
      }
      return renderFinalSettlementPdf(await content(companyId, head));
    },

    /** The document of an LD calendar's stored result, for the payslip routes once accumulated. */
    async render(companyId: number, calendarId: number): Promise<Buffer | null> {
      const head = settled(await repo.finalSettlementOfCalendar(db, companyId, calendarId));
      return head ? renderFinalSettlementPdf(await content(companyId, head)) : null;
    },
  };
}

export type FinalSettlementsService = ReturnType<typeof createFinalSettlementsService>;
