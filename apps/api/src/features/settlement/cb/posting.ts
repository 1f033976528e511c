import { THIRD_PARTY_TYPE } from '@quincena/contracts/accounting';
import { conceptDisplayCode } from '@quincena/contracts/concepts';

/**
 * How one stored payroll line becomes accounting entries (issue 14; decision 0302). Pure: the CB kind
 * loads the plan, the contract and the lines, this decides the accounts, sides, third parties and
 * cost centres, or names in Spanish why the line cannot be posted. Amounts are whole cents, so the
 * debits of a line always equal its credits.
 *
 * Account-plan reading (spec 03 §2.6, §3; payroll-accounting.md §1.6): a row's Cuenta 1 posts on the
 * row's Naturaleza with the row's third party and cost centre; its optional Cuenta 2 posts the same
 * amount on the other side to the employee (the counterpart). A concept's side comes from the row of
 * that nature when there is one, else from the other row's Cuenta 2. Among rows of a side, the one of
 * the contract's expense type (its cost centre's 51, 52, 72 …) wins over the one without.
 */

export type LineKind = 'earning' | 'deduction' | 'employer_contribution' | 'provision';
export type Nature = 'D' | 'C';

export interface PlanRow {
  conceptCode: string;
  account1: string;
  account2: string;
  nature: Nature;
  voucherType: string;
  thirdPartyType: string;
  thirdParty: Party | null;
  entityType: string | null;
  expenseType: string | null;
  managesCostCentre: boolean;
}

export interface Party {
  nit: string;
  checkDigit: string;
  name: string;
}

/** What a contract brings to its postings. */
export interface PostingContract {
  label: string;
  employee: Party;
  company: Party;
  /** The contract's entities by entity type (EPS, AFP, ARL, CCF, FCES, FVOL, AFC, SENA, ICBF); null when none. */
  entities: Readonly<Record<string, Party | null>>;
  costCentre: { code: string; expenseType: string } | null;
}

export interface PostingLine {
  sourceCalendarId: number;
  /** A final settlement's line (LD) looks first for the concept's rows of voucher LD. */
  fromFinalSettlement?: boolean;
  conceptCode: string;
  conceptName: string;
  kind: LineKind;
  /** Pesos with up to two decimals, as stored. */
  value: string;
  /** The part of a final-settlement benefit that is this period's expense (engine `expenseShare`). */
  expenseShare: string | null;
}

export interface Entry {
  sourceCalendarId: number;
  voucherType: string;
  conceptCode: string;
  conceptName: string;
  conceptKind: LineKind;
  account: string;
  nature: Nature;
  /** Whole cents. */
  cents: number;
  thirdParty: Party;
  costCentreCode: string | null;
}

/**
 * A final-settlement benefit pays the earlier provisions (debit to the liability) and its own period's
 * accrual, which is expense: that share posts to the debit account of the benefit's provision concept.
 */
export const PROVISION_OF: Readonly<Record<string, string>> = {
  PRIMA: 'PROV_PRIMA',
  CESANTIAS: 'PROV_CESANTIAS',
  CESANTIAS_INTEREST: 'PROV_CESANTIAS_INTEREST',
  VACATION_TERMINATION: 'PROV_VACATIONS',
};

/** The voucher types a line looks for, in order: employer contributions may have their own SS voucher. */
const VOUCHERS_OF: Record<LineKind, readonly string[]> = {
  earning: ['NM'],
  deduction: ['NM'],
  employer_contribution: ['SS', 'NM'],
  provision: ['NM'],
};

const ENTITY_NAMES: Readonly<Record<string, string>> = {
  EPS: 'EPS',
  AFP: 'fondo de pensiones',
  ARL: 'ARL',
  CCF: 'caja de compensación',
  FCES: 'fondo de cesantías',
  FVOL: 'fondo de pensiones voluntarias',
  AFC: 'entidad de la cuenta AFC',
  SENA: 'SENA',
  ICBF: 'ICBF',
};

export const POSTING_MESSAGES = {
  unmapped: (concept: string, side: string) =>
    `el concepto ${concept} no tiene cuenta ${side} en el plan de cuentas`,
  incomplete: (concept: string, account: string) =>
    `el concepto ${concept} tiene la cuenta ${account} por completar en el plan de cuentas`,
  noCostCentre: (concept: string) =>
    `el contrato no tiene centro de costos y el concepto ${concept} lo exige en el plan de cuentas`,
  noEntity: (concept: string, entityType: string) =>
    `el concepto ${concept} se contabiliza a la entidad del empleado (${ENTITY_NAMES[entityType] ?? entityType}) y el contrato no tiene una con NIT conocido`,
  noThirdParty: (concept: string) => `el concepto ${concept} no tiene tercero en el plan de cuentas`,
} as const;

export const SIDE_NAMES: Record<Nature, string> = { D: 'débito', C: 'crédito' };

export function toCents(value: string): number {
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return value.startsWith('-') ? -cents : cents;
}

export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The rows of one concept, indexed once per run. */
export type PlanIndex = ReadonlyMap<string, readonly PlanRow[]>;

export function indexPlan(rows: readonly PlanRow[]): PlanIndex {
  const index = new Map<string, PlanRow[]>();
  for (const row of rows) index.set(row.conceptCode, [...(index.get(row.conceptCode) ?? []), row]);
  return index;
}

interface Side {
  row: PlanRow;
  account: string;
  /** The row's own account (Cuenta 1) or its counterpart (Cuenta 2, posted to the employee). */
  counterpart: boolean;
}

function pickRow(rows: readonly PlanRow[], expenseType: string | null): PlanRow | undefined {
  return (
    rows.find((row) => expenseType !== null && row.expenseType === expenseType) ??
    rows.find((row) => row.expenseType === null)
  );
}

