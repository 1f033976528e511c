import { ERROR_CODES } from '@quincena/contracts';
import {
  type TCreateUserRequest,
  type TSelfServiceUser,
  type TSelfServiceUserList,
  type TUpdateUserRequest,
  type TUserListQueryParsed,
  type TUserOptions,
  USER_MESSAGES,
  USER_STATUSES,
} from '@quincena/contracts/users';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, conflict, notFound } from '../../platform/errors/app-error.ts';
import { toPage } from '../../platform/paging/list-query.ts';
import { endSessionsBefore, updateUserPassword } from '../access/index.ts';
import { type DirectoryEmployee, employeesByNumberId, listEmployees } from './employee-directory.ts';
import { accountLinkProblems } from './user-links.ts';
import {
  deleteSelfServiceUser,
  findSelfServiceUser,
  insertSelfServiceUsers,
  listSelfServiceUserPage,
  type SelfServiceUserRow,
  updateSelfServiceUser,
} from './users.repository.ts';

export interface UsersDeps {
  db: Database;
  clock: Clock;
}

const statusName = (code: 'A' | 'I') => USER_STATUSES.find((status) => status.code === code)?.name ?? code;

function toWire(row: SelfServiceUserRow, employees: Map<string, DirectoryEmployee>): TSelfServiceUser {
  const numberId = row.employeeNumberId ?? '';
  const employee = employees.get(numberId);
  return {
    id: row.id,
    email: row.email,
    status: { code: row.status, name: statusName(row.status) },
    employee: { numberId, name: employee?.name ?? '', contractId: employee?.contractId ?? null },
  };
}

/** A refusal naming the field, in the order the form checks them (employee before e-mail). */
async function assertLinks(
  db: Database,
  companyId: number,
  candidate: { employeeNumberId: string; email: string; userId?: number },
) {
  const [problems = []] = await accountLinkProblems(db, companyId, [candidate]);
  const [first] = problems;
  if (!first) return;
  const code = first.field === 'email' ? ERROR_CODES.emailTaken : ERROR_CODES.conflict;
  if (first.message === USER_MESSAGES.employeeUnknown) {
    throw new AppError(400, ERROR_CODES.validation, first.message, { [first.field]: first.message });
  }
  throw conflict(code, first.message, { [first.field]: first.message });
}

/**
 * Self-service accounts (spec 01 §2.15, §3 self-service user, §5, §8): CLIENT users of the
 * caller's company, each serving one employee of that company.
 */
export function createUsersService({ db, clock }: UsersDeps) {
  async function wireOf(companyId: number, row: SelfServiceUserRow) {
    return toWire(
      row,
      await employeesByNumberId(db, companyId, row.employeeNumberId ? [row.employeeNumberId] : []),
    );
  }

  return {
    /** One page of the accounts with the employee each serves (one query, decision 0151). */
    async list(companyId: number, query: TUserListQueryParsed): Promise<TSelfServiceUserList> {
      const page = await toPage(query, (q) => listSelfServiceUserPage(db, companyId, q));
      return {
        ...page,
        rows: page.rows.map((row) => ({
          id: row.id,
          email: row.email,
          status: { code: row.status, name: statusName(row.status) },
          employee: {
            numberId: row.employeeNumberId ?? '',
            name: row.name ?? '',
            contractId: row.contractId ?? null,
          },
        })),
      };
    },

    async options(companyId: number): Promise<TUserOptions> {
      return {
        employees: await listEmployees(db, companyId),
        statuses: USER_STATUSES.map((s) => ({ ...s })),
      };
    },

    async create(companyId: number, request: TCreateUserRequest): Promise<TSelfServiceUser> {
      const employeeNumberId = request.employeeNumberId.toUpperCase();
      await assertLinks(db, companyId, { employeeNumberId, email: request.email });
      const now = clock.now();
      const passwordHash = await hashPassword(request.password);
      let created: SelfServiceUserRow | undefined;
      try {
        [created] = await insertSelfServiceUsers(
          db,
          companyId,
          [{ ...request, employeeNumberId, passwordHash }],
          now,
        );
      } catch (error) {
        // Two requests racing for one address: the unique index lets only one in.
        if (isUniqueViolation(error)) throw conflict(ERROR_CODES.emailTaken, USER_MESSAGES.emailTaken);
        throw error;
      }
      if (!created) throw new Error('self-service user insert returned no row');
      return wireOf(companyId, created);
    },

    async update(companyId: number, userId: number, request: TUpdateUserRequest): Promise<TSelfServiceUser> {
      const before = await findSelfServiceUser(db, companyId, userId);
      if (!before) throw notFound(USER_MESSAGES.notFound);
      const employeeNumberId = request.employeeNumberId.toUpperCase();
      await assertLinks(db, companyId, { employeeNumberId, email: request.email, userId });
      const passwordHash = request.password === undefined ? undefined : await hashPassword(request.password);
      const updated = await db.transaction(async (tx) => {
        const row = await updateSelfServiceUser(tx as unknown as Database, companyId, userId, {
          email: request.email,
          status: request.status,
          employeeNumberId,
          // Another employee: the account's person is fixed again from the new number (decision 0160).
          ...(before.employeeNumberId === employeeNumberId ? {} : { personId: null }),
        });
        if (row && request.status === 'I' && before.status === 'A') {
          // Deactivation ends every session for good: reactivating does not revive them (decision 0161).
          await endSessionsBefore(tx as unknown as Database, userId, clock.now(), 'DEACTIVATED');
        }
        if (row && passwordHash) {
          const now = clock.now();
          await updateUserPassword(tx as unknown as Database, userId, passwordHash, now);
          // A password set by the administrator ends the employee's open sessions.
          await endSessionsBefore(tx as unknown as Database, userId, now);
        }
        return row;
      });
      if (!updated) throw notFound(USER_MESSAGES.notFound);
      return wireOf(companyId, updated);
    },

    async remove(companyId: number, userId: number): Promise<void> {
      if (!(await deleteSelfServiceUser(db, companyId, userId))) throw notFound(USER_MESSAGES.notFound);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } } | null)?.code ??
    (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505';
}
