import type { TLegalValueChange } from '@quincena/contracts/retroactive';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useId, useState } from 'react';
import { ConfirmFooter } from '../../../components/confirm-footer.tsx';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  legalValueKeys,
  useDismissLegalValueChange,
  useLegalValueChanges,
} from '../api/legal-values.queries.ts';
import { RetroactiveImpactDialog } from './retroactive-impact-dialog.tsx';

export const LEGAL_VALUE_TEXTS = {
  review: 'Revisar y liquidar diferencias',
  notApplicable: 'No aplica',
  dismissHeader: 'Descartar el aviso de valores legales',
  reason: 'Motivo',
  reasonHint: 'Quedará registrado con su usuario.',
  confirm: 'Descartar aviso',
} as const;
const T = LEGAL_VALUE_TEXTS;

/** "Alcanza 2 períodos acumulados de 2 personas: Ana Pérez, Beto Gómez." */
export function legalValueReach(change: TLegalValueChange): string {
  const { periods, people } = change.impact;
  const count = periods.length === 1 ? '1 período acumulado' : `${periods.length} períodos acumulados`;
  const whom = people.length === 1 ? '1 persona' : `${people.length} personas`;
  const names = people.slice(0, 5).map((person) => person.name);
  const more = people.length > 5 ? ` y ${people.length - 5} más` : '';
  return `Se liquidaron con los valores anteriores ${count} de ${whom}: ${names.join(', ')}${more}.`;
}

/**
 * A legal value loaded late (issue 32, decision 0354): the year's minimum wage, transport aid or UVT
 * changed after some of its payroll periods were accumulated. One warning per year with what
 * changed and whom it reaches; "Revisar y liquidar diferencias" opens the retroactive dialog for
 * every reached person, "No aplica" dismisses it with a reason. Nothing when there is none. Shown on
 * the home and on Liquidación de nómina.
 */
export function LegalValuesNotice() {
  const client = useQueryClient();
  const changes = useLegalValueChanges();
  const [reviewing, setReviewing] = useState<TLegalValueChange | null>(null);
  const [dismissing, setDismissing] = useState<TLegalValueChange | null>(null);
  const list = changes.data?.changes ?? [];
  if (list.length === 0) return null;
  return (
    <>
      {list.map((change) => (
        <Message
          key={change.versionId}
          severity="warn"
          className="w-full justify-content-start mb-3"
          role="alert"
          content={
            <div className="flex flex-wrap align-items-center gap-3">
              <i className="pi pi-exclamation-triangle" aria-hidden="true" />
              <span style={{ flex: '1 1 20rem' }}>
                <strong>{change.title}</strong> {legalValueReach(change)}
              </span>
              <Button
                type="button"
                label={T.review}
                icon="pi pi-calculator"
                size="small"
                severity="warning"
                onClick={() => setReviewing(change)}
              />
              <Button
                type="button"
                label={T.notApplicable}
                size="small"
                text
                onClick={() => setDismissing(change)}
              />
            </div>
          }
        />
      ))}
      <RetroactiveImpactDialog
        impact={reviewing?.impact ?? null}
        contractIds={reviewing?.impact.people.map((person) => person.contractId) ?? []}
        source="LEGAL_VALUE"
        intro={
          reviewing && (
            <div>
              <strong>Cambiaron los valores legales de {reviewing.year}</strong>
              <ul className="mt-1 mb-0">
                {reviewing.differences.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          )
        }
        extraAction={
          <Button
            type="button"
            label={T.notApplicable}
            text
            onClick={() => {
              setDismissing(reviewing);
              setReviewing(null);
            }}
          />
        }
        onRegistered={() => client.invalidateQueries({ queryKey: legalValueKeys.changes })}
        onHide={() => setReviewing(null)}
      />
      <DismissDialog change={dismissing} onHide={() => setDismissing(null)} />
    </>
  );
}

function DismissDialog({ change, onHide }: { change: TLegalValueChange | null; onHide: () => void }) {
  const id = useId();
  const dismiss = useDismissLegalValueChange();
  const [reason, setReason] = useState<string>(T.notApplicable);
  const [error, setError] = useState<string | null>(null);

  function handleConfirm() {
    if (!change) return;
    setError(null);
    dismiss.mutate(
      { versionId: change.versionId, body: { reason } },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          onHide();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  }

  return (
    <Dialog
      visible={change !== null}
      onHide={onHide}
      header={T.dismissHeader}
      style={{ width: '32rem', maxWidth: '94vw' }}
      footer={
        <ConfirmFooter
          onCancel={onHide}
          pending={dismiss.isPending}
          confirmLabel={T.confirm}
          onConfirm={handleConfirm}
        />
      }
    >
      {change && (
        <div className="flex flex-column gap-2">
          <p className="m-0">{change.title}</p>
          <label htmlFor={`${id}-reason`}>{T.reason}</label>
          <InputText
            id={`${id}-reason`}
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
            aria-describedby={`${id}-hint`}
          />
          <small id={`${id}-hint`}>{T.reasonHint}</small>
          {error && (
            <small role="alert" className="p-error">
              {error}
            </small>
          )}
        </div>
      )}
    </Dialog>
  );
}
