import { ERROR_CODES } from '@quincena/contracts';
import {
  CONCEPT_DIAN_OPTIONS,
  CONCEPT_MESSAGES,
  conceptDisplayCode,
  findDianOption,
  type TConcept,
  type TConceptsQuery,
  type TCreateConceptBody,
} from '@quincena/contracts/concepts';
import type { ItemCategory } from '@quincena/payroll';
import { badRequest, conflict } from '../../platform/errors/app-error.ts';
import type { ReferenceCheckedDeps } from '../reference/index.ts';
import { payrollConcepts } from '../reference/index.ts';
import {
  type CompanyConceptRow,
  companyConceptNameTaken,
  insertCompanyConcept,
  lastCompanyConceptNumber,
  selectCompanyConcept,
  selectCompanyConcepts,
} from './concepts.repository.ts';

// Every category offered is one the payroll engine settles: a renamed category breaks this line.
CONCEPT_DIAN_OPTIONS satisfies readonly { category: ItemCategory }[];

export interface ConceptsService {
  /** The global catalogue followed by the company's own concepts, optionally of one module or nature. */
  list(companyId: number, filter?: TConceptsQuery): Promise<TConcept[]>;
  /** A concept of the catalogue or of the company, or null: what novelties and accounting validate against. */
  find(companyId: number, code: string): Promise<TConcept | null>;
  create(companyId: number, userId: number, body: TCreateConceptBody): Promise<TConcept>;
}

const catalogConcepts: TConcept[] = payrollConcepts.items.map((concept) => ({
  code: concept.code,
  displayCode: conceptDisplayCode(concept.code),
  name: concept.name,
  nature: concept.nature,
  module: concept.module ?? null,
  category: concept.category ?? null,
  dianElement: concept.dianElement,
  dianAttribute: concept.dianAttribute ?? null,
  salary: null,
  withholdingBase: null,
  incomeWithholdingGroup: concept.incomeWithholdingGroup,
  origin: 'CATALOG',
}));
const catalogNames = new Set(catalogConcepts.map((concept) => concept.name.toLowerCase()));

function fromRow(row: CompanyConceptRow): TConcept {
  return {
    code: row.code,
    displayCode: conceptDisplayCode(row.code),
    name: row.name,
    nature: row.nature,
    module: row.module,
    category: row.category,
    dianElement: row.dianElement,
    dianAttribute: null,
    salary: row.salary,
    withholdingBase: row.withholdingBase,
    incomeWithholdingGroup: row.incomeWithholdingGroup,
    origin: 'COMPANY',
  };
}

const matches = (concept: TConcept, filter: TConceptsQuery) =>
  (filter.module === undefined || concept.module === filter.module) &&
  (filter.nature === undefined || concept.nature === filter.nature);

/** Which certificate section a group of a concept of each nature must belong to (Formulario 220). */
const GROUP_SECTION = { earning: 'income', deduction: 'contribution' } as const;

const CODE_ATTEMPTS = 3;

export function createConceptsService({ db, clock, reference }: ReferenceCheckedDeps): ConceptsService {
  async function checkGroup(nature: 'earning' | 'deduction', group: string): Promise<void> {
    const item = await reference.get('income-withholding-groups', group);
    if (!item) {
      throw badRequest(ERROR_CODES.validation, CONCEPT_MESSAGES.groupUnknown, {
        incomeWithholdingGroup: CONCEPT_MESSAGES.groupUnknown,
      });
    }
    if (item.section !== GROUP_SECTION[nature]) {
      throw badRequest(ERROR_CODES.validation, CONCEPT_MESSAGES.groupMismatch, {
        incomeWithholdingGroup: CONCEPT_MESSAGES.groupMismatch,
      });
    }
  }

  return {
    async list(companyId, filter = {}) {
      const own = (await selectCompanyConcepts(db, companyId)).map(fromRow);
      return [...catalogConcepts, ...own].filter((concept) => matches(concept, filter));
    },

    async find(companyId, code) {
      const global = catalogConcepts.find((concept) => concept.code === code);
      if (global) return global;
      const row = await selectCompanyConcept(db, companyId, code);
      return row?.active ? fromRow(row) : null;
    },

    async create(companyId, userId, body) {
      const name = body.name.trim();
      // The contract already checked the pairing; the option gives the engine category.
      const option = findDianOption(body.nature, body.dianElement);
      if (!option) {
        throw badRequest(ERROR_CODES.validation, CONCEPT_MESSAGES.dianMismatch, {
          dianElement: CONCEPT_MESSAGES.dianMismatch,
        });
      }
      const group = body.incomeWithholdingGroup?.trim() || null;
      if (group) await checkGroup(body.nature, group);
      if (catalogNames.has(name.toLowerCase()) || (await companyConceptNameTaken(db, companyId, name))) {
        throw conflict(ERROR_CODES.conflict, CONCEPT_MESSAGES.nameTaken, {
          name: CONCEPT_MESSAGES.nameTaken,
        });
      }
      const earning = body.nature === 'earning';
      // Two administrators creating at once can compute the same next code: the loser tries the next one.
      for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
        const next = (await lastCompanyConceptNumber(db, companyId)) + 1;
        const row = await insertCompanyConcept(db, {
          companyId,
          code: `C${String(next).padStart(4, '0')}`,
          name,
          nature: body.nature,
          module: body.module,
          category: option.category,
          dianElement: option.code,
          salary: earning ? (body.salary ?? null) : null,
          withholdingBase: earning ? (body.withholdingBase ?? null) : null,
          incomeWithholdingGroup: group,
          createdAt: clock.now(),
          createdByUserId: userId,
        });
        if (row) return fromRow(row);
        if (await companyConceptNameTaken(db, companyId, name)) break;
      }
      throw conflict(ERROR_CODES.conflict, CONCEPT_MESSAGES.nameTaken, { name: CONCEPT_MESSAGES.nameTaken });
    },
  };
}
