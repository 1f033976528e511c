import { ERROR_CODES } from '@quincena/contracts';
import {
  CIR_CONFIG_MESSAGES,
  type TAddCirConceptResponse,
  type TCirConcept,
  type TCirConfigResponse,
  type TCirGroup,
} from '@quincena/contracts/cir-config';
import type { Database } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../platform/errors/app-error.ts';
import { incomeWithholdingGroups } from '../reference/index.ts';
import type { CatalogConcept, ConceptCatalog } from './cir-concept-catalog.ts';
import { listPlacements, placeConcept } from './cir-config.repository.ts';

export interface CirConfigService {
  /** Every certificate group with the company's concepts in it (spec 01 §2.11). */
  tree(companyId: number): Promise<TCirConfigResponse>;
  /** The company's concepts in no group: the add-concept dialog's list. */
  available(companyId: number): Promise<TCirConcept[]>;
  add(companyId: number, groupCode: string, conceptCode: string): Promise<TAddCirConceptResponse>;
  remove(companyId: number, groupCode: string, conceptCode: string): Promise<void>;
  /** concept code → group code for every grouped concept, for the certificate and the settlement. */
  groupOfConcepts(companyId: number): Promise<Map<string, string>>;
}

const toConcept = ({ code, name, nature }: CatalogConcept): TCirConcept => ({ code, name, nature });

function groupOrThrow(groupCode: string) {
  const group = incomeWithholdingGroups.items.find((item) => item.code === groupCode);
  if (!group) throw notFound(CIR_CONFIG_MESSAGES.groupNotFound);
  return group;
}

export function createCirConfigService({
  db,
  catalog,
}: {
  db: Database;
  catalog: ConceptCatalog;
}): CirConfigService {
  /** Each concept with its group: the company's placement when it made one, else the standard group. */
  async function placed(companyId: number) {
    const [concepts, placements] = await Promise.all([
      catalog.list(companyId),
      listPlacements(db, companyId),
    ]);
    const known = new Set(incomeWithholdingGroups.items.map((group) => group.code));
    return concepts.map((concept) => {
      const chosen = placements.has(concept.code) ? placements.get(concept.code) : concept.defaultGroup;
      return { concept, group: chosen && known.has(chosen) ? chosen : null };
    });
  }

  async function conceptOrThrow(companyId: number, conceptCode: string) {
    const found = (await placed(companyId)).find((entry) => entry.concept.code === conceptCode);
    if (!found) throw notFound(CIR_CONFIG_MESSAGES.conceptNotFound);
    return found;
  }

  return {
    async tree(companyId) {
      const entries = await placed(companyId);
      const groups: TCirGroup[] = incomeWithholdingGroups.items.map((group) => ({
        code: group.code,
        name: group.name,
        box: group.box,
        section: group.section,
        concepts: entries
          .filter((entry) => entry.group === group.code)
          .map((entry) => toConcept(entry.concept)),
      }));
      return { groups };
    },

    async available(companyId) {
      return (await placed(companyId))
        .filter((entry) => entry.group === null)
        .map((entry) => toConcept(entry.concept));
    },

    async add(companyId, groupCode, conceptCode) {
      groupOrThrow(groupCode);
      const { concept, group } = await conceptOrThrow(companyId, conceptCode);
      if (group !== null) {
        throw conflict(
          ERROR_CODES.conflict,
          CIR_CONFIG_MESSAGES.conceptAlreadyGrouped(groupOrThrow(group).name),
        );
      }
      await placeConcept(db, companyId, conceptCode, groupCode);
      return { groupCode, concept: toConcept(concept) };
    },

    async remove(companyId, groupCode, conceptCode) {
      groupOrThrow(groupCode);
      const { group } = await conceptOrThrow(companyId, conceptCode);
      if (group !== groupCode)
        throw new AppError(404, ERROR_CODES.notFound, CIR_CONFIG_MESSAGES.conceptNotInGroup);
      await placeConcept(db, companyId, conceptCode, null);
    },

    async groupOfConcepts(companyId) {
      const entries = await placed(companyId);
      return new Map(
        entries.flatMap((entry) => (entry.group ? [[entry.concept.code, entry.group] as const] : [])),
      );
    },
  };
}
