import type { TCodeName } from '@quincena/contracts/accounting';
import type { TReferenceListKey } from '@quincena/contracts/reference';
import type { ConceptsService } from '../concepts/index.ts';
import type { ReferenceService } from '../reference/index.ts';
import type { ConceptCatalogue } from './accounting.deps.ts';

/** The reference lists behind the accounting screens (spec 03 §3 lookup lists). */
export const ACCOUNTING_LISTS = {
  expenseTypes: 'expense-types',
  natures: 'accounting-natures',
  voucherTypes: 'voucher-types',
  thirdPartyTypes: 'third-party-types',
  entityTypes: 'entity-types',
  documentTypes: 'document-types',
} as const satisfies Record<string, TReferenceListKey>;

export type AccountingListName = keyof typeof ACCOUNTING_LISTS;
export type AccountingLists = Record<AccountingListName, TCodeName[]>;

/** The six lists at once, as code and name only. */
export async function loadAccountingLists(reference: ReferenceService): Promise<AccountingLists> {
  const names = Object.keys(ACCOUNTING_LISTS) as AccountingListName[];
  const lists = await reference.lists(names.map((name) => ACCOUNTING_LISTS[name]));
  const result = {} as AccountingLists;
  for (const name of names) {
    result[name] = (lists[ACCOUNTING_LISTS[name]] ?? []).map(({ code, name: itemName }) => ({
      code,
      name: itemName,
    }));
  }
  return result;
}

/** The code with its name from the list; a code the list no longer has keeps its code as the name. */
export function named(list: readonly TCodeName[], code: string): TCodeName {
  return list.find((item) => item.code === code) ?? { code, name: code };
}

/** Spanish names of the payroll engine's line kinds (packages/payroll LineKind): the "Tipo del Concepto". */
export const CONCEPT_NATURE_NAMES: Readonly<Record<string, string>> = {
  earning: 'Devengo',
  deduction: 'Deducción',
  employer_contribution: 'Aporte del empleador',
  provision: 'Provisión',
};

const natureOf = (code: string): TCodeName => ({ code, name: CONCEPT_NATURE_NAMES[code] ?? code });

/**
 * The concepts an account-plan row can map, from the concepts feature: the global catalogue (the engine's
 * concepts) followed by the company's own (reported and fixed novelties), each with its nature.
 */
export function createConceptCatalogue({
  concepts,
}: {
  concepts: Pick<ConceptsService, 'list'>;
}): ConceptCatalogue {
  return {
    async list(companyId) {
      return (await concepts.list(companyId)).map((concept) => ({
        code: concept.code,
        name: concept.name,
        nature: natureOf(concept.nature),
      }));
    },
  };
}
