import { type TSupportRequest, ZSupportSent } from '@quincena/contracts/support';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/support. */
export function useSendSupport() {
  return useMutation({
    mutationFn: (body: TSupportRequest) => apiRequest('POST', '/api/support', { body, schema: ZSupportSent }),
  });
}
