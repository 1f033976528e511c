import type { TRetroactiveImpact, TRetroactiveSource } from '@quincena/contracts/retroactive';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { FormField } from '../../../components/crud-page/index.ts';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRegisterRetroactiveChange } from '../api/retroactive.mutations.ts';

export const RETROACTIVE_DIALOG_TEXTS = {
  header: 'Cambio retroactivo',
  carrying: 'Período que pagará las diferencias',
  carryingHint: 'Al procesar este período, Quincena liquida las diferencias de cada período acumulado.',
  register: 'Liquidar diferencias en este período',
  later: 'Ahora no',
  understood: 'Entendido',
} as const;

/**
 * A novelty saved as retroactive is already stored in its accumulated period (decision 0353): left
 * without a carrying period it pays nothing, so the dialog says so before the choice and after it
 * (decision 0359).
 */
export const RETROACTIVE_NOVELTY_TEXTS = {
  laterHint:
    'La novedad ya quedó guardada en el período acumulado. Si elige «Ahora no», no se paga todavía: para pagarla después, abra la novedad, guárdela de nuevo y elija «Registrar como retroactiva».',
  noOpenHint:
    'La novedad ya quedó guardada en el período acumulado, pero no se paga hasta que haya un período abierto: entonces abra la novedad, guárdela de nuevo y elija «Registrar como retroactiva».',
  unpaid: (name: string, period: string) =>
    `La novedad de ${name} quedó guardada en un período acumulado (${period}) sin un período abierto que pague la diferencia: no se pagará hasta que abra la novedad, la guarde de nuevo y elija «Registrar como retroactiva».`,
} as const;
const T = RETROACTIVE_DIALOG_TEXTS;

/**
 * Shown after a save that reaches accumulated periods (issue 32, decisions 0342, 0346 and 0353): a
 * salary, a contract pay term or a late novelty. Who and which periods, and the choice of the open
 * period that will pay the differences, registered with the change's `source`. "Ahora no" closes
 * without registering anything; without an open period only "Entendido" is offered. A legal value
 * loaded late (decision 0354) uses the same dialog for every reached contract, with what changed
 * above the impact and its own "No aplica" action.
 */
export function RetroactiveImpactDialog({
  impact,
  contractId,
  contractIds,
  source = 'SALARY',
  intro,
  extraAction,
  onRegistered,
  onLater,
  onHide,
}: {
  impact: TRetroactiveImpact | null;
  /** The one contract a salary change touches; `contractIds` for several. */
  contractId?: number;
  contractIds?: readonly number[];
  source?: TRetroactiveSource;
  /** Shown above the impact (what changed). */
  intro?: ReactNode;
  /** An extra footer button, left of the others. */
  extraAction?: ReactNode;
  onRegistered?: () => void;
  /** Closed without registering ("Ahora no", "Entendido", the close button or Escape). */
  onLater?: () => void;
  onHide: () => void;
}) {
  const id = useId();
  const register = useRegisterRetroactiveChange();
  const [carryingId, setCarryingId] = useState<number | null>(null);
  const open = impact?.openPeriods ?? [];

  useEffect(() => {
    setCarryingId(impact?.openPeriods[0]?.calendarId ?? null);
  }, [impact]);

  const later = () => {
    onLater?.();
    onHide();
  };

  function handleRegister() {
    if (!impact || carryingId === null) return;
    register.mutate(
      {
        contractIds: contractIds ? [...contractIds] : contractId === undefined ? [] : [contractId],
        from: impact.from,
        carryingCalendarId: carryingId,
        source,
      },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          onRegistered?.();
          onHide();
        },
        onError: (error) => notify.serverError(errorMessage(error)),
      },
    );
  }

  const footer =
    open.length === 0 ? (
      <>
        {extraAction}
        <Button type="button" label={T.understood} icon="pi pi-check" onClick={later} autoFocus />
      </>
    ) : (
      <>
        {extraAction}
        <Button type="button" label={T.later} text onClick={later} disabled={register.isPending} />
        <Button
          type="button"
          label={T.register}
          icon="pi pi-calculator"
          onClick={handleRegister}
          loading={register.isPending}
          disabled={carryingId === null}
          autoFocus
        />
      </>
    );

  return (
    <Dialog
      visible={impact !== null}
      onHide={later}
      header={T.header}
      style={{ width: '38rem', maxWidth: '94vw' }}
      footer={footer}
    >
      {impact && (
        <div className="flex flex-column gap-3">
          {intro}
          <RetroactiveImpactNotice impact={impact} />
          {source === 'NOVELTY' && (
            <p className="m-0">
              {open.length > 0 ? RETROACTIVE_NOVELTY_TEXTS.laterHint : RETROACTIVE_NOVELTY_TEXTS.noOpenHint}
            </p>
          )}
          {open.length > 0 && (
            <FormField
              hintClassName="employee-form__hint"
              id={`${id}-carrying`}
              label={T.carrying}
              hint={T.carryingHint}
            >
              <Dropdown
                inputId={`${id}-carrying`}
                value={carryingId}
                options={open.map((period) => ({
                  label: capitalized(period.label),
                  value: period.calendarId,
                }))}
                onChange={(event) => setCarryingId((event.value as number | null) ?? null)}
              />
            </FormField>
          )}
        </div>
      )}
    </Dialog>
  );
}

export function RetroactiveImpactNotice({ impact }: { impact: TRetroactiveImpact }) {
  return (
    <div className="flex flex-column gap-3" role="alert">
      <p className="m-0 flex gap-2">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" style={{ color: 'var(--orange-500)' }} />
        <span>{impact.summary}</span>
      </p>
      {impact.people.length > 1 && (
        <div>
          <strong>Personas</strong>
          <ul className="mt-1 mb-0">
            {impact.people.map((person) => (
              <li key={person.contractId}>
                {person.name} ({person.documentNumber})
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <strong>Períodos acumulados</strong>
        <ul className="mt-1 mb-0">
          {impact.periods.map((period) => (
            <li key={period.calendarId}>{capitalized(period.label)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
