import { ZPayrollConfigResponse } from '@quincena/contracts/payroll-config';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const payrollConfigKeys = {
  config: ['payroll-config'] as const,
};

/** GET /api/payroll-config: the company's settings (defaults on first read) and the transport figures. */
export function usePayrollConfig() {
  return useQuery({
    queryKey: payrollConfigKeys.config,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/payroll-config', { schema: ZPayrollConfigResponse, signal }),
  });
}
