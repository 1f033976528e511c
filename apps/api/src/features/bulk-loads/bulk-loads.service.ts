import type {
  TBulkLoadKind,
  TBulkTemplate,
  TBulkUploadRequest,
  TBulkUploadResult,
} from '@quincena/contracts/bulk-loads';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { AnyBulkLoadDefinition } from './bulk-load.ts';
import { bulkTemplate } from './bulk-template.ts';
import { runBulkLoad } from './run-bulk-load.ts';

export interface BulkLoadsDeps {
  db: Database;
  definitions: readonly AnyBulkLoadDefinition[];
}

/** The bulk loads of spec 01 §2.6 and §2.15: a template to download, a file to validate and apply. */
export function createBulkLoadsService({ db, definitions }: BulkLoadsDeps) {
  const byKind = new Map(definitions.map((definition) => [definition.kind, definition]));
  const definitionOf = (kind: TBulkLoadKind) => {
    const definition = byKind.get(kind);
    if (!definition) throw notFound('Esta carga masiva no está disponible');
    return definition;
  };
  return {
    template: (companyId: number, kind: TBulkLoadKind): Promise<TBulkTemplate> =>
      bulkTemplate(db, definitionOf(kind), companyId),
    upload: (
      companyId: number,
      kind: TBulkLoadKind,
      request: TBulkUploadRequest,
      userId: number | null = null,
    ): Promise<TBulkUploadResult> => runBulkLoad(db, definitionOf(kind), companyId, request, userId),
  };
}
export type BulkLoadsService = ReturnType<typeof createBulkLoadsService>;
