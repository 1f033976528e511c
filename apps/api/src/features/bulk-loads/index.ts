export type { BulkColumnSpec, CellValues } from './bulk-column.ts';
export type { AnyBulkLoadDefinition, BulkLoadDefinition, CheckedRow, RowOutcome } from './bulk-load.ts';
export { registerBulkLoadsRoutes } from './bulk-loads.routes.ts';
export { createBulkLoadsService } from './bulk-loads.service.ts';
export { composeBulkLoadsService } from './compose.ts';
