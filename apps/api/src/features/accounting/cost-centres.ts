import { ERROR_CODES } from '@quincena/contracts';
import {
  ACCOUNT_PLAN_MESSAGES,
  COST_CENTRE_MESSAGES,
  type TCostCentre,
  type TCostCentreRequest,
} from '@quincena/contracts/accounting';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/unique-violation.ts';
import type { AccountingDeps } from './accounting.deps.ts';
import { loadAccountingLists, named } from './accounting-lookups.ts';
import {
  type CostCentreRow,
  costCentreCodeTaken,
  deleteCostCentre,
  insertCostCentre,
  rowsLeftWithoutCentre,
  selectCostCentre,
  selectCostCentres,
  updateCostCentre,
} from './cost-centres.repository.ts';

const codeTaken = () =>
  conflict(ERROR_CODES.conflict, COST_CENTRE_MESSAGES.codeTaken, { code: COST_CENTRE_MESSAGES.codeTaken });

async function checkExpenseType(deps: AccountingDeps, code: string): Promise<void> {
  if (!(await deps.reference.exists('expense-types', code))) {
    const message = ACCOUNT_PLAN_MESSAGES.unknownCode('Tipo de gasto');
    throw badRequest(ERROR_CODES.validation, message, { expenseType: message });
  }
}

async function toWire(deps: AccountingDeps, rows: CostCentreRow[]): Promise<TCostCentre[]> {
  const { expenseTypes } = await loadAccountingLists(deps.reference);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    expenseType: named(expenseTypes, row.expenseType),
    siigoCentre: row.siigoCentre,
    siigoSubcentre: row.siigoSubcentre,
  }));
}

/** What is stored: an empty Siigo field means the cost centre is not mapped. */
const stored = (body: TCostCentreRequest) => ({
  code: body.code,
  name: body.name,
  expenseType: body.expenseType,
  siigoCentre: body.siigoCentre || null,
  siigoSubcentre: body.siigoSubcentre || null,
});

async function one(deps: AccountingDeps, row: CostCentreRow): Promise<TCostCentre> {
  const [wire] = await toWire(deps, [row]);
  return wire!;
}

/** Centro de costos (spec 03 §2.4, §5, §7.10): codes unique per company; a used cost centre stays. */
export function createCostCentreOperations(deps: AccountingDeps) {
  const { db } = deps;
  return {
    async list(companyId: number): Promise<TCostCentre[]> {
      return toWire(deps, await selectCostCentres(db, companyId));
    },

    async create(companyId: number, body: TCostCentreRequest): Promise<TCostCentre> {
      await checkExpenseType(deps, body.expenseType);
      if (await costCentreCodeTaken(db, companyId, body.code)) throw codeTaken();
      try {
        return await one(deps, await insertCostCentre(db, companyId, stored(body)));
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken();
        throw error;
      }
    },

    async update(companyId: number, id: number, body: TCostCentreRequest): Promise<TCostCentre> {
      const current = await selectCostCentre(db, companyId, id);
      if (!current) throw notFound(COST_CENTRE_MESSAGES.notFound);
      await checkExpenseType(deps, body.expenseType);
      if (await costCentreCodeTaken(db, companyId, body.code, id)) throw codeTaken();
      if (body.expenseType !== current.expenseType) {
        const rows = await rowsLeftWithoutCentre(db, companyId, current.expenseType);
        if (rows > 0)
          throw conflict(ERROR_CODES.conflict, COST_CENTRE_MESSAGES.lastOfExpenseTypeChange(rows));
      }
      try {
        const updated = await updateCostCentre(db, companyId, id, stored(body));
        if (!updated) throw notFound(COST_CENTRE_MESSAGES.notFound);
        return await one(deps, updated);
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken();
        throw error;
      }
    },

    async remove(companyId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await selectCostCentre(tx, companyId, id);
        if (!current) throw notFound(COST_CENTRE_MESSAGES.notFound);
        for (const usage of deps.costCentreUsages) {
          const count = await usage.count(tx, companyId, id);
          if (count > 0) throw conflict(ERROR_CODES.conflict, usage.refusal(count));
        }
        const rows = await rowsLeftWithoutCentre(tx, companyId, current.expenseType);
        if (rows > 0) throw conflict(ERROR_CODES.conflict, COST_CENTRE_MESSAGES.lastOfExpenseType(rows));
        await deleteCostCentre(tx, companyId, id);
      });
    },
  };
}
