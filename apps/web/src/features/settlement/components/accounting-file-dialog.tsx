import {
  ACCOUNTING_FILE_MESSAGES as M,
  type TAccountingFileParameter,
  type TAccountingLayout,
} from '@quincena/contracts/settlement';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { useEffect, useId, useMemo, useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { useCalendars } from '../../../components/process-dialog/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAccountingFile, useAccountingFileTypes } from '../api/accounting.ts';
import { PaymentDateInput } from './payment-date-input.tsx';

type Values = Record<TAccountingFileParameter['tag'], string>;

/**
 * Generar Plano Contable (spec 02 §2): the accounting file type and its own parameters, drawn from
 * what the server lists; only calendars whose accounting is processed or accumulated.
 */
export function AccountingFileDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const id = useId();
  const calendars = useCalendars('CB', { enabled: visible });
  const types = useAccountingFileTypes(visible);
  const download = useAccountingFile();
  const [calendarId, setCalendarId] = useState<number | null>(null);
  const [layout, setLayout] = useState<TAccountingLayout | null>(null);
  const [values, setValues] = useState<Partial<Values>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const calendarOptions = useMemo(
    () =>
      (calendars.data ?? [])
        .filter((calendar) => calendar.state !== 'OPEN')
        .map((calendar) => ({ value: calendar.id, label: calendar.detail })),
    [calendars.data],
  );
  const type = types.data?.find((item) => item.id === layout) ?? null;

  // The spec's default type (CTB - Plano contable Siigo) is first; its defaults fill the form.
  useEffect(() => {
    const first = types.data?.[0];
    if (visible && first && layout === null) setLayout(first.id);
  }, [visible, types.data, layout]);
  useEffect(() => {
    if (!type) return;
    setValues(
      Object.fromEntries(type.parameters.map((parameter) => [parameter.tag, parameter.defaultValue ?? ''])),
    );
  }, [type]);

  function handleHide() {
    setCalendarId(null);
    setErrors({});
    onHide();
  }

  function handleGenerate() {
    const found: Record<string, string> = {};
    if (calendarId === null) found.calendarId = M.calendarRequired;
    if (!layout) found.layout = M.layoutRequired;
    if (!values.format) found.format = M.formatRequired;
    setErrors(found);
    if (Object.keys(found).length > 0 || calendarId === null || !layout || !values.format) return;
    download.mutate(
      {
        calendarId,
        layout,
        format: values.format as 'XLS' | 'TXT' | 'CSV',
        ...(values.voucherCode ? { voucherCode: Number(values.voucherCode) } : {}),
        ...(values.voucherNumber ? { voucherNumber: Number(values.voucherNumber) } : {}),
        ...(values.date ? { date: values.date } : {}),
      },
      {
        onSuccess: () => {
          notify.success(M.generated);
          handleHide();
        },
        onError: (error) => notify.serverError(errorMessage(error)),
      },
    );
  }

  const field = (parameter: TAccountingFileParameter) => {
    const inputId = `${id}-${parameter.tag}`;
    const value = values[parameter.tag] ?? '';
    const set = (next: string) => setValues({ ...values, [parameter.tag]: next });
    return (
      <div className="settlement-field" key={parameter.tag}>
        <label htmlFor={inputId}>
          {parameter.label}
          {parameter.required ? '*' : ''}
        </label>
        {parameter.kind === 'select' && (
          <Dropdown
            inputId={inputId}
            value={value}
            options={parameter.options ?? []}
            onChange={(event) => set(String(event.value ?? ''))}
            invalid={Boolean(errors[parameter.tag])}
          />
        )}
        {parameter.kind === 'number' && (
          <InputNumber
            inputId={inputId}
            value={value === '' ? null : Number(value)}
            onValueChange={(event) =>
              set(event.value === null || event.value === undefined ? '' : String(event.value))
            }
            useGrouping={false}
            min={1}
          />
        )}
        {parameter.kind === 'date' && (
          <PaymentDateInput id={inputId} value={value || null} onChange={(next) => set(next ?? '')} />
        )}
        {errors[parameter.tag] && <small className="p-error">{errors[parameter.tag]}</small>}
      </div>
    );
  };

  return (
    <Dialog
      header="Generar Plano Contable"
      visible={visible}
      onHide={handleHide}
      footer={
        <Button
          type="button"
          label="Generar archivo"
          icon="pi pi-download"
          loading={download.isPending}
          onClick={handleGenerate}
        />
      }
      style={{ width: '30rem' }}
      breakpoints={{ '640px': '95vw' }}
      modal
    >
      <div className="settlement-field">
        <label htmlFor={`${id}-calendar`}>Calendario*</label>
        <Dropdown
          inputId={`${id}-calendar`}
          value={calendarId}
          options={calendarOptions}
          onChange={(event) => setCalendarId((event.value as number | null) ?? null)}
          placeholder={calendars.isLoading ? 'Cargando calendarios...' : 'Seleccione un calendario'}
          emptyMessage="No hay contabilidad procesada"
          filter
          invalid={Boolean(errors.calendarId)}
        />
        {errors.calendarId && <small className="p-error">{errors.calendarId}</small>}
      </div>
      <div className="settlement-field">
        <label htmlFor={`${id}-layout`}>Tipo de plano contable*</label>
        <Dropdown
          inputId={`${id}-layout`}
          value={layout}
          options={(types.data ?? []).map((item) => ({ value: item.id, label: item.description }))}
          onChange={(event) => setLayout((event.value as TAccountingLayout | null) ?? null)}
          placeholder={types.isLoading ? 'Cargando tipos...' : 'Seleccione el tipo'}
          invalid={Boolean(errors.layout)}
        />
        {errors.layout && <small className="p-error">{errors.layout}</small>}
      </div>
      {type?.parameters.map(field)}
      <p className="text-sm text-color-secondary m-0">
        Sin número, el comprobante se numera aaaamm; sin fecha, lleva el último día del mes.
      </p>
    </Dialog>
  );
}
