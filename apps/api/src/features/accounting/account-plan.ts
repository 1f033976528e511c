import { ERROR_CODES } from '@quincena/contracts';
import {
  ACCOUNT_PLAN_MESSAGES,
  type TAccountPlanRequestParsed,
  type TAccountPlanRow,
  THIRD_PARTY_MESSAGES,
  THIRD_PARTY_TYPE,
} from '@quincena/contracts/accounting';
import type { TReferenceListKey } from '@quincena/contracts/reference';
import { eq } from 'drizzle-orm';
import { accountPlanRows, costCentres } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/unique-violation.ts';
import {
  type AccountPlanValues,
  deleteAccountPlanRow,
  insertAccountPlanRow,
  type StoredAccountPlanRow,
  selectAccountPlan,
  selectAccountPlanRow,
  updateAccountPlanRow,
} from './account-plan.repository.ts';
import type { AccountingConcept, AccountingDeps } from './accounting.deps.ts';
import { type AccountingLists, loadAccountingLists, named } from './accounting-lookups.ts';
import { defaultAccountPlan } from './default-account-plan.ts';
import { selectThirdPartyByNit } from './third-parties.repository.ts';

const duplicate = () => conflict(ERROR_CODES.conflict, ACCOUNT_PLAN_MESSAGES.duplicate);

const invalid = (field: string, message: string) =>
  badRequest(ERROR_CODES.validation, message, { [field]: message });

/** Codes checked against their reference list, in the spec's check order (spec 03 §5). */
const LIST_FIELDS: readonly {
  field: 'nature' | 'voucherType' | 'thirdPartyType' | 'entityType' | 'expenseType';
  list: TReferenceListKey;
  label: string;
}[] = [
  { field: 'nature', list: 'accounting-natures', label: 'Naturaleza' },
  { field: 'voucherType', list: 'voucher-types', label: 'Tipo de comprobante' },
  { field: 'thirdPartyType', list: 'third-party-types', label: 'Tipo tercero' },
  { field: 'entityType', list: 'entity-types', label: 'Tipo de entidad' },
  { field: 'expenseType', list: 'expense-types', label: 'Tipo de gasto' },
];

function toWire(
  row: StoredAccountPlanRow,
  lists: AccountingLists,
  concepts: readonly AccountingConcept[],
): TAccountPlanRow {
  const concept = concepts.find((item) => item.code === row.conceptCode);
  return {
    id: row.id,
    concept: concept
      ? { code: concept.code, name: concept.name }
      : { code: row.conceptCode, name: row.conceptCode },
    conceptNature: concept?.nature ?? { code: '', name: '' },
    account1: row.account1,
    account2: row.account2,
    nature: named(lists.natures, row.nature),
    voucherType: named(lists.voucherTypes, row.voucherType),
    thirdPartyType: named(lists.thirdPartyTypes, row.thirdPartyType),
    thirdParty:
      row.thirdPartyId !== null && row.thirdPartyNit !== null
        ? { id: row.thirdPartyId, nit: row.thirdPartyNit, name: row.thirdPartyName ?? '' }
        : null,
    entityType: row.entityType ? named(lists.entityTypes, row.entityType) : null,
    expenseType: row.expenseType ? named(lists.expenseTypes, row.expenseType) : null,
    managesCostCentre: row.managesCostCentre,
  };
}

/**
 * Plan de cuentas (spec 03 §2.6, §5, §7.10): maps a payroll concept to its PUC accounts. Every code is checked
 * against its list; a third party of type 14630 must already exist in the company (the screen offers to create
 * it); 14631 names an entity type; the other types carry neither.
 */
export function createAccountPlanOperations(deps: AccountingDeps) {
  const { db } = deps;

  async function valuesOf(companyId: number, body: TAccountPlanRequestParsed): Promise<AccountPlanValues> {
    for (const { field, list, label } of LIST_FIELDS) {
      const code = body[field];
      if (code && !(await deps.reference.exists(list, code))) {
        throw invalid(field, ACCOUNT_PLAN_MESSAGES.unknownCode(label));
      }
    }
    const concepts = await deps.concepts.list(companyId);
    if (!concepts.some((concept) => concept.code === body.concept)) {
      throw invalid('concept', ACCOUNT_PLAN_MESSAGES.unknownCode('Concepto'));
    }
    let thirdPartyId: number | null = null;
    if (body.thirdPartyType === THIRD_PARTY_TYPE.specific) {
      const third = await selectThirdPartyByNit(db, companyId, body.thirdPartyNit);
      if (!third) throw invalid('thirdPartyNit', THIRD_PARTY_MESSAGES.unknownNit);
      thirdPartyId = third.id;
    }
    return {
      conceptCode: body.concept,
      account1: body.account1,
      account2: body.account2,
      nature: body.nature,
      voucherType: body.voucherType,
      thirdPartyType: body.thirdPartyType,
      thirdPartyId,
      entityType: body.thirdPartyType === THIRD_PARTY_TYPE.entity ? body.entityType : null,
      expenseType: body.expenseType || null,
      managesCostCentre: body.managesCostCentre,
    };
  }

  async function read(companyId: number, id: number): Promise<TAccountPlanRow> {
    const row = await selectAccountPlanRow(db, companyId, id);
    if (!row) throw notFound(ACCOUNT_PLAN_MESSAGES.notFound);
    const [lists, concepts] = await Promise.all([
      loadAccountingLists(deps.reference),
      deps.concepts.list(companyId),
    ]);
    return toWire(row, lists, concepts);
  }

  return {
    async list(companyId: number): Promise<TAccountPlanRow[]> {
      const [rows, lists, concepts] = await Promise.all([
        selectAccountPlan(db, companyId),
        loadAccountingLists(deps.reference),
        deps.concepts.list(companyId),
      ]);
      return rows.map((row) => toWire(row, lists, concepts));
    },

    async create(companyId: number, body: TAccountPlanRequestParsed): Promise<TAccountPlanRow> {
      const values = await valuesOf(companyId, body);
      let id: number;
      try {
        id = await insertAccountPlanRow(db, companyId, values);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
      return read(companyId, id);
    },

    async update(companyId: number, id: number, body: TAccountPlanRequestParsed): Promise<TAccountPlanRow> {
      if (!(await selectAccountPlanRow(db, companyId, id))) throw notFound(ACCOUNT_PLAN_MESSAGES.notFound);
      const values = await valuesOf(companyId, body);
      try {
        if (!(await updateAccountPlanRow(db, companyId, id, values)))
          throw notFound(ACCOUNT_PLAN_MESSAGES.notFound);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
      return read(companyId, id);
    },

    /** Adds the suggested PUC rows (default-account-plan.ts) the company lacks; never changes an existing row. */
    async loadDefaults(companyId: number): Promise<{ created: number }> {
      const concepts = await deps.concepts.list(companyId);
      const types = await db
        .selectDistinct({ expenseType: costCentres.expenseType })
        .from(costCentres)
        .where(eq(costCentres.companyId, companyId));
      const rows = defaultAccountPlan(
        concepts.map((concept) => concept.code),
        types.map((type) => type.expenseType),
      );
      if (rows.length === 0) return { created: 0 };
      const inserted = await db
        .insert(accountPlanRows)
        .values(rows.map((row) => ({ companyId, ...row })))
        .onConflictDoNothing()
        .returning({ id: accountPlanRows.id });
      return { created: inserted.length };
    },

    async remove(companyId: number, id: number): Promise<void> {
      if (!(await deleteAccountPlanRow(db, companyId, id))) throw notFound(ACCOUNT_PLAN_MESSAGES.notFound);
    },
  };
}
