import { PAYSLIP_MAILING_STATUS_NAMES, type TPayslipMailingError } from '@quincena/contracts/documents';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { ProgressBar } from 'primereact/progressbar';
import { useMemo, useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/data-table/index.ts';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAccumulatedPeriods, useLatestMailing, useStartMailing } from '../api/payslip-mailings.ts';
import { YearField } from './search-fields.tsx';

const COUNT = new Intl.NumberFormat('es-CO');

const errorColumns: TableColumn<TPayslipMailingError & { key: string }>[] = [
  { field: 'employee', header: 'Empleado' },
  { field: 'email', header: 'Correo' },
  { field: 'message', header: 'Motivo' },
];

/**
 * 'Enviar comprobantes del periodo' (issue 16; decision 0300): every payslip of an accumulated
 * period goes by e-mail in the background; the dialog follows the progress and lists each employee
 * who could not be sent, so the administrator can correct the address and send that one again.
 */
export function PeriodMailingDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const [year, setYear] = useState<number | null>(new Date().getFullYear());
  const [calendarId, setCalendarId] = useState<number | null>(null);
  const periods = useAccumulatedPeriods(year, visible);
  const latest = useLatestMailing(visible ? calendarId : null);
  const start = useStartMailing();
  const mailing = latest.data ?? null;
  const sending = mailing !== null && mailing.status !== 'TERMINADO';
  const options = useMemo(
    () => (periods.data ?? []).map((calendar) => ({ label: calendar.detail, value: calendar.id })),
    [periods.data],
  );
  const done = mailing ? mailing.sent + mailing.failed : 0;
  const percent = mailing && mailing.total > 0 ? Math.round((done / mailing.total) * 100) : 0;

  return (
    <Dialog
      header="Enviar comprobantes del periodo"
      visible={visible}
      onHide={onHide}
      style={{ width: '44rem' }}
      modal
    >
      <form
        className="flex flex-wrap align-items-end gap-3 mb-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (calendarId === null) return;
          start.mutate(calendarId, {
            onSuccess: (started) => notify.success(started.message),
            onError: (error) => notify.warn(errorMessage(error), { title: 'Aviso', life: 4000 }),
          });
        }}
      >
        <YearField
          id="mailing-year"
          value={year}
          onChange={(value) => {
            setYear(value);
            setCalendarId(null);
          }}
        />
        <div className="field-group" style={{ minWidth: '18rem' }}>
          <label htmlFor="mailing-period" className="field-label">
            Periodo <span aria-hidden="true">*</span>
          </label>
          <Dropdown
            inputId="mailing-period"
            value={calendarId}
            options={options}
            placeholder="Seleccione el periodo"
            emptyMessage="No hay periodos de nómina acumulados"
            loading={periods.isFetching}
            onChange={(event) => setCalendarId((event.value as number | null) ?? null)}
            className="w-full"
          />
        </div>
        <Button
          type="submit"
          label="Enviar"
          icon="pi pi-send"
          disabled={calendarId === null || sending}
          loading={start.isPending}
        />
      </form>
      {mailing && (
        <section aria-label="Avance del envío">
          <ProgressBar value={percent} aria-label="Avance del envío" className="mb-2" />
          <p className="mt-0 mb-3" role="status">
            {PAYSLIP_MAILING_STATUS_NAMES[mailing.status]}: {COUNT.format(mailing.sent)} enviados de{' '}
            {COUNT.format(mailing.total)}
            {mailing.failed > 0 ? ` · ${COUNT.format(mailing.failed)} con error` : ''}
          </p>
          {mailing.errors.length > 0 && (
            <DataTable
              rows={mailing.errors.map((error) => ({ ...error, key: String(error.contractId) }))}
              columns={errorColumns}
              dataKey="key"
              defaultRowsPerPage={5}
              ariaLabel="Comprobantes no enviados"
              emptyMessage="Sin errores"
            />
          )}
        </section>
      )}
    </Dialog>
  );
}
