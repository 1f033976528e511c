import {
  PLANILLA_CORRECTION_MESSAGES as M,
  type TPlanillaCorrectionMonth,
} from '@quincena/contracts/settlement';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useId, useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatCop } from '../../../lib/format.ts';
import { usePlanillaCorrectionFile } from '../api/settlement.mutations.ts';
import { usePlanillaCorrections } from '../api/settlement.queries.ts';

const ASSOCIATED = /^\d{1,10}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One corrected month: its differences, the planilla asociada the clerk types, and the download. */
function CorrectionMonth({ calendarId, month }: { calendarId: number; month: TPlanillaCorrectionMonth }) {
  const id = useId();
  const download = usePlanillaCorrectionFile();
  const [number, setNumber] = useState('');
  const [date, setDate] = useState('');
  const [errors, setErrors] = useState<{ number?: string; date?: string }>({});

  function handleDownload() {
    const found = {
      ...(ASSOCIATED.test(number.trim()) ? {} : { number: M.associatedRequired }),
      ...(date.trim() === '' || DATE.test(date.trim()) ? {} : { date: M.associatedDateInvalid }),
    };
    setErrors(found);
    if (found.number || found.date) return;
    download.mutate(
      {
        calendarId,
        period: month.period,
        associatedPlanilla: number.trim(),
        ...(date.trim() ? { associatedPaymentDate: date.trim() } : {}),
      },
      {
        onSuccess: () => notify.success(M.generated),
        onError: (error) => notify.serverError(errorMessage(error)),
      },
    );
  }

  return (
    <section className="mb-4">
      <h3 className="mt-0 mb-2">Planilla de corrección N de {month.label}</h3>
      {month.problem ? (
        <Message severity="warn" text={month.problem} className="w-full justify-content-start" />
      ) : (
        <>
          <p className="mt-0">
            {month.people.length === 1 ? '1 cotizante' : `${month.people.length} cotizantes`}; aportes
            adicionales: {formatCop(month.totals.total)} (pensión {formatCop(month.totals.pension)}, salud{' '}
            {formatCop(month.totals.health)}, riesgos laborales {formatCop(month.totals.risk)}, caja{' '}
            {formatCop(month.totals.ccf)}, SENA {formatCop(month.totals.sena)}, ICBF{' '}
            {formatCop(month.totals.icbf)}).
          </p>
          <ul className="mt-0">
            {month.people.map((person) => (
              <li key={person.contractId}>
                {person.documentNumber} {person.name}: IBC {formatCop(person.originalIbc)} →{' '}
                {formatCop(person.correctedIbc)}, aportes {formatCop(person.differences.total)}
              </li>
            ))}
          </ul>
          <div className="settlement-field">
            <label htmlFor={`${id}-number`}>Número de la planilla asociada (la que se corrige)</label>
            <InputText
              id={`${id}-number`}
              value={number}
              onChange={(event) => setNumber(event.target.value)}
              inputMode="numeric"
              maxLength={10}
              invalid={Boolean(errors.number)}
            />
            {errors.number && <small className="p-error">{errors.number}</small>}
          </div>
          <div className="settlement-field">
            <label htmlFor={`${id}-date`}>Fecha de pago de la planilla asociada (aaaa-mm-dd, opcional)</label>
            <InputText
              id={`${id}-date`}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              maxLength={10}
              invalid={Boolean(errors.date)}
            />
            {errors.date && <small className="p-error">{errors.date}</small>}
          </div>
          <Button
            type="button"
            label="Descargar planilla N"
            icon="pi pi-download"
            loading={download.isPending}
            onClick={handleDownload}
          />
        </>
      )}
    </section>
  );
}

/**
 * Planilla de corrección N (decision 0347): the retroactive differences the selected month paid,
 * reported against the months they belong to (company setting "En los períodos a que corresponde").
 */
export function PlanillaCorrectionDialog({
  calendarId,
  onHide,
}: {
  calendarId: number | null;
  onHide: () => void;
}) {
  const corrections = usePlanillaCorrections(calendarId);
  const data = corrections.data;
  return (
    <Dialog
      header="Planilla de corrección N"
      visible={calendarId !== null}
      onHide={onHide}
      style={{ width: '36rem' }}
      breakpoints={{ '640px': '95vw' }}
      modal
    >
      {corrections.isLoading && <p>Cargando...</p>}
      {corrections.isError && (
        <Message
          severity="error"
          text={errorMessage(corrections.error)}
          className="w-full justify-content-start"
        />
      )}
      {data?.message && (
        <Message severity="info" text={data.message} className="w-full justify-content-start" />
      )}
      {data && !data.message && data.months.length === 0 && (
        <Message
          severity="info"
          text="La nómina de este mes no pagó retroactivos de meses anteriores: no hay planillas que corregir."
          className="w-full justify-content-start"
        />
      )}
      {calendarId !== null &&
        data?.months.map((month) => (
          <CorrectionMonth key={month.period} calendarId={calendarId} month={month} />
        ))}
    </Dialog>
  );
}
