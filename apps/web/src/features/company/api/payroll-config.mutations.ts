import {
  type TUpdatePayrollConfigRequest,
  ZUpdatePayrollConfigResponse,
} from '@quincena/contracts/payroll-config';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { payrollConfigKeys } from './payroll-config.queries.ts';

/** PUT /api/payroll-config: the whole configuration; the screen reloads it after saving. */
export function useUpdatePayrollConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdatePayrollConfigRequest) =>
      apiRequest('PUT', '/api/payroll-config', { body, schema: ZUpdatePayrollConfigResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollConfigKeys.config }),
  });
}
