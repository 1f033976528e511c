import { desc, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contracts, persons } from '../../db/schema/index.ts';
import { inSameCompany, ofCompany } from '../../platform/sql/company-scope.ts';
import { personOfContract } from '../../platform/sql/contract-joins.ts';
import { personFullNameSql } from '../../platform/sql/person-name.ts';

/**
 * Read-only look-ups of the company's employees (persons and contracts of the employees feature)
 * that self-service users, initial balances and the bulk loads need. Every query is scoped by the
 * company id, so a CLIENT account or a balance can never point at another company's employee.
 */
export interface DirectoryEmployee {
  numberId: string;
  name: string;
  /** The person's most recent contract; null for a person registered without one yet. */
  contractId: number | null;
}

export interface DirectoryContract {
  contractId: number;
  numberId: string;
  name: string;
}

const fullName = personFullNameSql;

/**
 * The company's persons meeting the condition, each with its latest contract (null without one),
 * by identification number.
 */
async function withLatestContract(
  db: Database,
  companyId: number,
  condition?: SQL,
): Promise<Map<string, DirectoryEmployee>> {
  const rows = await db
    .select({ numberId: persons.documentNumber, name: fullName, contractId: contracts.id })
    .from(persons)
    .leftJoin(contracts, inSameCompany(contracts, persons, contracts.personId, persons.id))
    .where(ofCompany(persons.companyId, companyId, condition))
    .orderBy(persons.documentNumber, desc(contracts.startDate), desc(contracts.id));
  const byNumber = new Map<string, DirectoryEmployee>();
  for (const row of rows) {
    if (!byNumber.has(row.numberId)) byNumber.set(row.numberId, row);
  }
  return byNumber;
}

/** One entry per person of the company, with the latest contract, ordered by name. */
export async function listEmployees(db: Database, companyId: number): Promise<DirectoryEmployee[]> {
  const byNumber = await withLatestContract(db, companyId);
  return [...byNumber.values()].sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/** The company's employees among these identification numbers, by number. */
export async function employeesByNumberId(
  db: Database,
  companyId: number,
  numberIds: readonly string[],
): Promise<Map<string, DirectoryEmployee>> {
  if (numberIds.length === 0) return new Map();
  const wanted = [...new Set(numberIds.map((id) => id.toUpperCase()))];
  return withLatestContract(db, companyId, inArray(persons.documentNumber, wanted));
}

/** The company's contracts meeting the condition, each with its employee's number and name. */
function contractsWithPerson(db: Database, companyId: number, condition?: SQL) {
  return db
    .select({ contractId: contracts.id, numberId: persons.documentNumber, name: fullName })
    .from(contracts)
    .innerJoin(persons, personOfContract)
    .where(ofCompany(contracts.companyId, companyId, condition));
}

/** Every contract of the company with its employee, newest first. */
export async function listContracts(db: Database, companyId: number): Promise<DirectoryContract[]> {
  return contractsWithPerson(db, companyId).orderBy(desc(contracts.id));
}

/** The company's contracts among these ids, by id (another company's id is simply absent). */
export async function contractsById(
  db: Database,
  companyId: number,
  contractIds: readonly number[],
): Promise<Map<number, DirectoryContract>> {
  if (contractIds.length === 0) return new Map();
  const rows = await contractsWithPerson(db, companyId, inArray(contracts.id, [...new Set(contractIds)]));
  return new Map(rows.map((row) => [row.contractId, row]));
}
