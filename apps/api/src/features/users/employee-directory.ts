import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contracts, persons } from '../../db/schema/index.ts';
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

/** One entry per person of the company, with the latest contract, ordered by name. */
export async function listEmployees(db: Database, companyId: number): Promise<DirectoryEmployee[]> {
  const rows = await db
    .select({ numberId: persons.documentNumber, name: fullName, contractId: contracts.id })
    .from(persons)
    .leftJoin(contracts, and(eq(contracts.companyId, persons.companyId), eq(contracts.personId, persons.id)))
    .where(eq(persons.companyId, companyId))
    .orderBy(persons.documentNumber, desc(contracts.startDate), desc(contracts.id));
  const byNumber = new Map<string, DirectoryEmployee>();
  for (const row of rows) {
    if (!byNumber.has(row.numberId)) byNumber.set(row.numberId, row);
  }
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
  const rows = await db
    .select({ numberId: persons.documentNumber, name: fullName, contractId: contracts.id })
    .from(persons)
    .leftJoin(contracts, and(eq(contracts.companyId, persons.companyId), eq(contracts.personId, persons.id)))
    .where(and(eq(persons.companyId, companyId), inArray(persons.documentNumber, wanted)))
    .orderBy(persons.documentNumber, desc(contracts.startDate), desc(contracts.id));
  const byNumber = new Map<string, DirectoryEmployee>();
  for (const row of rows) {
    if (!byNumber.has(row.numberId)) byNumber.set(row.numberId, row);
  }
  return byNumber;
}

/** Every contract of the company with its employee, newest first. */
export async function listContracts(db: Database, companyId: number): Promise<DirectoryContract[]> {
  return db
    .select({ contractId: contracts.id, numberId: persons.documentNumber, name: fullName })
    .from(contracts)
    .innerJoin(persons, personOfContract)
    .where(eq(contracts.companyId, companyId))
    .orderBy(desc(contracts.id));
}

/** The company's contracts among these ids, by id (another company's id is simply absent). */
export async function contractsById(
  db: Database,
  companyId: number,
  contractIds: readonly number[],
): Promise<Map<number, DirectoryContract>> {
  if (contractIds.length === 0) return new Map();
  const rows = await db
    .select({ contractId: contracts.id, numberId: persons.documentNumber, name: fullName })
    .from(contracts)
    .innerJoin(persons, personOfContract)
    .where(and(eq(contracts.companyId, companyId), inArray(contracts.id, [...new Set(contractIds)])));
  return new Map(rows.map((row) => [row.contractId, row]));
}
