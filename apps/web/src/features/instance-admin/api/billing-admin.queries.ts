import '../../../lib/zod-spanish.ts';
import {
  type TBillingPlanInput,
  type TCreditNoteRequest,
  type TIssueRequest,
  ZBillingPlanAnswer,
  ZCreditNoteResult,
  ZInstanceInvoice,
  ZInstancePayment,
  ZIssueResult,
} from '@quincena/contracts/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFile, apiRequest } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** The operator's billing (decision 0334): the price plan and every company's invoices. */
export const billingAdminKeys = {
  all: ['instance-admin', 'billing'] as const,
  plan: ['instance-admin', 'billing', 'plan'] as const,
  invoices: ['instance-admin', 'billing', 'invoices'] as const,
  payments: ['instance-admin', 'billing', 'payments'] as const,
};

const ZInvoices = z.array(ZInstanceInvoice);

export function useBillingPlan() {
  return useQuery({
    queryKey: billingAdminKeys.plan,
    queryFn: ({ signal }) => apiRequest('GET', '/api/billing/plan', { schema: ZBillingPlanAnswer, signal }),
  });
}

export function useSaveBillingPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBillingPlanInput) =>
      apiRequest('PUT', '/api/billing/plan', { body, schema: ZBillingPlanAnswer }),
    onSuccess: (answer) => queryClient.setQueryData(billingAdminKeys.plan, answer),
  });
}

export function useAllInvoices() {
  return useQuery({
    queryKey: billingAdminKeys.invoices,
    queryFn: ({ signal }) => apiRequest('GET', '/api/billing/all-invoices', { schema: ZInvoices, signal }),
  });
}

/** Every company's payment attempts, duplicates to refund flagged (decision 0335). */
export function useAllPayments() {
  return useQuery({
    queryKey: billingAdminKeys.payments,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/billing/all-payments', { schema: z.array(ZInstancePayment), signal }),
  });
}

/** Emitir facturas del mes: the list and the plan's next number change with it. */
export function useIssueMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TIssueRequest) =>
      apiRequest('POST', '/api/billing/issue', { body, schema: ZIssueResult }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingAdminKeys.all }),
  });
}

export function useCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreditNoteRequest) =>
      apiRequest('POST', '/api/billing/credit-notes', { body, schema: ZCreditNoteResult }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingAdminKeys.invoices }),
  });
}

/** Any company's invoice PDF, saved under the name the server gives it. */
export async function downloadInstanceInvoicePdf(companyId: number, id: number, number: string) {
  const { blob, fileName } = await apiFile(`/api/billing/all-invoices/${companyId}/${id}/pdf`);
  saveBlob(blob, fileName ?? `factura-${number}.pdf`);
}
