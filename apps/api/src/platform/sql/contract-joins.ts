import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { contracts, persons } from '../../db/schema/index.ts';

/** A row's contract, inside the row's own company (ids are only unique per company). */
export function contractOfRow(row: { companyId: AnyPgColumn; contractId: AnyPgColumn }): SQL {
  return and(eq(contracts.companyId, row.companyId), eq(contracts.id, row.contractId)) as SQL;
}

/** The joined contract's person, inside the same company. */
export const personOfContract = and(
  eq(persons.companyId, contracts.companyId),
  eq(persons.id, contracts.personId),
) as SQL;
