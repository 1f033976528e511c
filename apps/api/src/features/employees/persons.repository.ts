import type { TPersonInput } from '@quincena/contracts/employees';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contracts, persons } from '../../db/schema/index.ts';
import { ofCompany } from '../../platform/sql/company-scope.ts';

export type PersonRow = typeof persons.$inferSelect;

/** One person of the company. */
const onePerson = (companyId: number, personId: number) =>
  ofCompany(persons.companyId, companyId, eq(persons.id, personId));

/** The company's persons with that document number, optionally narrowed (to one document type). */
const withNumber = (companyId: number, documentNumber: string, ...more: SQL[]) =>
  ofCompany(persons.companyId, companyId, eq(persons.documentNumber, documentNumber), ...more);

/** The only file that writes SQL for persons; every query is scoped by the company. */
export async function findPerson(
  db: Database,
  companyId: number,
  personId: number,
): Promise<PersonRow | null> {
  const [row] = await db.select().from(persons).where(onePerson(companyId, personId));
  return row ?? null;
}

export async function findPersonByDocument(
  db: Database,
  companyId: number,
  documentType: string,
  documentNumber: string,
): Promise<PersonRow | null> {
  const [row] = await db
    .select()
    .from(persons)
    .where(withNumber(companyId, documentNumber, eq(persons.documentType, documentType)));
  return row ?? null;
}

/** Up to `limit` persons of the company with that number, whatever the type, oldest first. */
export async function findPersonsByNumber(
  db: Database,
  companyId: number,
  documentNumber: string,
  limit: number,
): Promise<PersonRow[]> {
  return db
    .select()
    .from(persons)
    .where(withNumber(companyId, documentNumber))
    .orderBy(persons.id)
    .limit(limit);
}

export async function insertPerson(db: Database, companyId: number, input: TPersonInput): Promise<PersonRow> {
  const [row] = await db
    .insert(persons)
    .values({ companyId, ...input })
    .returning();
  if (!row) throw new Error('person insert returned no row');
  return row;
}

export async function updatePersonRow(
  db: Database,
  companyId: number,
  personId: number,
  input: TPersonInput,
  now: Date,
): Promise<PersonRow | null> {
  const [row] = await db
    .update(persons)
    .set({ ...input, updatedAt: now })
    .where(onePerson(companyId, personId))
    .returning();
  return row ?? null;
}

/** The person's most recent contract, for the form's Datos laborales button. */
export async function latestContractId(
  db: Database,
  companyId: number,
  personId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(ofCompany(contracts.companyId, companyId, eq(contracts.personId, personId)))
    .orderBy(desc(contracts.startDate), desc(contracts.id))
    .limit(1);
  return row?.id ?? null;
}
