import type { TCirConceptNature } from '@quincena/contracts/cir-config';
import type { ConceptsService } from '../concepts/index.ts';

/** A concept the company can place in a group of the certificate. */
export interface CatalogConcept {
  code: string;
  name: string;
  nature: TCirConceptNature;
  /** The standard group (the concept's income-and-withholding group), or null when it has none. */
  defaultGroup: string | null;
}

/** Where the CIR configuration reads the company's concepts from. */
export interface ConceptCatalog {
  list(companyId: number): Promise<CatalogConcept[]>;
}

/**
 * Employer contributions and provisions are the employer's cost, not the worker's income, so they
 * never appear on the certificate (E.T. art. 378: the certificate reports payments to the worker,
 * the worker's contributions and the withholding).
 */
const CERTIFICATE_NATURES: ReadonlySet<TCirConceptNature> = new Set(['earning', 'deduction']);

/**
 * The company's concepts from the concept catalogue: the global concepts (matching the payroll
 * engine's codes) followed by the company's own active concepts.
 */
export function createConceptCatalog({
  concepts,
}: {
  concepts: Pick<ConceptsService, 'list'>;
}): ConceptCatalog {
  return {
    async list(companyId) {
      return (await concepts.list(companyId))
        .filter((concept) => CERTIFICATE_NATURES.has(concept.nature))
        .map((concept) => ({
          code: concept.code,
          name: concept.name,
          nature: concept.nature,
          defaultGroup: concept.incomeWithholdingGroup,
        }));
    },
  };
}
