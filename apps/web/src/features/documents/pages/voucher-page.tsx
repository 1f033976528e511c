import { capitalizedMonthName, MONTH_NAMES } from '@quincena/contracts';
import type { TPayslip, TPayslipQuery } from '@quincena/contracts/documents';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/data-table/index.ts';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useStoredSession } from '../../../lib/session-store.ts';
import { useDownloadPayslip, useEmailPayslip } from '../api/payslips.mutations.ts';
import { usePayslips } from '../api/payslips.queries.ts';
import { DocumentActions } from '../components/document-actions.tsx';
import { DocumentSettingsDialog } from '../components/document-settings-dialog.tsx';
import { DownloadDialog } from '../components/download-dialog.tsx';
import { EmailDialog } from '../components/email-dialog.tsx';
import { PeriodMailingDialog } from '../components/period-mailing-dialog.tsx';
import { PersonSelect } from '../components/person-select.tsx';

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
  const [downloading, setDownloading] = useState<TPayslip | null>(null);
  const [emailing, setEmailing] = useState<TPayslip | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [mailingOpen, setMailingOpen] = useState(false);

  const payslips = usePayslips(query);
  const download = useDownloadPayslip();
  const email = useEmailPayslip();

  function send(payslip: TPayslip, address?: string) {
    email.mutate(
      { payslip, ...(address ? { email: address } : {}) },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          setEmailing(null);
        },
        onError: (error) => notify.warn(errorMessage(error), { title: 'Aviso', life: 4000 }),
      },
    );
  }

  const columns: TableColumn<TPayslip>[] = [
    { field: 'description', header: 'Descripción' },
    {
      id: 'document',
      header: 'Documento',
      style: { width: '9rem' },
      body: (row) => (
        <DocumentActions
          description={row.description}
          sending={email.isPending && email.variables?.payslip.id === row.id}
          onDownload={() => setDownloading(row)}
          onEmail={() => (isClient ? send(row) : setEmailing(row))}
        />
      ),
    },
  ];

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
          <div className="field-group">
            <label htmlFor="voucher-year" className="field-label">
              Año
            </label>
            <InputNumber
              inputId="voucher-year"
              value={year}
              useGrouping={false}
              min={2000}
              max={2100}
              onValueChange={(event) => setYear(event.value ?? null)}
            />
          </div>
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
          <div className="field-group" style={{ minWidth: '20rem' }}>
            <label htmlFor="voucher-person" className="field-label">
              Identificación <span aria-hidden="true">*</span>
            </label>
            <PersonSelect inputId="voucher-person" value={personId} onChange={setPersonId} />
          </div>
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
      <DownloadDialog
        visible={downloading !== null}
        documentName={
          downloading?.document === 'FINAL_SETTLEMENT' ? 'Liquidación de contrato' : 'Comprobante de Nómina'
        }
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
      {!isClient && <DocumentSettingsDialog visible={settingsOpen} onHide={() => setSettingsOpen(false)} />}
      {!isClient && <PeriodMailingDialog visible={mailingOpen} onHide={() => setMailingOpen(false)} />}
      <EmailDialog
        visible={emailing !== null}
        header={
          emailing?.document === 'FINAL_SETTLEMENT'
            ? 'Enviar liquidación de contrato por correo'
            : 'Enviar comprobante por correo'
        }
        busy={email.isPending}
        onHide={() => setEmailing(null)}
        onSend={(address) => emailing && send(emailing, address)}
      />
    </div>
  );
}
