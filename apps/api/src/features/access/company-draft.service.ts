import { ERROR_CODES } from '@quincena/contracts';
import {
  COMPLETE_REGISTER_MESSAGES,
  type TCompanyDraft,
  type TCompanyDraftRequest,
  type TCompanyDraftSaveResponse,
  ZCompanyDraftRequest,
} from '@quincena/contracts/access';
import type { Database } from '../../db/client.ts';
import type { RequestAuth } from '../../platform/auth/request-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, conflict } from '../../platform/errors/app-error.ts';
import { createReferenceService } from '../reference/index.ts';
import { type CompanyDraftRow, findCompanyDraft, saveCompanyDraft } from './company-draft.repository.ts';

function toDraft(row: CompanyDraftRow): TCompanyDraft {
  return {
    name: row.contactName,
    companyName: row.companyName,
    phone: row.phone,
    employeeCountRange: row.employeeCountRange,
    paymentPeriod: row.paymentPeriod,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The legacy sign-up step (spec 01 §2.5; decision 0297): an administrator without a company leaves the
 * five first facts of it; /CompanyInfo starts from them, and creating the company removes the draft.
 */
export function createCompanyDraftService({ db, clock }: { db: Database; clock: Clock }) {
  const reference = createReferenceService({ db });

  return {
    async get(auth: RequestAuth): Promise<TCompanyDraft | null> {
      if (auth.companyId !== null) return null;
      const row = await findCompanyDraft(db, auth.userId);
      return row ? toDraft(row) : null;
    },

    async save(auth: RequestAuth, input: TCompanyDraftRequest): Promise<TCompanyDraftSaveResponse> {
      const body = ZCompanyDraftRequest.parse(input);
      if (auth.companyId !== null) {
        throw conflict(ERROR_CODES.conflict, COMPLETE_REGISTER_MESSAGES.alreadyHasCompany);
      }
      const fields: Record<string, string> = {};
      if (!(await reference.get('employee-count-ranges', body.employeeCountRange))) {
        fields.employeeCountRange = COMPLETE_REGISTER_MESSAGES.unknownCode;
      }
      // Only the periods Quincena settles: fortnightly and monthly (spec 01 §2.5: Quincenal or Mensual).
      const period = await reference.get('payment-periods', body.paymentPeriod);
      if (period?.offered !== true) fields.paymentPeriod = COMPLETE_REGISTER_MESSAGES.unknownCode;
      const first = Object.values(fields)[0];
      if (first) throw new AppError(400, ERROR_CODES.validation, first, fields);
      const row = await saveCompanyDraft(
        db,
        auth.userId,
        {
          contactName: body.name,
          companyName: body.companyName,
          phone: body.phone,
          employeeCountRange: body.employeeCountRange,
          paymentPeriod: body.paymentPeriod,
        },
        clock.now(),
      );
      return { draft: toDraft(row), message: COMPLETE_REGISTER_MESSAGES.saved };
    },
  };
}

export type CompanyDraftService = ReturnType<typeof createCompanyDraftService>;
