import { ERROR_CODES } from '@quincena/contracts';
import {
  ACCOUNT_PLAN_MESSAGES,
  THIRD_PARTY_MESSAGES,
  type TThirdParty,
  type TThirdPartyRequestParsed,
} from '@quincena/contracts/accounting';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/unique-violation.ts';
import type { AccountingDeps } from './accounting.deps.ts';
import { loadAccountingLists, named } from './accounting-lookups.ts';
import {
  countAccountRowsOfThirdParty,
  deleteThirdParty,
  insertThirdParty,
  selectThirdParties,
  selectThirdParty,
  selectThirdPartyByNit,
  type ThirdPartyRow,
  updateThirdParty,
} from './third-parties.repository.ts';

const nitTaken = () =>
  conflict(ERROR_CODES.conflict, THIRD_PARTY_MESSAGES.nitTaken, { nit: THIRD_PARTY_MESSAGES.nitTaken });

async function checkDocumentType(deps: AccountingDeps, code: string): Promise<void> {
  if (!(await deps.reference.exists('document-types', code))) {
    const message = ACCOUNT_PLAN_MESSAGES.unknownCode('Tipo de documento');
    throw badRequest(ERROR_CODES.validation, message, { documentType: message });
  }
}

async function toWire(deps: AccountingDeps, rows: ThirdPartyRow[]): Promise<TThirdParty[]> {
  const { documentTypes } = await loadAccountingLists(deps.reference);
  return rows.map((row) => ({
    id: row.id,
    documentType: named(documentTypes, row.documentType),
    nit: row.nit,
    checkDigit: row.checkDigit,
    name: row.name,
  }));
}

async function one(deps: AccountingDeps, row: ThirdPartyRow): Promise<TThirdParty> {
  const [wire] = await toWire(deps, [row]);
  return wire!;
}

/** The stored values: numbers of passports keep their letters in upper case. */
const valuesOf = (body: TThirdPartyRequestParsed) => ({
  documentType: body.documentType,
  nit: body.nit.toUpperCase(),
  checkDigit: body.checkDigit,
  name: body.name,
});

/**
 * Terceros (spec 03 §2.5, §5, §7.10). The check digit is verified by the request contract (DIAN modulo 11);
 * the number is unique per company because the account plan finds third parties by it; a third party an
 * account-plan row posts to cannot be deleted (rows point at it by id, so correcting its number is allowed).
 */
export function createThirdPartyOperations(deps: AccountingDeps) {
  const { db } = deps;
  return {
    async list(companyId: number): Promise<TThirdParty[]> {
      return toWire(deps, await selectThirdParties(db, companyId));
    },

    async lookup(companyId: number, nit: string): Promise<TThirdParty> {
      const row = await selectThirdPartyByNit(db, companyId, nit);
      if (!row) throw notFound(THIRD_PARTY_MESSAGES.unknownNit);
      return one(deps, row);
    },

    async create(companyId: number, body: TThirdPartyRequestParsed): Promise<TThirdParty> {
      await checkDocumentType(deps, body.documentType);
      if (await selectThirdPartyByNit(db, companyId, body.nit)) throw nitTaken();
      try {
        return await one(deps, await insertThirdParty(db, companyId, valuesOf(body)));
      } catch (error) {
        if (isUniqueViolation(error)) throw nitTaken();
        throw error;
      }
    },

    async update(companyId: number, id: number, body: TThirdPartyRequestParsed): Promise<TThirdParty> {
      if (!(await selectThirdParty(db, companyId, id))) throw notFound(THIRD_PARTY_MESSAGES.notFound);
      await checkDocumentType(deps, body.documentType);
      if (await selectThirdPartyByNit(db, companyId, body.nit, id)) throw nitTaken();
      try {
        const updated = await updateThirdParty(db, companyId, id, valuesOf(body));
        if (!updated) throw notFound(THIRD_PARTY_MESSAGES.notFound);
        return await one(deps, updated);
      } catch (error) {
        if (isUniqueViolation(error)) throw nitTaken();
        throw error;
      }
    },

    async remove(companyId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await selectThirdParty(tx, companyId, id))) throw notFound(THIRD_PARTY_MESSAGES.notFound);
        const rows = await countAccountRowsOfThirdParty(tx, companyId, id);
        if (rows > 0) throw conflict(ERROR_CODES.conflict, THIRD_PARTY_MESSAGES.usedByAccountPlan(rows));
        await deleteThirdParty(tx, companyId, id);
      });
    },
  };
}
