import {
  INITIAL_BALANCE_CONCEPTS,
  INITIAL_BALANCE_LABELS,
  type TInitialBalanceConcept,
  type TInitialBalanceRow,
} from '@quincena/contracts/initial-balances';
import { formatMoney, formatNumber, type TableColumn } from '../../../components/data-table/index.ts';

/** A table row: the pairs flattened to one field each, so each column sorts and filters. */
export type BalanceTableRow = {
  contractId: number;
  numberId: string;
  name: string;
  cutOffDate: string;
  row: TInitialBalanceRow;
} & Record<`${TInitialBalanceConcept}_days` | `${TInitialBalanceConcept}_amount`, number | null>;

export function toBalanceTableRow(row: TInitialBalanceRow): BalanceTableRow {
  const flat: Record<string, number | null> = {};
  for (const concept of INITIAL_BALANCE_CONCEPTS) {
    flat[`${concept}_days`] = row.balances[concept].days;
    flat[`${concept}_amount`] = row.balances[concept].amount;
  }
  return {
    contractId: row.contractId,
    numberId: row.numberId,
    name: row.name,
    cutOffDate: row.cutOffDate,
    row,
    ...(flat as Record<`${TInitialBalanceConcept}_days` | `${TInitialBalanceConcept}_amount`, number | null>),
  };
}

const blankWhenNull = (value: number | null, format: (value: number) => string) =>
  value === null ? '' : format(value);

/** Contrato, Identificación, Nombre, the cut-off, then the day and value pair of each concept (spec 03 §2.9); the page adds the row actions. */
export function initialBalanceColumns(): TableColumn<BalanceTableRow>[] {
  const pairs = INITIAL_BALANCE_CONCEPTS.flatMap((concept): TableColumn<BalanceTableRow>[] => [
    {
      field: `${concept}_days`,
      header: INITIAL_BALANCE_LABELS[concept].days,
      kind: 'number',
      text: (row) => blankWhenNull(row[`${concept}_days`], formatNumber),
    },
    {
      field: `${concept}_amount`,
      header: INITIAL_BALANCE_LABELS[concept].amount,
      kind: 'money',
      text: (row) =>
        blankWhenNull(row[`${concept}_amount`], (value) =>
          formatMoney(value, Number.isInteger(value) ? 0 : 2),
        ),
    },
  ]);
  return [
    { field: 'contractId', header: 'Contrato', kind: 'number', text: (row) => String(row.contractId) },
    { field: 'numberId', header: 'Identificación' },
    { field: 'name', header: 'Nombre', style: { minWidth: '12rem' } },
    { field: 'cutOffDate', header: 'Fecha de corte', kind: 'date' },
    ...pairs,
  ];
}
