import type { TIncomeCertificate, TIncomeCertificateQuery } from '@quincena/contracts/documents';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/data-table/index.ts';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useStoredSession } from '../../../lib/session-store.ts';
import { useDownloadIncomeCertificate, useEmailIncomeCertificate } from '../api/payslips.mutations.ts';
import { useIncomeCertificates } from '../api/payslips.queries.ts';
import { DocumentActions } from '../components/document-actions.tsx';
import { DownloadDialog } from '../components/download-dialog.tsx';
import { EmailDialog } from '../components/email-dialog.tsx';
import { PersonSelect } from '../components/person-select.tsx';

/**
 * Comprobantes de ingresos y retenciones (/CIRVoucher, spec 03 §2.12): Año and, for an administrator,
 * the identification; the worker's Formulario 220 of an accumulated CIR year as a PDF or by e-mail,
 * as the payslips are. Without such a year the server says so in Spanish and the screen shows it.
 */
export function CirVoucherPage() {
  const session = useStoredSession()?.session;
  const isClient = session?.role === 'CLIENT';
  const lastYear = new Date().getFullYear() - 1;
  const [year, setYear] = useState<number | null>(lastYear);
  const [personId, setPersonId] = useState<number | null>(null);
  const [query, setQuery] = useState<TIncomeCertificateQuery | null>(isClient ? { year: lastYear } : null);
  const certificates = useIncomeCertificates(query);
  const canSearch = year !== null && (isClient || personId !== null);
  const [downloading, setDownloading] = useState<TIncomeCertificate | null>(null);
  const [emailing, setEmailing] = useState<TIncomeCertificate | null>(null);
  const download = useDownloadIncomeCertificate();
  const email = useEmailIncomeCertificate();

  function send(certificate: TIncomeCertificate, address?: string) {
    email.mutate(
      { certificate, ...(address ? { email: address } : {}) },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          setEmailing(null);
        },
        onError: (error) => notify.warn(errorMessage(error), { title: 'Aviso', life: 4000 }),
      },
    );
  }

  const columns: TableColumn<TIncomeCertificate>[] = [
    { field: 'description', header: 'Descripción' },
    {
      id: 'document',
      header: 'Documento',
      style: { width: '9rem' },
      body: (row) => (
        <DocumentActions
          description={row.description}
          sending={email.isPending && email.variables?.certificate.id === row.id}
          onDownload={() => setDownloading(row)}
          onEmail={() => (isClient ? send(row) : setEmailing(row))}
        />
      ),
    },
  ];

  return (
    <div className="page">
      <PageTitle title="Comprobantes de ingresos y retenciones" videoKey="CIRVOUCHER" />
      <form
        className="flex flex-wrap align-items-end gap-3 mb-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!canSearch || year === null) return;
          setQuery({ year, ...(isClient || personId === null ? {} : { personId }) });
        }}
      >
        <div className="field-group">
          <label htmlFor="cir-voucher-year" className="field-label">
            Año <span aria-hidden="true">*</span>
          </label>
          <InputNumber
            inputId="cir-voucher-year"
            value={year}
            useGrouping={false}
            min={2000}
            max={2100}
            onValueChange={(event) => setYear(event.value ?? null)}
          />
        </div>
        {!isClient && (
          <div className="field-group" style={{ minWidth: '20rem' }}>
            <label htmlFor="cir-voucher-person" className="field-label">
              Identificación <span aria-hidden="true">*</span>
            </label>
            <PersonSelect inputId="cir-voucher-person" value={personId} onChange={setPersonId} />
          </div>
        )}
        <Button type="submit" label="Buscar" icon="pi pi-search" disabled={!canSearch} />
      </form>
      {certificates.data?.message && (
        <Message
          severity="info"
          text={certificates.data.message}
          className="mb-3 w-full justify-content-start"
        />
      )}
      <DataTable
        rows={certificates.data?.certificates ?? []}
        columns={columns}
        dataKey="id"
        defaultRowsPerPage={10}
        loading={certificates.isFetching}
        emptyMessage={
          query === null ? 'Seleccione el año y la identificación y pulse Buscar' : 'No hay comprobantes'
        }
        ariaLabel="Comprobantes de ingresos y retenciones"
      />
      <DownloadDialog
        visible={downloading !== null}
        documentName="Comprobante ingresos y retenciones"
        busy={download.isPending}
        onHide={() => setDownloading(null)}
        onDownload={() => {
          if (!downloading) return;
          download.mutate(downloading, {
            onSuccess: () => setDownloading(null),
            onError: (error) => notify.warn(errorMessage(error), { title: 'Aviso', life: 4000 }),
          });
        }}
      />
      <EmailDialog
        visible={emailing !== null}
        header="Enviar comprobante por correo"
        busy={email.isPending}
        onHide={() => setEmailing(null)}
        onSend={(address) => emailing && send(emailing, address)}
      />
    </div>
  );
}
