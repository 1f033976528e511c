import type { TUserListQueryParsed } from '@quincena/contracts/users';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contracts, persons, users } from '../../db/schema/index.ts';
import {
  type ListFields,
  listConditions,
  listOrder,
  pageOffset,
  totalOver,
} from '../../platform/paging/list-query.ts';
import { inSameCompany } from '../../platform/sql/company-scope.ts';
import { personFullNameSql } from '../../platform/sql/person-name.ts';

/**
 * Self-service accounts are rows of the access `users` table with role CLIENT, the company and
 * the employee's identification number. Every query here is scoped by company AND role, so an
 * administrator's account or another company's account can never be read or changed through it.
 */
const selfService = (companyId: number) => and(eq(users.companyId, companyId), eq(users.role, 'CLIENT'));

export interface SelfServiceUserRow {
  id: number;
  email: string;
  status: 'A' | 'I';
  employeeNumberId: string | null;
}

const columns = {
  id: users.id,
  email: users.email,
  status: users.status,
  employeeNumberId: users.employeeNumberId,
};

export async function listSelfServiceUsers(db: Database, companyId: number): Promise<SelfServiceUserRow[]> {
  return db.select(columns).from(users).where(selfService(companyId)).orderBy(users.email);
}

/**
 * The employee each account serves: the person with that identification number and its latest
 * contract (as `employeesByNumberId` picks it), joined per row so the list sorts and filters by it.
 */
function servedEmployee(db: Database) {
  return db
    .select({
      contractId: sql<number | null>`${contracts.id}`.as('served_contract_id'),
      name: personFullNameSql.as('served_name'),
    })
    .from(persons)
    .leftJoin(contracts, inSameCompany(contracts, persons, contracts.personId, persons.id))
    .where(inSameCompany(persons, users, persons.documentNumber, users.employeeNumberId))
    .orderBy(desc(contracts.startDate), desc(contracts.id))
    .limit(1)
    .as('served');
}

/**
 * One page of the company's self-service accounts (USER_LIST_FIELDS): the employee cell as the table
 * shows it ("contract - number - name"), the e-mail and the status name; by e-mail unless sorted.
 */
export async function listSelfServiceUserPage(db: Database, companyId: number, query: TUserListQueryParsed) {
  const served = servedEmployee(db);
  const fields: ListFields = {
    employee: sql`concat_ws(' - ', cast(${served.contractId} as text), ${users.employeeNumberId}, nullif(${served.name}, ''))`,
    email: users.email,
    status: sql`(case ${users.status} when 'A' then 'Activo' when 'I' then 'Inactivo' else ${users.status} end)`,
  };
  const found = await db
    .select({ ...columns, contractId: served.contractId, name: served.name, total: totalOver })
    .from(users)
    .leftJoinLateral(served, sql`true`)
    .where(and(selfService(companyId), ...listConditions(fields, Object.keys(fields), query)))
    .orderBy(...listOrder(fields, query, [asc(users.email)], users.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return { rows: found.map(({ total: _total, ...row }) => row), total: found[0]?.total ?? null };
}

export async function findSelfServiceUser(
  db: Database,
  companyId: number,
  userId: number,
): Promise<SelfServiceUserRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(selfService(companyId), eq(users.id, userId)));
  return row;
}

/** Accounts of the company already serving these employees (one account per employee). */
export async function usersOfEmployees(
  db: Database,
  companyId: number,
  numberIds: readonly string[],
): Promise<SelfServiceUserRow[]> {
  if (numberIds.length === 0) return [];
  return db
    .select(columns)
    .from(users)
    .where(and(selfService(companyId), inArray(users.employeeNumberId, [...new Set(numberIds)])));
}

/** Addresses among these already used by any account, of any role or company (e-mails are global). */
export async function takenEmails(db: Database, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const lowered = [...new Set(emails.map((email) => email.toLowerCase()))];
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, lowered));
  return new Set(rows.map((row) => row.email));
}

export interface NewSelfServiceUser {
  email: string;
  passwordHash: string;
  status: 'A' | 'I';
  employeeNumberId: string;
}

const newRow = (companyId: number, now: Date) => (user: NewSelfServiceUser) => ({
  email: user.email,
  passwordHash: user.passwordHash,
  role: 'CLIENT' as const,
  status: user.status,
  // Only administrators verify their account (spec 01 §4); terms are accepted at first sign-in (§6).
  enabled: true,
  termsAcceptedAt: null,
  instanceAdmin: false,
  companyId,
  employeeNumberId: user.employeeNumberId,
  createdAt: now,
  passwordChangedAt: now,
});

/** Inserts many accounts with multi-row statements; the unique e-mail index guards every row. */
export async function insertSelfServiceUsers(
  db: Database,
  companyId: number,
  rows: readonly NewSelfServiceUser[],
  now: Date,
  chunkSize = 500,
): Promise<SelfServiceUserRow[]> {
  const inserted: SelfServiceUserRow[] = [];
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize).map(newRow(companyId, now));
    inserted.push(...(await db.insert(users).values(chunk).returning(columns)));
  }
  return inserted;
}

export async function updateSelfServiceUser(
  db: Database,
  companyId: number,
  userId: number,
  fields: { email: string; status: 'A' | 'I'; employeeNumberId: string; personId?: null },
): Promise<SelfServiceUserRow | undefined> {
  const [row] = await db
    .update(users)
    .set(fields)
    .where(and(selfService(companyId), eq(users.id, userId)))
    .returning(columns);
  return row;
}

export async function deleteSelfServiceUser(
  db: Database,
  companyId: number,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .delete(users)
    .where(and(selfService(companyId), eq(users.id, userId)))
    .returning({ id: users.id });
  return rows.length === 1;
}
