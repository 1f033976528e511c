import { capitalizedMonthName, MONTH_NAMES } from '@quincena/contracts';
import type { TPayslip, TPayslipQuery } from '@quincena/contracts/documents';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/data-table/index.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useStoredSession } from '../../../lib/session-store.ts';
import { useDownloadPayslip, useEmailPayslip } from '../api/payslips.mutations.ts';
import { usePayslips } from '../api/payslips.queries.ts';
import { useDocumentDelivery } from '../components/document-delivery.tsx';
import { DocumentSettingsDialog } from '../components/document-settings-dialog.tsx';
import { PeriodMailingDialog } from '../components/period-mailing-dialog.tsx';
import { PersonField, YearField } from '../components/search-fields.tsx';

const MONTHS = MONTH_NAMES.map((_, index) => ({ label: capitalizedMonthName(index + 1), value: index + 1 }));

/**
 * Comprobantes de nómina (/Voucher, spec 03 §2.11). An administrator searches by year, month and the
 * required identification; an employee's own payslips are queried at once, without search fields.
 */
export function VoucherPage() {
  const session = useStoredSession()?.session;
  const isClient = session?.role === 'CLIENT';
  const [year, setYear] = useState<number | null>(new Date().getFullYear());
  const [month, setMonth] = useState<number | null>(null);
  const [personId, setPersonId] = useState<number | null>(null);
  const [query, setQuery] = useState<TPayslipQuery | null>(isClient ? {} : null);
  const [selected, setSelected] = useState<TPayslip | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [mailingOpen, setMailingOpen] = useState(false);

  const payslips = usePayslips(query);
  const settlementOr = (row: TPayslip | null, settlement: string, payslip: string) =>
    row?.document === 'FINAL_SETTLEMENT' ? settlement : payslip;
  const delivery = useDocumentDelivery<TPayslip>({
    isClient,
    download: useDownloadPayslip(),
    email: useEmailPayslip(),
    documentName: (row) => settlementOr(row, 'Liquidación de contrato', 'Comprobante de Nómina'),
    emailHeader: (row) =>
      settlementOr(row, 'Enviar liquidación de contrato por correo', 'Enviar comprobante por correo'),
  });

  const columns: TableColumn<TPayslip>[] = [{ field: 'description', header: 'Descripción' }, delivery.column];

  return (
    <div className="page">
      <PageTitle title="Comprobantes de nómina" videoKey="VOUCHER" />
      {!isClient && (
        <form
          className="flex flex-wrap align-items-end gap-3 mb-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (personId === null) return;
            setQuery({
              personId,
              ...(year ? { year } : {}),
              ...(month ? { month } : {}),
            });
          }}
        >
          <YearField id="voucher-year" value={year} onChange={setYear} />
          <div className="field-group">
            <label htmlFor="voucher-month" className="field-label">
              Mes
            </label>
            <Dropdown
              inputId="voucher-month"
              value={month}
              options={MONTHS}
              placeholder="Todos"
              showClear
              onChange={(event) => setMonth((event.value as number | null) ?? null)}
            />
          </div>
          <PersonField id="voucher-person" value={personId} onChange={setPersonId} />
          <Button type="submit" label="Buscar" icon="pi pi-search" disabled={personId === null} />
          <Button
            type="button"
            label="Enviar periodo por correo"
            icon="pi pi-send"
            outlined
            className="ml-auto"
            onClick={() => setMailingOpen(true)}
          />
          <Button
            type="button"
            label="Configuración"
            icon="pi pi-cog"
            outlined
            onClick={() => setSettingsOpen(true)}
          />
        </form>
      )}
      <DataTable
        rows={payslips.data ?? []}
        columns={columns}
        dataKey="id"
        defaultRowsPerPage={10}
        loading={payslips.isFetching}
        selection={{ mode: 'single', value: selected, onChange: setSelected }}
        emptyMessage={query === null ? 'Seleccione la identificación y pulse Buscar' : 'No hay comprobantes'}
        ariaLabel="Comprobantes de nómina"
      />
      {!isClient && <DocumentSettingsDialog visible={settingsOpen} onHide={() => setSettingsOpen(false)} />}
      {!isClient && <PeriodMailingDialog visible={mailingOpen} onHide={() => setMailingOpen(false)} />}
      {delivery.dialogs}
    </div>
  );
}
