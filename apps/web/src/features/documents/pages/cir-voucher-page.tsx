import type { TIncomeCertificate, TIncomeCertificateQuery } from '@quincena/contracts/documents';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/data-table/index.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useStoredSession } from '../../../lib/session-store.ts';
import { useDownloadIncomeCertificate, useEmailIncomeCertificate } from '../api/payslips.mutations.ts';
import { useIncomeCertificates } from '../api/payslips.queries.ts';
import { useDocumentDelivery } from '../components/document-delivery.tsx';
import { PersonField, YearField } from '../components/search-fields.tsx';

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
  const delivery = useDocumentDelivery<TIncomeCertificate>({
    isClient,
    download: useDownloadIncomeCertificate(),
    email: useEmailIncomeCertificate(),
    documentName: () => 'Comprobante ingresos y retenciones',
    emailHeader: () => 'Enviar comprobante por correo',
  });

  const columns: TableColumn<TIncomeCertificate>[] = [
    { field: 'description', header: 'Descripción' },
    delivery.column,
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
        <YearField id="cir-voucher-year" value={year} onChange={setYear} required />
        {!isClient && <PersonField id="cir-voucher-person" value={personId} onChange={setPersonId} />}
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
      {delivery.dialogs}
    </div>
  );
}
