export type { BulkColumnSpec, CellValues } from './bulk-column.ts';
export type {
  AnyBulkLoadDefinition,
  BulkLoadDefinition,
  CheckedRow,
  RowOutcome,
} from './bulk-load.ts';
export { BULK_UPLOAD_BODY_LIMIT, registerBulkLoadsRoutes } from './bulk-loads.routes.ts';
export { createBulkLoadsService } from './bulk-loads.service.ts';
export { bulkTemplate } from './bulk-template.ts';
export { composeBulkLoadsService } from './compose.ts';
export { runBulkLoad } from './run-bulk-load.ts';
