import type { TInstanceInvoice } from '@quincena/contracts/billing';
import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table/index.ts';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { downloadInstanceInvoicePdf, useAllInvoices } from '../api/billing-admin.queries.ts';
import { CreditNoteDialog } from './credit-note-dialog.tsx';
import { IssueMonthDialog } from './issue-month-dialog.tsx';
import { issuedInvoiceColumns } from './issued-invoices.columns.tsx';

/** Facturas emitidas (issue 31): every company's invoices, newest first, with the operator's actions. */
export function IssuedInvoicesSection() {
  const invoices = useAllInvoices();
  const [issuing, setIssuing] = useState(false);
  const [cancelling, setCancelling] = useState<TInstanceInvoice | null>(null);

  const columns = useMemo(
    () =>
      issuedInvoiceColumns({
        onPdf: (row) =>
          void downloadInstanceInvoicePdf(row.companyId, row.id, row.number).catch((error: unknown) =>
            notify.serverError(errorMessage(error, 'No se pudo descargar la factura')),
          ),
        onCancel: setCancelling,
      }),
    [],
  );

  return (
    <section className="ti-section" aria-labelledby="ti-invoices-title">
      <h2 id="ti-invoices-title" className="ti-section__title">
        Facturas emitidas
      </h2>
      {invoices.isError && (
        <p role="alert">{errorMessage(invoices.error, 'No se pudieron cargar las facturas.')}</p>
      )}
      <DataTable
        rows={invoices.data ?? []}
        columns={columns}
        dataKey="id"
        defaultRowsPerPage={5}
        loading={invoices.isLoading}
        ariaLabel="Facturas emitidas"
        toolbar={
          <Button
            type="button"
            label="Emitir facturas del mes"
            icon="pi pi-send"
            onClick={() => setIssuing(true)}
          />
        }
      />
      <IssueMonthDialog visible={issuing} onHide={() => setIssuing(false)} />
      <CreditNoteDialog invoice={cancelling} onHide={() => setCancelling(null)} />
    </section>
  );
}