function sideOf(rows: readonly PlanRow[], nature: Nature, expenseType: string | null): Side | undefined {
  const own = pickRow(
    rows.filter((row) => row.nature === nature),
    expenseType,
  );
  if (own) return { row: own, account: own.account1, counterpart: false };
  const other = pickRow(
    rows.filter((row) => row.nature !== nature && row.account2 !== ''),
    expenseType,
  );
  return other ? { row: other, account: other.account2, counterpart: true } : undefined;
}

/**
 * A concept a plan made before it existed may lack, posted as the concept it is a case of: the
 * withholding on a retroactive payment is withholding (issue 32, decision 0345).
 */
const POSTS_AS: Readonly<Record<string, string>> = { WITHHOLDING_RETRO: 'WITHHOLDING' };

/** The rows of the first voucher type, in the line kind's order, that maps the concept at all. */
function voucherRows(plan: PlanIndex, conceptCode: string, kind: LineKind, finalSettlement = false) {
  const fallback = POSTS_AS[conceptCode];
  const rows = plan.get(conceptCode) ?? (fallback ? plan.get(fallback) : undefined) ?? [];
  for (const voucherType of finalSettlement ? ['LD', ...VOUCHERS_OF[kind]] : VOUCHERS_OF[kind]) {
    const ofVoucher = rows.filter((row) => row.voucherType === voucherType);
    if (ofVoucher.length > 0) return { voucherType, rows: ofVoucher };
  }
  // A company may post payroll under any voucher type it named (LD, CES …): the first one found.
  const first = rows[0];
  return first
    ? { voucherType: first.voucherType, rows: rows.filter((row) => row.voucherType === first.voucherType) }
    : null;
}

export class PostingError extends Error {}

function partyOf(side: Side, conceptLabel: string, contract: PostingContract): Party {
  if (side.counterpart) return contract.employee;
  const { row } = side;
  switch (row.thirdPartyType) {
    case THIRD_PARTY_TYPE.company:
      return contract.company;
    case THIRD_PARTY_TYPE.specific:
      if (!row.thirdParty) throw new PostingError(POSTING_MESSAGES.noThirdParty(conceptLabel));
      return row.thirdParty;
    case THIRD_PARTY_TYPE.entity: {
      const entity = row.entityType ? contract.entities[row.entityType] : null;
      if (!entity) throw new PostingError(POSTING_MESSAGES.noEntity(conceptLabel, row.entityType ?? ''));
      return entity;
    }
    default:
      return contract.employee;
  }
}

function entryOf(
  side: Side,
  nature: Nature,
  cents: number,
  voucherType: string,
  line: PostingLine,
  conceptLabel: string,
  contract: PostingContract,
): Entry {
  if (side.account.includes('*'))
    throw new PostingError(POSTING_MESSAGES.incomplete(conceptLabel, side.account));
  let costCentreCode: string | null = null;
  if (side.row.managesCostCentre) {
    if (!contract.costCentre) throw new PostingError(POSTING_MESSAGES.noCostCentre(conceptLabel));
    costCentreCode = contract.costCentre.code;
  }
  return {
    sourceCalendarId: line.sourceCalendarId,
    voucherType,
    conceptCode: line.conceptCode,
    conceptName: line.conceptName,
    conceptKind: line.kind,
    account: side.account,
    nature,
    cents,
    thirdParty: partyOf(side, conceptLabel, contract),
    costCentreCode,
  };
}

/** The entries of one line (none for a line worth 0), or a PostingError naming the concept and what is missing. */
export function postLine(plan: PlanIndex, line: PostingLine, contract: PostingContract): Entry[] {
  const cents = toCents(line.value);
  if (cents === 0) return [];
  // The message reaches the clerk: the display code, never the engine's identifier (decision 0314).
  const conceptLabel = `${conceptDisplayCode(line.conceptCode)} - ${line.conceptName}`;
  const found = voucherRows(plan, line.conceptCode, line.kind, line.fromFinalSettlement);
  if (!found)
    throw new PostingError(POSTING_MESSAGES.unmapped(conceptLabel, `${SIDE_NAMES.D} ni ${SIDE_NAMES.C}`));
  const expenseType = contract.costCentre?.expenseType ?? null;
  const debit = sideOf(found.rows, 'D', expenseType);
  const credit = sideOf(found.rows, 'C', expenseType);
  if (!debit) throw new PostingError(POSTING_MESSAGES.unmapped(conceptLabel, SIDE_NAMES.D));
  if (!credit) throw new PostingError(POSTING_MESSAGES.unmapped(conceptLabel, SIDE_NAMES.C));
  const entries: Entry[] = [];
  const share = Math.min(line.expenseShare ? toCents(line.expenseShare) : 0, cents);
  const provisionCode = PROVISION_OF[line.conceptCode];
  if (share > 0 && provisionCode) {
    const provision = voucherRows(plan, provisionCode, 'provision', line.fromFinalSettlement);
    const expense = provision ? sideOf(provision.rows, 'D', expenseType) : undefined;
    if (!expense) {
      throw new PostingError(
        POSTING_MESSAGES.unmapped(`${provisionCode} (gasto de ${conceptLabel})`, SIDE_NAMES.D),
      );
    }
    if (cents - share > 0)
      entries.push(entryOf(debit, 'D', cents - share, found.voucherType, line, conceptLabel, contract));
    entries.push(entryOf(expense, 'D', share, found.voucherType, line, conceptLabel, contract));
  } else {
    entries.push(entryOf(debit, 'D', cents, found.voucherType, line, conceptLabel, contract));
  }
  entries.push(entryOf(credit, 'C', cents, found.voucherType, line, conceptLabel, contract));
  return entries;
}
