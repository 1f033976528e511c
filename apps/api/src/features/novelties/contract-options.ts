import type { TNoveltyContractOption } from '@quincena/contracts/novelties';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contracts, persons } from '../../db/schema/index.ts';
import { personFullNameSql } from '../../platform/sql/person-name.ts';
import { personJoin } from './novelty-columns.ts';

/** The company's contracts for the novelty dialogs' employee dropdowns (spec: CONTRACTS, CODE and NAME). */
export async function selectContractOptions(
  db: Database,
  companyId: number,
): Promise<TNoveltyContractOption[]> {
  return db
    .select({
      contractId: contracts.id,
      documentType: persons.documentType,
      documentNumber: persons.documentNumber,
      employeeName: personFullNameSql,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      statusCode: contracts.status,
    })
    .from(contracts)
    .innerJoin(persons, personJoin)
    .where(eq(contracts.companyId, companyId))
    .orderBy(asc(personFullNameSql), asc(contracts.id));
}
