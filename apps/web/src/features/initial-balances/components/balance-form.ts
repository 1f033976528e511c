import {
  INITIAL_BALANCE_CONCEPTS,
  type TBalanceValues,
  type TCreateInitialBalanceRequest,
  type TInitialBalanceRow,
  type TUpdateInitialBalanceRequest,
  ZCreateInitialBalanceRequest,
  ZUpdateInitialBalanceRequest,
} from '@quincena/contracts/initial-balances';
import { dateOfIsoDay, isoDayOf } from '../../../lib/iso-day.ts';

export interface BalanceFormValues {
  contractId: number | null;
  cutOffDate: Date | null;
  balances: TBalanceValues;
}

export { dateOfIsoDay, isoDayOf };

export function emptyBalances(): TBalanceValues {
  return Object.fromEntries(
    INITIAL_BALANCE_CONCEPTS.map((concept) => [concept, { days: null, amount: null }]),
  ) as TBalanceValues;
}

export function emptyBalanceForm(): BalanceFormValues {
  return { contractId: null, cutOffDate: null, balances: emptyBalances() };
}

export function balanceFormOf(row: TInitialBalanceRow): BalanceFormValues {
  return { contractId: row.contractId, cutOffDate: dateOfIsoDay(row.cutOffDate), balances: row.balances };
}

export type BalanceFormVerdict =
  | { ok: true; body: TCreateInitialBalanceRequest | TUpdateInitialBalanceRequest }
  | { ok: false; first: string; fields: Record<string, string> };

/** Checks the dialog with the server's contract: the contract first (create only), then the rest. */
export function checkBalanceForm(values: BalanceFormValues, editing: boolean): BalanceFormVerdict {
  const raw = {
    ...(editing ? {} : { contractId: values.contractId ?? undefined }),
    cutOffDate: values.cutOffDate ? isoDayOf(values.cutOffDate) : '',
    balances: values.balances,
  };
  const parsed = editing
    ? ZUpdateInitialBalanceRequest.safeParse(raw)
    : ZCreateInitialBalanceRequest.safeParse(raw);
  if (parsed.success) return { ok: true, body: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.map(String).join('.')] ??= issue.message;
  return { ok: false, first: parsed.error.issues[0]?.message ?? '', fields };
}
