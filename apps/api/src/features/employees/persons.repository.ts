import type { TPersonInput } from '@quincena/contracts/employees';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contracts, persons } from '../../db/schema/index.ts';

export type PersonRow = typeof persons.$inferSelect;

/** The only file that writes SQL for persons; every query is scoped by the company. */
export async function findPerson(
  db: Database,
  companyId: number,
  personId: number,
): Promise<PersonRow | null> {
  const [row] = await db
    .select()
    .from(persons)
    .where(and(eq(persons.companyId, companyId), eq(persons.id, personId)));
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
    .where(
      and(
        eq(persons.companyId, companyId),
        eq(persons.documentType, documentType),
        eq(persons.documentNumber, documentNumber),
      ),
    );
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
    .where(and(eq(persons.companyId, companyId), eq(persons.documentNumber, documentNumber)))
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
    .where(and(eq(persons.companyId, companyId), eq(persons.id, personId)))
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
    .where(and(eq(contracts.companyId, companyId), eq(contracts.personId, personId)))
    .orderBy(desc(contracts.startDate), desc(contracts.id))
    .limit(1);
  return row?.id ?? null;
}
