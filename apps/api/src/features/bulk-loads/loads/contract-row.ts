import type { TCreateContractInput } from '@quincena/contracts/employees';
import type { contracts } from '../../../db/schema/index.ts';
import { contractColumns } from '../../employees/index.ts';

/**
 * The contracts row a create writes, for the set-based insert of the employee load: the employees
 * repository's own column mapping, so the form and the load can never store a contract differently.
 */
export function contractRowOf(
  companyId: number,
  personId: number,
  input: Omit<TCreateContractInput, 'personId'>,
): typeof contracts.$inferInsert {
  return { companyId, personId, vacationsTaken: input.vacationsTaken.toFixed(2), ...contractColumns(input) };
}
