import '../billing.css';
import {
  PAYMENT_RETRY_MINUTES,
  type TPaymentAttempt,
  type TPaymentOrderRow,
} from '@quincena/contracts/billing';
import { useQueryClient } from '@tanstack/react-query';
import { Message } from 'primereact/message';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../components/data-table/index.ts';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  downloadInvoicePdf,
  fetchPaymentAttempt,
  paymentKeys,
  usePaymentOrders,
  usePaymentSettings,
  useStartPayment,
} from '../api/payments.queries.ts';
import { openCheckout } from '../checkout.ts';
import { payOrderColumns } from '../components/pay-order.columns.tsx';

/** The two notes of spec 03 §2.17. */
export const PAY_ORDER_NOTES = [
  `Si una transacción no se terminó, podrá intentarla de nuevo después de ${PAYMENT_RETRY_MINUTES} minutos.`,
  `Una transacción en estado 'Validando' puede tardar hasta ${PAYMENT_RETRY_MINUTES} minutos en confirmarse.`,
];

/** The result of a checkout as a toast: approved, rejected, or still waiting for the provider. */
function announce(attempt: TPaymentAttempt) {
  if (attempt.status === 'PAG') notify.success(attempt.message, { life: 6_000 });
  else if (attempt.status === 'REF') notify.warn(attempt.message, { life: 8_000 });
  else notify.info(attempt.message, { life: 8_000 });
}

/** Facturación (/PayOrder, spec 03 §2.17, §4): the service's invoices, their payments and Pagar. */
export function PayOrderPage() {
  const queryClient = useQueryClient();
  const orders = usePaymentOrders();
  const settings = usePaymentSettings();
  const start = useStartPayment();
  const [paying, setPaying] = useState<number | null>(null);
  const [search, setSearch] = useSearchParams();

  // Back from the checkout (?pago=<id>): say how it went, once, and read the list again.
  const returned = search.get('pago');
  const announced = useRef<string | null>(null);
  useEffect(() => {
    const id = Number(returned);
    if (!returned || !Number.isInteger(id) || id <= 0 || announced.current === returned) return;
    announced.current = returned;
    setSearch({}, { replace: true });
    fetchPaymentAttempt(id)
      .then(announce)
      .catch((error: unknown) => notify.serverError(errorMessage(error, 'No se pudo consultar el pago')))
      .finally(() => void queryClient.invalidateQueries({ queryKey: paymentKeys.orders }));
  }, [returned, setSearch, queryClient]);

  const columns = useMemo(
    () =>
      payOrderColumns({
        paying,
        onPay: (row: TPaymentOrderRow) => {
          setPaying(row.invoiceId);
          start
            .mutateAsync(row.invoiceId)
            .then((answer) => openCheckout(answer.checkout))
            .catch((error: unknown) => {
              notify.serverError(errorMessage(error, 'No se pudo abrir el pago en línea'));
              void queryClient.invalidateQueries({ queryKey: paymentKeys.orders });
            })
            .finally(() => setPaying(null));
        },
        onPdf: (row: TPaymentOrderRow) =>
          void downloadInvoicePdf(row.invoiceId, row.invoiceNumber).catch((error: unknown) =>
            notify.serverError(errorMessage(error, 'No se pudo descargar la factura')),
          ),
      }),
    [paying, start, queryClient],
  );

  const notConfigured = settings.data && !settings.data.enabled ? settings.data.message : null;

  return (
    <div className="page">
      <PageTitle title="Facturación" videoKey="PAYORDER" />
      <ul className="pay-order-notes" aria-label="Notas">
        {PAY_ORDER_NOTES.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      {notConfigured && (
        <Message severity="warn" className="w-full justify-content-start mb-3" text={notConfigured} />
      )}
      {orders.isError && (
        <p role="alert">{errorMessage(orders.error, 'No se pudieron cargar las facturas.')}</p>
      )}
      <DataTable
        rows={orders.data ?? []}
        columns={columns}
        dataKey="invoiceId"
        defaultRowsPerPage={5}
        loading={orders.isLoading || orders.isFetching}
        ariaLabel="Facturas y pagos"
        emptyMessage="Aún no hay facturas del servicio."
      />
    </div>
  );
}
