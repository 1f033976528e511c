import {
  type TBulkLoadKind,
  type TBulkUploadRequest,
  ZBulkTemplate,
  ZBulkUploadResult,
} from '@quincena/contracts/bulk-loads';
import { apiRequest } from '../../lib/api-client.ts';

/** The two calls of one bulk load, ready for the UploadDialog's `loadTemplate` and `upload`. */
export function bulkLoadApi(kind: TBulkLoadKind) {
  return {
    loadTemplate: () => apiRequest('GET', `/api/bulk-loads/${kind}/template`, { schema: ZBulkTemplate }),
    upload: (body: TBulkUploadRequest) =>
      apiRequest('POST', `/api/bulk-loads/${kind}`, { body, schema: ZBulkUploadResult }),
  };
}
