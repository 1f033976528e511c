import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contractSalaries, contracts, persons } from '../../db/schema/index.ts';
import { anyId } from '../../platform/sql/id-list.ts';

/**
 * A batch's contracts with their persons and salary history (oldest first): what every settlement
 * kind that rebuilds the engine's contract reads, in two queries.
 */
export async function contractsWithPeople(db: Database, companyId: number, ids: readonly number[]) {
  const rows = await db
    .select({ contract: contracts, person: persons })
    .from(contracts)
    .innerJoin(persons, and(eq(persons.companyId, contracts.companyId), eq(persons.id, contracts.personId)))
    .where(and(eq(contracts.companyId, companyId), anyId(contracts.id, ids)));
  const salaries = await db
    .select()
    .from(contractSalaries)
    .where(and(eq(contractSalaries.companyId, companyId), anyId(contractSalaries.contractId, ids)))
    .orderBy(asc(contractSalaries.startDate));
  return { rows, salaries };
}
