import type { TIncomeCertificateQuery } from '@quincena/contracts/documents';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/data-table/index.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useStoredSession } from '../../../lib/session-store.ts';
import { useIncomeCertificates } from '../api/payslips.queries.ts';
import { PersonSelect } from '../components/person-select.tsx';

interface CertificateRow {
  id: string;
  description: string;
}

const columns: TableColumn<CertificateRow>[] = [{ field: 'description', header: 'Descripción' }];

/**
 * Comprobantes de ingresos y retenciones (/CIRVoucher, spec 03 §2.12): Año and, for an administrator,
 * the identification. Until the CIR settlement stores a year's Formulario 220 data, the server says
 * so in Spanish and the screen shows it.
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
    </div>
  );
}
