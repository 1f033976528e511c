import '../../../lib/zod-spanish.ts';
import {
  ZPaymentAttempt,
  ZPaymentOrderRow,
  ZPaymentSettings,
  ZStartPaymentResult,
} from '@quincena/contracts/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFile, apiRequest } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

export const paymentKeys = {
  all: ['billing', 'payments'] as const,
  orders: ['billing', 'payments', 'orders'] as const,
  settings: ['billing', 'payments', 'settings'] as const,
};

const ZRows = z.array(ZPaymentOrderRow);

/** The company's invoices with their latest payment attempt and badge, newest first (decision 0335). */
export function usePaymentOrders() {
  return useQuery({
    queryKey: paymentKeys.orders,
    queryFn: ({ signal }) => apiRequest('GET', '/api/billing/payments', { schema: ZRows, signal }),
  });
}

/** Which provider pays and whether it is configured: the page says so before anyone presses Pagar. */
export function usePaymentSettings() {
  return useQuery({
    queryKey: paymentKeys.settings,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/billing/payments/settings', { schema: ZPaymentSettings, signal }),
  });
}

/** Pagar: the server stores the attempt (PRO) and answers how to open the provider's checkout. */
export function useStartPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: number) =>
      apiRequest('POST', '/api/billing/payments', { body: { invoiceId }, schema: ZStartPaymentResult }),
    onError: () => queryClient.invalidateQueries({ queryKey: paymentKeys.orders }),
  });
}

/** An attempt's state on the way back from the checkout, with the sentence to show. */
export function fetchPaymentAttempt(id: number) {
  return apiRequest('GET', `/api/billing/payments/${id}`, { schema: ZPaymentAttempt });
}

/** The invoice PDF, saved under the name the server gives it. */
export async function downloadInvoicePdf(invoiceId: number, invoiceNumber: string): Promise<void> {
  const { blob, fileName } = await apiFile(`/api/billing/invoices/${invoiceId}/pdf`);
  saveBlob(blob, fileName ?? `factura-${invoiceNumber}.pdf`);
}
