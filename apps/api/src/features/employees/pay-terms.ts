import type { TUpdateContractInput } from '@quincena/contracts/employees';
import { type ContractRow, contractColumns } from './contracts.repository.ts';

type Columns = ReturnType<typeof contractColumns>;
type Column = keyof Columns & keyof ContractRow;

/**
 * Contract terms the payroll engine reads (engine-contract.ts) that the contract keeps no history
 * of: one value, read by every period settled or recomputed from then on. A change of any of them
 * holds, for the recomputation of a closed period (decision 0345: "with today's facts"), from the
 * contract's first day.
 */
const UNDATED_PAY_TERMS = [
  'salaryType',
  'contractType',
  'workPlace',
  'arlRiskClass',
  'contributorType',
  'contributorSubtype',
  'transportAidExcluded',
  'withholdingProcedure',
  'withholdingPercentage',
  'voluntaryPensionMonthly',
  'afcMonthly',
] as const satisfies readonly Column[];

/**
 * Withholding deductions that carry their own dates (E.T. art. 387): the engine uses one only in the
 * periods inside its dates, so a change of one reaches the periods from the earlier of its old and
 * new start dates.
 */
const DATED_BLOCKS = [
  { value: 'housingMonthly', start: 'housingStartDate', end: 'housingEndDate' },
  { value: 'prepaidMedicineMonthly', start: 'prepaidMedicineStartDate', end: 'prepaidMedicineEndDate' },
  { value: 'dependants', start: 'dependantsStartDate', end: 'dependantsEndDate' },
] as const satisfies readonly { value: Column; start: Column; end: Column }[];

type Value = string | number | boolean | null;

/** Equal as stored: numeric columns come back as text with their scale ("2500000.00"). */
function same(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a === 'boolean' || typeof b === 'boolean') return false;
  const [x, y] = [Number(a), Number(b)];
  return Number.isFinite(x) && Number.isFinite(y) && x === y;
}

const earliest = (dates: readonly (string | null)[]) =>
  dates.filter((date): date is string => date !== null).sort()[0] ?? null;

/**
 * The day from which a contract update changes pay (issue 32, decision 0353), or null when it
 * changes no pay term: the contract's start for an undated term, the earlier start of a dated
 * withholding deduction that changed. Contract dates (start, end, retirement) are not here: the
 * period guard keeps refusing them inside accumulated periods.
 */
export function payTermsChangeFrom(current: ContractRow, input: TUpdateContractInput): string | null {
  const next = contractColumns(input);
  const dates: (string | null)[] = [];
  if (UNDATED_PAY_TERMS.some((column) => !same(current[column], next[column]))) {
    dates.push(current.startDate);
  }
  for (const block of DATED_BLOCKS) {
    const changed = [block.value, block.start, block.end].some(
      (column) => !same(current[column] as Value, next[column] as Value),
    );
    if (changed) dates.push(earliest([current[block.start], next[block.start]]) ?? current.startDate);
  }
  return earliest(dates);
}
