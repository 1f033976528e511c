import {
  CIR_CONCEPT_NATURE_LABELS,
  CIR_GROUP_SECTION_LABELS,
  type TCirGroup,
} from '@quincena/contracts/cir-config';
import { conceptDisplayCode } from '@quincena/contracts/concepts';

/** One row of the tree table: a group, or a concept inside it. */
export interface CirTreeRow {
  kind: 'group' | 'concept';
  /** The internal identifier (the tree's key and the API's value); never shown. */
  code: string;
  /** What Código shows: the form's box for a group, the concept's display code (decision 0314). */
  displayCode: string;
  name: string;
  /** Group rows: the certificate section; concept rows: the concept nature. */
  type: string;
  /** The group the row belongs to (itself for a group row). */
  groupCode: string;
  groupName: string;
  conceptCount: number;
}

export interface CirTreeNode {
  key: string;
  data: CirTreeRow;
  children?: CirTreeNode[];
  leaf?: boolean;
}

/** The groups as PrimeReact TreeTable nodes, concepts as children (spec 01 §2.11). */
export function toTreeNodes(groups: readonly TCirGroup[]): CirTreeNode[] {
  return groups.map((group) => ({
    key: group.code,
    data: {
      kind: 'group',
      code: group.code,
      displayCode: `Casilla ${group.box}`,
      name: group.name,
      type: CIR_GROUP_SECTION_LABELS[group.section],
      groupCode: group.code,
      groupName: group.name,
      conceptCount: group.concepts.length,
    },
    // Every group shows its toggler, so empty and full groups line up.
    leaf: false,
    children: group.concepts.map((concept) => ({
      key: `${group.code}/${concept.code}`,
      leaf: true,
      data: {
        kind: 'concept',
        code: concept.code,
        displayCode: conceptDisplayCode(concept.code),
        name: concept.name,
        type: CIR_CONCEPT_NATURE_LABELS[concept.nature],
        groupCode: group.code,
        groupName: group.name,
        conceptCount: 0,
      },
    })),
  }));
}

/** The keys of the groups that hold concepts, so the tree opens showing them. */
export function expandedGroupKeys(groups: readonly TCirGroup[]): Record<string, boolean> {
  return Object.fromEntries(
    groups.filter((group) => group.concepts.length > 0).map((group) => [group.code, true]),
  );
}

/** Spec 01 §2.11: column filters show only on screens 646 px wide or more. */
export const CIR_FILTERS_MEDIA_QUERY = '(min-width: 646px)';
