import type { TContractTerm } from '@quincena/contracts/employees';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ConfirmFooter } from '../../../components/confirm-footer.tsx';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useContractTerm, useGiveNotice, useRenewContract } from '../api/contract-term.api.ts';
import { DateInput } from './date-input.tsx';
import { Field } from './field.tsx';

/** dd/mm/aaaa, as the contract's history reads. */
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The sentence that says where the contract's term stands and what the clerk may do. */
function stateText(term: TContractTerm): string | null {
  const end = term.endDate ? dmy(term.endDate) : '';
  switch (term.state) {
    case 'VIGENTE':
      return `Vence el ${end}. Sin preaviso escrito entregado a más tardar el ${dmy(term.noticeDeadline ?? '')}, el contrato se renueva por ley (art. 46 CST).`;
    case 'TERMINA_CON_PREAVISO':
      return `Preaviso de no renovación entregado a tiempo: el contrato termina el ${end}.`;
    case 'TERMINADO':
      return `Terminado el ${end} por preaviso de no renovación. Registre el retiro en Novedades de retiros para liquidarlo.`;
    case 'VENCIDO_SIN_DECISION':
      return `Vencido sin decisión: el contrato venció el ${end} sin preaviso. Renuévelo o termínelo registrando el retiro; mientras tanto no se liquida.`;
    default:
      return null;
  }
}

/**
 * Término del contrato (decision 0311): a fixed-term contract's renewals and notices, the notice of
 * non-renewal, and the decision on a contract that expired without one (Renovar / Terminar).
 */
export function ContractTermCard({ contractId }: { contractId: number }) {
  const navigate = useNavigate();
  const term = useContractTerm(contractId);
  const giveNotice = useGiveNotice(contractId);
  const renew = useRenewContract(contractId);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [noticeDate, setNoticeDate] = useState<string | null>(null);
  const [confirmRenew, setConfirmRenew] = useState(false);

  if (!term.data) return null;
  const data = term.data;
  if (data.state === 'NO_APLICA' && data.events.length === 0) return null;
  const text = stateText(data);

  function saveNotice() {
    if (!noticeDate) {
      notify.warn('Indique la fecha en que se entregó el preaviso.');
      return;
    }
    giveNotice.mutate(noticeDate, {
      onSuccess: (answer) => {
        const inTime = answer.term.state === 'TERMINA_CON_PREAVISO';
        if (inTime) notify.success(answer.message);
        else notify.warn(answer.message, { life: 10_000 });
        setNoticeOpen(false);
      },
      onError: (error) => notify.serverError(errorMessage(error)),
    });
  }

  function doRenew() {
    setConfirmRenew(false);
    renew.mutate(undefined, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => notify.serverError(errorMessage(error)),
    });
  }

  return (
    <section className="employee-card contract-term" aria-labelledby="card-term">
      <h2 id="card-term" className="employee-card__title">
        Término del contrato
      </h2>
      {text && (
        <Message
          severity={data.state === 'VENCIDO_SIN_DECISION' ? 'warn' : 'info'}
          text={text}
          className="contract-term__state"
        />
      )}
      <div className="contract-term__actions">
        {data.state === 'VIGENTE' && (
          <Button
            type="button"
            label="Registrar preaviso de no renovación"
            icon="pi pi-file-edit"
            outlined
            onClick={() => {
              setNoticeDate(null);
              setNoticeOpen(true);
            }}
          />
        )}
        {data.state === 'VENCIDO_SIN_DECISION' && (
          <>
            <Button
              type="button"
              label="Renovar"
              icon="pi pi-refresh"
              loading={renew.isPending}
              onClick={() => setConfirmRenew(true)}
            />
            <Button
              type="button"
              label="Terminar"
              icon="pi pi-sign-out"
              severity="danger"
              outlined
              onClick={() => navigate('/Social_benefits')}
            />
          </>
        )}
      </div>
      {data.events.length > 0 && (
        <ul className="contract-term__history" aria-label="Historial del término">
          {data.events.map((event) => (
            <li key={event.id}>
              <span className="contract-term__date">{dmy(event.eventDate)}</span> {event.description}
              {event.note && <small className="contract-term__note"> — {event.note}</small>}
            </li>
          ))}
        </ul>
      )}
      <Dialog
        visible={noticeOpen}
        onHide={() => setNoticeOpen(false)}
        header="Registrar preaviso de no renovación"
        style={{ width: '30rem', maxWidth: '94vw' }}
        footer={
          <ConfirmFooter
            confirmIcon="pi pi-save"
            pending={giveNotice.isPending}
            cancelWhilePending
            onCancel={() => setNoticeOpen(false)}
            onConfirm={saveNotice}
          />
        }
      >
        <Field
          id="noticeDate"
          label="Fecha de entrega del preaviso"
          required
          hint={`Debe entregarse por escrito a más tardar el ${dmy(data.noticeDeadline ?? '')} (30 días antes del vencimiento)`}
        >
          <DateInput id="noticeDate" value={noticeDate} onChange={setNoticeDate} />
        </Field>
      </Dialog>
      <ConfirmDialog
        visible={confirmRenew}
        header="Renovar contrato"
        message={`¿Renovar el contrato vencido el ${dmy(data.endDate ?? '')} por el término de ley (art. 46 CST)?`}
        onAccept={doRenew}
        onHide={() => setConfirmRenew(false)}
      />
    </section>
  );
}
