import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useId, useMemo, useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { useCalendars } from '../../../components/process-dialog/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useGenerateBankFile } from '../api/settlement.mutations.ts';
import { useHolidayDays } from '../api/settlement.queries.ts';
import {
  type BankFileErrors,
  type BankFileValues,
  chooseCalendar,
  BANK_FILE_TEXTS as T,
  validateBankFile,
} from '../bank-file-form.ts';
import { PaymentDateInput, toIsoDay } from './payment-date-input.tsx';

const EMPTY: BankFileValues = { calendarId: null, paymentDate: null };

/**
 * Plano bancario (spec 02 §2): only accumulated calendars of the type — payroll periods (NM) or one
 * retirement's final settlement (LD-<id>); the file is named by the server.
 */
export function BankFileDialog({
  visible,
  onHide,
  calendarType = 'NM',
}: {
  visible: boolean;
  onHide: () => void;
  calendarType?: string;
}) {
  const id = useId();
  const calendars = useCalendars(calendarType, { state: 'ACCUMULATED', enabled: visible });
  const generate = useGenerateBankFile();
  const today = toIsoDay(new Date());
  const year = Number(today.slice(0, 4));
  const holidaysNow = useHolidayDays(year, visible);
  const holidaysNext = useHolidayDays(year + 1, visible);
  const [values, setValues] = useState<BankFileValues>(EMPTY);
  const [errors, setErrors] = useState<BankFileErrors>({});

  const options = useMemo(
    () => (calendars.data ?? []).map((calendar) => ({ value: calendar.id, label: calendar.detail })),
    [calendars.data],
  );

  function handleHide() {
    setValues(EMPTY);
    setErrors({});
    onHide();
  }

  function handleGenerate() {
    const found = validateBankFile(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || values.calendarId === null || !values.paymentDate) return;
    generate.mutate(
      { calendarId: values.calendarId, paymentDate: values.paymentDate },
      {
        onSuccess: () => {
          notify.success(T.success);
          handleHide();
        },
        onError: (error) => notify.serverError(errorMessage(error)),
      },
    );
  }

  const footer = (
    <Button
      type="button"
      label={T.generate}
      icon="pi pi-download"
      loading={generate.isPending}
      onClick={handleGenerate}
    />
  );

  return (
    <Dialog
      header={T.header}
      visible={visible}
      onHide={handleHide}
      footer={footer}
      style={{ width: '26rem' }}
      breakpoints={{ '640px': '95vw' }}
      modal
    >
      <Message severity="info" text={T.note} className="w-full justify-content-start mb-3" />
      <div className="settlement-field">
        <label htmlFor={`${id}-calendar`}>{T.calendar}</label>
        <Dropdown
          inputId={`${id}-calendar`}
          value={values.calendarId}
          options={options}
          onChange={(event) =>
            setValues(
              chooseCalendar(
                values,
                calendars.data ?? [],
                (event.value as number | null) ?? null,
                today,
                new Set([...holidaysNow, ...holidaysNext]),
              ),
            )
          }
          placeholder={calendars.isLoading ? 'Cargando calendarios...' : 'Seleccione un calendario'}
          emptyMessage="No hay calendarios disponibles"
          filter
          invalid={Boolean(errors.calendarId)}
        />
        {errors.calendarId && <small className="p-error">{errors.calendarId}</small>}
      </div>
      <div className="settlement-field">
        <label htmlFor={`${id}-date`}>{T.paymentDate}</label>
        <PaymentDateInput
          id={`${id}-date`}
          value={values.paymentDate}
          onChange={(paymentDate) => setValues({ ...values, paymentDate })}
          invalid={Boolean(errors.paymentDate)}
        />
        {errors.paymentDate && <small className="p-error">{errors.paymentDate}</small>}
      </div>
      <p className="text-sm text-color-secondary m-0">{T.requiredLegend}</p>
    </Dialog>
  );
}
