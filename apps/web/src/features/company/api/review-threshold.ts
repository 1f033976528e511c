import {
  REVIEW_THRESHOLD_ENDPOINT,
  type TReviewThreshold,
  ZReviewThreshold,
  ZReviewThresholdUpdated,
} from '@quincena/contracts/payroll-config';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { payrollConfigKeys } from './payroll-config.queries.ts';

const thresholdKey = [...payrollConfigKeys.config, 'review-threshold'] as const;

/** GET /api/payroll-config/review-threshold: the change (%) the review before closing flags. */
export function useReviewThreshold() {
  return useQuery({
    queryKey: thresholdKey,
    queryFn: ({ signal }) =>
      apiRequest('GET', REVIEW_THRESHOLD_ENDPOINT, { schema: ZReviewThreshold, signal }),
  });
}

export function useUpdateReviewThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReviewThreshold) =>
      apiRequest('PUT', REVIEW_THRESHOLD_ENDPOINT, { body, schema: ZReviewThresholdUpdated }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: thresholdKey }),
  });
}
