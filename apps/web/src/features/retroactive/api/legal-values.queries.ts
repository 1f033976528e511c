import {
  legalValueChangesPath,
  legalValueDismissPath,
  type TLegalValueDismiss,
  ZLegalValueChangeList,
  ZRetroactiveMessage,
} from '@quincena/contracts/retroactive';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const legalValueKeys = { changes: ['retroactive', 'legal-values'] as const };

/** GET /api/retroactive/legal-values: legal values loaded late that reach accumulated periods (decision 0354). */
export function useLegalValueChanges() {
  return useQuery({
    queryKey: legalValueKeys.changes,
    queryFn: ({ signal }) =>
      apiRequest('GET', legalValueChangesPath, { schema: ZLegalValueChangeList, signal }),
  });
}

/** POST …/:versionId/dismiss: "No aplica", with the reason. */
export function useDismissLegalValueChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ versionId, body }: { versionId: number; body: TLegalValueDismiss }) =>
      apiRequest('POST', legalValueDismissPath(versionId), { body, schema: ZRetroactiveMessage }),
    onSuccess: () => client.invalidateQueries({ queryKey: legalValueKeys.changes }),
  });
}
