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

/** How a later Aviso and the dialog name who and which accumulated periods a change reaches. */
interface Reach {
  /** "Ana Pérez", "Ana Pérez y Luis Gómez". */
  names: string;
  /** "segunda quincena de octubre de 2026", "primera quincena de enero de 2026 a …". */
  periods: string;
}

const SALARY_WAY_BACK =
  'abra «Modificar salario», guarde de nuevo el mismo salario con la misma fecha y elija el período que las pagará';
const CONTRACT_WAY_BACK =
  'guardar de nuevo el contrato no lo vuelve a ofrecer: si deben pagarse, registre el pago o el descuento que corresponda como novedad de un período abierto';

/**
 * What "Ahora no" means for each change the clerk saved, said before the choice (with and without an
 * open period) and, once closed without registering, as a sticky Aviso naming the people and the
 * periods (decisions 0359 and 0364). The change is already stored either way; only a registration
 * makes a period pay its differences. A legal value has none: its notice stays on the settlement page
 * until reviewed (decision 0354).
 */
export const RETROACTIVE_LATER_TEXTS = {
  NOVELTY: {
    laterHint:
      'La novedad ya quedó guardada en el período acumulado. Si elige «Ahora no», no se paga todavía: para pagarla después, abra la novedad, guárdela de nuevo y elija «Registrar como retroactiva».',
    noOpenHint:
      'La novedad ya quedó guardada en el período acumulado, pero no se paga hasta que haya un período abierto: entonces abra la novedad, guárdela de nuevo y elija «Registrar como retroactiva».',
    unpaid: ({ names, periods }: Reach) =>
      `La novedad de ${names} quedó guardada en un período acumulado (${periods}) sin un período abierto que pague la diferencia: no se pagará hasta que abra la novedad, la guarde de nuevo y elija «Registrar como retroactiva».`,
  },
  SALARY: {
    laterHint: `El nuevo salario ya quedó guardado. Si elige «Ahora no», los períodos acumulados no se recalculan y las diferencias no se pagan: para pagarlas después, ${SALARY_WAY_BACK}.`,
    noOpenHint: `El nuevo salario ya quedó guardado, pero los períodos acumulados no se recalculan y las diferencias no se pagan hasta que haya un período abierto: entonces ${SALARY_WAY_BACK}.`,
    unpaid: ({ names, periods }: Reach) =>
      `El nuevo salario de ${names} quedó guardado sin un período que pague las diferencias de los períodos acumulados (${periods}): no se pagarán hasta que ${SALARY_WAY_BACK}.`,
  },
  CONTRACT: {
    laterHint: `El cambio del contrato ya quedó guardado. Si elige «Ahora no», los períodos acumulados no se recalculan y las diferencias no se pagan; ${CONTRACT_WAY_BACK}.`,
    noOpenHint: `El cambio del contrato ya quedó guardado, pero los períodos acumulados no se recalculan y las diferencias no se pagan; ${CONTRACT_WAY_BACK}.`,
    unpaid: ({ names, periods }: Reach) =>
      `El cambio del contrato de ${names} quedó guardado sin un período que pague las diferencias de los períodos acumulados (${periods}): no se pagarán. Quincena no lo vuelve a ofrecer al guardar de nuevo el contrato; si deben pagarse, registre el pago o el descuento que corresponda como novedad de un período abierto.`,
  },
} as const;

type LaterSource = keyof typeof RETROACTIVE_LATER_TEXTS;
const laterTextsOf = (source: TRetroactiveSource) =>
  source in RETROACTIVE_LATER_TEXTS ? RETROACTIVE_LATER_TEXTS[source as LaterSource] : null;

function reachOf(impact: TRetroactiveImpact): Reach | null {
  const names = impact.people.map((person) => person.name);
  const first = impact.periods[0];
  const last = impact.periods[impact.periods.length - 1];
  if (names.length === 0 || !first || !last) return null;
  const joined = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
  const periods = first === last ? first.label : `${first.label} a ${last.label}`;
  return { names: joined ?? '', periods };
}

const T = RETROACTIVE_DIALOG_TEXTS;

/**
 * Shown after a save that reaches accumulated periods (issue 32, decisions 0342, 0346 and 0353): a
 * salary, a contract pay term or a late novelty. Who and which periods, and the choice of the open
 * period that will pay the differences, registered with the change's `source`. "Ahora no" closes
 * without registering anything (for a salary, a contract or a novelty, saying before and after that
 * the differences stay unpaid); without an open period only "Entendido" is offered. A legal value
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
  onHide: () => void;
}) {
  const id = useId();
  const register = useRegisterRetroactiveChange();
  const [carryingId, setCarryingId] = useState<number | null>(null);
  const open = impact?.openPeriods ?? [];

  useEffect(() => {
    setCarryingId(impact?.openPeriods[0]?.calendarId ?? null);
  }, [impact]);

  const laterTexts = laterTextsOf(source);
  const later = () => {
    // Saved but carried by no period: said where it cannot be missed, until dismissed.
    const reach = impact && laterTexts ? reachOf(impact) : null;
    if (reach && laterTexts) notify.serverError(laterTexts.unpaid(reach));
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
          {laterTexts && (
            <p className="m-0">{open.length > 0 ? laterTexts.laterHint : laterTexts.noOpenHint}</p>
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
