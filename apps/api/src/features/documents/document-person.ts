import { ERROR_CODES } from '@quincena/contracts';
import { PAYSLIP_MESSAGES } from '@quincena/contracts/documents';
import type { Database } from '../../db/client.ts';
import type { RequestAuth } from '../../platform/auth/request-context.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import { ownPersonId } from '../employees/index.ts';

export const documentCompanyOf = (auth: RequestAuth) => {
  if (auth.companyId === null) throw notFound(PAYSLIP_MESSAGES.notFound);
  return auth.companyId;
};

/**
 * The person whose documents the caller may see: its own for a CLIENT (decision 0160), the one
 * named for an ADMIN (400 in Spanish when it names none).
 */
export async function documentPersonFor(
  db: Database,
  auth: RequestAuth,
  personId: number | undefined,
): Promise<number> {
  const companyId = documentCompanyOf(auth);
  if (auth.role === 'CLIENT') {
    const own = await ownPersonId(db, companyId, auth);
    if (own === null) throw notFound(PAYSLIP_MESSAGES.noPerson);
    return own;
  }
  if (!personId) {
    throw new AppError(400, ERROR_CODES.validation, PAYSLIP_MESSAGES.personRequired, {
      personId: PAYSLIP_MESSAGES.personRequired,
    });
  }
  return personId;
}
