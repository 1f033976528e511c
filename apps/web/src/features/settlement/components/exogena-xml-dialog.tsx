import { INCOME_WITHHOLDING_MESSAGES, type TExogenaFormat } from '@quincena/contracts/settlement';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { Message } from 'primereact/message';
import { useId, useMemo, useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { useCalendars } from '../../../components/process-dialog/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useExogenaXml } from '../api/settlement.mutations.ts';

const CONCEPTS = [
  { value: false, label: '1 - Inserción' },
  { value: true, label: '2 - Reemplazo' },
];

const SUCCESS: Record<TExogenaFormat, string> = {
  '2276': INCOME_WITHHOLDING_MESSAGES.format2276Generated,
  '1009': INCOME_WITHHOLDING_MESSAGES.format1009Generated,
};

/**
 * The XML of formato 2276 or 1009 for the DIAN's prevalidator (decision 0305): a processed or
 * accumulated CIR calendar, the year's send number and the concept (insertion or replacement).
 */
export function ExogenaXmlDialog({ format, onHide }: { format: TExogenaFormat | null; onHide: () => void }) {
  const id = useId();
  const calendars = useCalendars('CIR', { enabled: format !== null });
  const download = useExogenaXml();
  const [calendarId, setCalendarId] = useState<number | null>(null);
  const [sendNumber, setSendNumber] = useState<number | null>(1);
  const [replacement, setReplacement] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const options = useMemo(
    () =>
      (calendars.data ?? [])
        .filter((calendar) => calendar.state !== 'OPEN')
        .map((calendar) => ({ value: calendar.id, label: calendar.detail })),
    [calendars.data],
  );

  function handleHide() {
    setCalendarId(null);
    setSendNumber(1);
    setReplacement(false);
    setError(null);
    onHide();
  }

  function handleGenerate() {
    if (format === null) return;
    if (calendarId === null) {
      setError(INCOME_WITHHOLDING_MESSAGES.calendarRequired);
      return;
    }
    if (sendNumber === null || sendNumber < 1 || sendNumber > 99_999_999) {
      setError(INCOME_WITHHOLDING_MESSAGES.sendNumberInvalid);
      return;
    }
    setError(null);
    download.mutate(
      { format, calendarId, sendNumber, replacement: replacement ? 'true' : 'false' },
      {
        onSuccess: () => {
          notify.success(SUCCESS[format]);
          handleHide();
        },
        onError: (failure) => notify.error(errorMessage(failure), { sticky: true }),
      },
    );
  }

  return (
    <Dialog
      header={`XML formato ${format ?? ''}`}
      visible={format !== null}
      onHide={handleHide}
      style={{ width: '26rem' }}
      breakpoints={{ '640px': '95vw' }}
      modal
      footer={
        <Button
          type="button"
          label="Generar"
          icon="pi pi-download"
          loading={download.isPending}
          onClick={handleGenerate}
        />
      }
    >
      <Message
        severity="info"
        text="El archivo se carga en el prevalidador de la DIAN. Más de 5.000 registros se entregan en varios archivos dentro de un ZIP."
        className="w-full justify-content-start mb-3"
      />
      <div className="settlement-field">
        <label htmlFor={`${id}-calendar`}>Calendario *</label>
        <Dropdown
          inputId={`${id}-calendar`}
          value={calendarId}
          options={options}
          onChange={(event) => setCalendarId((event.value as number | null) ?? null)}
          placeholder={calendars.isLoading ? 'Cargando calendarios...' : 'Seleccione un calendario'}
          emptyMessage="No hay calendarios disponibles"
        />
      </div>
      <div className="settlement-field">
        <label htmlFor={`${id}-send`}>Número de envío *</label>
        <InputNumber
          inputId={`${id}-send`}
          value={sendNumber}
          onValueChange={(event) => setSendNumber(event.value ?? null)}
          min={1}
          max={99_999_999}
          useGrouping={false}
        />
      </div>
      <div className="settlement-field">
        <label htmlFor={`${id}-concept`}>Concepto</label>
        <Dropdown
          inputId={`${id}-concept`}
          value={replacement}
          options={CONCEPTS}
          onChange={(event) => setReplacement(Boolean(event.value))}
        />
      </div>
      {error && <small className="p-error">{error}</small>}
    </Dialog>
  );
}
