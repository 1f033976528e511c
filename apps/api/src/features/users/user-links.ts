import { USER_MESSAGES } from '@quincena/contracts/users';
import type { Database } from '../../db/client.ts';
import { employeesByNumberId } from './employee-directory.ts';
import { listSelfServiceUsers, takenEmails, usersOfEmployees } from './users.repository.ts';

/** An account about to be written: the employee it serves, its address, and its own id on update. */
export interface AccountCandidate {
  employeeNumberId: string;
  email: string;
  userId?: number;
}

export interface LinkProblem {
  field: 'employeeNumberId' | 'email';
  message: string;
}

/**
 * The rules an account must meet against what is stored, shared by the /Users form and the bulk
 * load: the employee belongs to the caller's company (never another company's), the employee has
 * no other self-service account, and no other account uses the address. One query per rule for the
 * whole batch, so a file of thousands of rows costs three queries.
 */
export async function accountLinkProblems(
  db: Database,
  companyId: number,
  candidates: readonly AccountCandidate[],
): Promise<LinkProblem[][]> {
  const numberIds = candidates.map((candidate) => candidate.employeeNumberId);
  const employees = await employeesByNumberId(db, companyId, numberIds);
  const accounts = await usersOfEmployees(db, companyId, numberIds);
  const emails = await takenEmails(
    db,
    candidates.map((candidate) => candidate.email),
  );
  // An update keeps its own address: only the address of ANOTHER account counts as taken.
  const ownEmails = new Map<number, string>();
  if (candidates.some((candidate) => candidate.userId !== undefined)) {
    for (const user of await listSelfServiceUsers(db, companyId))
      ownEmails.set(user.id, user.email.toLowerCase());
  }
  return candidates.map((candidate) => {
    const problems: LinkProblem[] = [];
    const numberId = candidate.employeeNumberId.toUpperCase();
    if (!employees.has(numberId)) {
      problems.push({ field: 'employeeNumberId', message: USER_MESSAGES.employeeUnknown });
    } else if (
      accounts.some((account) => account.employeeNumberId === numberId && account.id !== candidate.userId)
    ) {
      problems.push({ field: 'employeeNumberId', message: USER_MESSAGES.employeeHasUser });
    }
    const email = candidate.email.toLowerCase();
    const ownEmail = candidate.userId === undefined ? undefined : ownEmails.get(candidate.userId);
    if (emails.has(email) && ownEmail !== email)
      problems.push({ field: 'email', message: USER_MESSAGES.emailTaken });
    return problems;
  });
}
