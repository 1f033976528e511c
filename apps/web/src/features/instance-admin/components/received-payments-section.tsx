import { DataTable } from '../../../components/data-table/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAllPayments } from '../api/billing-admin.queries.ts';
import { receivedPaymentColumns } from './received-payments.columns.tsx';

/** Pagos recibidos (issue 31): what each company paid, tried or must be refunded, newest first. */
export function ReceivedPaymentsSection() {
  const payments = useAllPayments();
  return (
    <section className="ti-section" aria-labelledby="ti-payments-title">
      <h2 id="ti-payments-title" className="ti-section__title">
        Pagos recibidos
      </h2>
      {payments.isError && (
        <p role="alert">{errorMessage(payments.error, 'No se pudieron cargar los pagos.')}</p>
      )}
      <DataTable
        rows={payments.data ?? []}
        columns={receivedPaymentColumns}
        dataKey="id"
        defaultRowsPerPage={5}
        loading={payments.isLoading}
        ariaLabel="Pagos recibidos"
      />
    </section>
  );
}
